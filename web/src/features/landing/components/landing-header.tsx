import { Logo } from '@web/components/layout/logo';
import { Button } from '@web/components/ui/button';
import { Link } from 'wouter';
import { LANDING_SECTIONS, SectionsMenu } from './sections-menu';

// docs/product.md §2: logo and Sign In. The in-page links sit in the header on wide screens and
// behind a Menu button on phones (sections-menu.tsx), so a phone reaches them too.
export function LandingHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-20 mx-auto flex h-18 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
      <Link
        href="/"
        aria-label="Countstream home"
        className="flex items-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
      >
        <Logo tone="light" />
      </Link>
      <nav aria-label="Sections" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {LANDING_SECTIONS.map((s) => (
            <li key={s.href}>
              <a
                href={s.href}
                className="rounded-lg px-3 py-2 text-sm font-medium text-white/75 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-2">
        <Button
          asChild
          variant="outline"
          size="sm"
          className="border-white/25 bg-white/10 text-white hover:bg-white/20"
        >
          <Link href="/account">Sign In</Link>
        </Button>
        <SectionsMenu />
      </div>
    </header>
  );
}
