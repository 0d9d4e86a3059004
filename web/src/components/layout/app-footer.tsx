import { PRICING_HREF, scrollToPricingSoon } from '@web/components/marketing/scroll-to-pricing';
import { SOCIAL_LINKS } from '@web/components/marketing/social-icons';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Logo } from './logo';

const linkClass =
  'rounded text-sm text-slate-600 transition hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

// On the landing page it scrolls; elsewhere it goes to /#pricing, where the landing page scrolls
// after its short delay (docs/product.md §2 'Footer').
function PricingLink() {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (location === '/') {
      window.history.replaceState(window.history.state, '', PRICING_HREF);
      scrollToPricingSoon();
    } else {
      navigate(PRICING_HREF);
    }
  };
  return (
    <a href={PRICING_HREF} onClick={onClick} className={linkClass}>
      Pricing
    </a>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-xs font-bold tracking-widest text-slate-900 uppercase">{title}</h2>
      <ul className="mt-4 grid gap-3">{children}</ul>
    </nav>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}

export function AppFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.6fr_1fr_1fr]">
        <div className="col-span-2 grid content-start gap-4 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm leading-relaxed text-slate-600">
            Animated counters and countdown timers for creators, streamers and businesses.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="grid size-10 place-items-center rounded-xl border border-slate-200 text-slate-600 transition hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Product">
          <li>
            <PricingLink />
          </li>
          <FooterLink href="/help">Help Center</FooterLink>
          <FooterLink href="/contact">Contact Support</FooterLink>
        </FooterColumn>
        <FooterColumn title="Legal">
          <FooterLink href="/privacy">Privacy Policy</FooterLink>
          <FooterLink href="/terms">Terms of Service</FooterLink>
          <FooterLink href="/refund-policy">Refund Policy</FooterLink>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-500 sm:px-6">
          © {new Date().getFullYear()} Countstream. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
