import { FullPageLoading } from '@web/components/feedback/full-page-loading';
import { NotFound } from '@web/components/feedback/not-found';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';

// Signed-in-only routes send signed-out users to /auth.
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageLoading />;
  if (!user) return <Redirect to="/auth" replace />;
  return children;
}

// / and /auth send signed-in users to /account.
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageLoading />;
  if (user) return <Redirect to="/account" replace />;
  return children;
}

// Non-admins see the 404 page at /admin (DESIGN.md §1); use inside RequireAuth.
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { isAdmin } = useCurrentUser();
  return isAdmin ? children : (fallback ?? <NotFound />);
}
