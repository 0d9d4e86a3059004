import { Logo } from '@web/components/layout/logo';
import { SkipLink } from '@web/components/layout/skip-link';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AuthPromoPanel } from './auth-promo-panel';

export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-2">
      <div className="flex flex-col px-4 py-5 sm:px-8 sm:py-6">
        <SkipLink />
        <header>
          <Link
            href="/"
            aria-label="Countstream home"
            className="inline-flex rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            <Logo />
          </Link>
        </header>
        <main id="main" className="flex flex-1 items-start justify-center py-8 sm:items-center sm:py-12">
          <div className="w-full max-w-md">{children}</div>
        </main>
        <footer className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-xs text-slate-500">
          <Link href="/terms" className="hover:text-brand-700">
            Terms of Service
          </Link>
          <Link href="/privacy" className="hover:text-brand-700">
            Privacy Policy
          </Link>
          <Link href="/help" className="hover:text-brand-700">
            Help Center
          </Link>
        </footer>
      </div>
      <AuthPromoPanel />
    </div>
  );
}
