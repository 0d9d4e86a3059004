import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SkipLink } from './skip-link';
import { VerifyEmailBanner } from './verify-email-banner';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader />
      <VerifyEmailBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}

export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  const width = narrow ? 'max-w-4xl' : 'max-w-6xl';
  return <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-12`}>{children}</div>;
}

export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-8 grid gap-2">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      {description && <p className="max-w-2xl text-base text-slate-600">{description}</p>}
    </div>
  );
}
