import { AppFooter } from '@web/components/layout/app-footer';
import { SkipLink } from '@web/components/layout/skip-link';
import { PRICING_SECTION_ID, scrollToPricingSoon } from '@web/components/marketing/scroll-to-pricing';
import { useEffect } from 'react';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { PricingSection } from './pricing-section';
import { SamplesSection } from './samples-section';

// docs/product.md §2 'Landing page'. Signed-in visitors never get here: the router's GuestOnly sends them to /account.
export function LandingScreen() {
  // /#pricing (typed, or the footer link from another page) scrolls there once the page has laid out.
  useEffect(() => {
    if (window.location.hash === `#${PRICING_SECTION_ID}`) return scrollToPricingSoon();
  }, []);
  return (
    <div className="relative flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main" className="flex-1">
        <LandingHero />
        <SamplesSection />
        <FeaturesSection />
        <PricingSection />
        <FaqSection />
        <ClosingCta />
      </main>
      <AppFooter />
    </div>
  );
}
