import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastRegion } from '@web/components/ui/toast-region';
import { queryClient } from '@web/lib/query-client';
import type { ReactNode } from 'react';

/** The app's providers; the server passes a client of its own per page (server-render-app.tsx). */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastRegion />
    </QueryClientProvider>
  );
}
