import { Button } from '@web/components/ui/button';
import { useLogout } from '@web/lib/auth/logout';
import { displayName, useCurrentUser } from '@web/lib/auth/use-current-user';
import { LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from './logo';

// docs/product.md §2 'Shared signed-in layout'.
export function AppHeader() {
  const { user, isLoading } = useCurrentUser();
  const logout = useLogout();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href={user ? '/account' : '/'}
          aria-label="Countstream home"
          className="flex shrink-0 items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        >
          <Logo compactOnPhone={Boolean(user)} />
        </Link>
        {isLoading ? null : user ? (
          <div className="flex min-w-0 items-center gap-2 sm:gap-4">
            <p className="min-w-0 truncate text-sm text-slate-600">
              Welcome, <span className="font-semibold text-slate-900">{displayName(user)}</span>
            </p>
            <Button variant="outline" size="sm" loading={logout.isPending} onClick={() => logout.mutate()}>
              {!logout.isPending && <LogOut aria-hidden />}
              Logout
            </Button>
          </div>
        ) : (
          <Button asChild size="sm">
            <Link href="/auth">Sign In</Link>
          </Button>
        )}
      </div>
    </header>
  );
}
