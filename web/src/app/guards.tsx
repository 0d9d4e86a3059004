import { FullPageLoading } from '@web/components/feedback/full-page-loading';
import { NotFound } from '@web/components/feedback/not-found';
import { readReturnPath, signInPath } from '@web/lib/auth/return-path';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';

// Signed-in-only routes send signed-out users to /auth, which brings them back here after signing in.
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) return <FullPageLoading />;
  if (!user) return <Redirect to={signInPath(search ? `${location}?${search}` : location)} replace />;
  return children;
}

// / and /auth send signed-in users to /account, or to the page they were on before signing in.
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const search = useSearch();
  if (isLoading) return <FullPageLoading />;
  if (user) return <Redirect to={readReturnPath(search) ?? '/account'} replace />;
  return children;
}

// Non-admins see the 404 page at /admin (docs/architecture.md §1); use inside RequireAuth.
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { isAdmin } = useCurrentUser();
  return isAdmin ? children : (fallback ?? <NotFound />);
}
