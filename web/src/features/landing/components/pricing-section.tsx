import { PremiumPrice } from '@web/components/marketing/premium-price';
import { PRICING_SECTION_ID } from '@web/components/marketing/scroll-to-pricing';
import { Button } from '@web/components/ui/button';
import { ArrowRight, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { PlanCard, type PlanFeature } from './plan-card';
import { SectionHeading } from './section-heading';

// Plan contents of docs/product.md §1; every amount but $0 comes from GET /api/pricing (docs/architecture.md §1).
// Each line sits under the plan that has it (core/plan/plan-rules.ts and the Premium checks of the
// routes): embedding, live control, subathons, e-mail timers, export and the API are Premium.
const freeFeatures: PlanFeature[] = [
  { text: '1 counter' },
  { text: 'Full customization' },
  { text: 'All animation styles' },
  { text: 'Social media icons' },
  { text: 'A public link to share' },
  { text: 'Countstream watermark link on your public counter', included: false },
];

const premiumFeatures: PlanFeature[] = [
  { text: 'Unlimited counters' },
  { text: 'Advanced customization with gradient backgrounds' },
  { text: 'No watermark' },
  { text: 'Priority support' },
  { text: 'Export options' },
  { text: 'Embedding in streaming software (OBS) and websites' },
  { text: 'Live control from your phone' },
  { text: 'Subathon timers with Twitch & Kick' },
  { text: 'Live countdown images for e-mails' },
  { text: 'API keys and webhooks' },
];

export function PricingSection() {
  return (
    <section
      id={PRICING_SECTION_ID}
      aria-labelledby="pricing-title"
      className="scroll-mt-6 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, honest pricing">
          Start free and upgrade when you need more counters, embedding and a clean, watermark-free look.
        </SectionHeading>
        <div className="mt-16 grid items-stretch gap-12 md:grid-cols-2 md:gap-8">
          <PlanCard
            name="Free"
            tagline="Everything you need for your first counter."
            price={
              <p className="flex items-baseline gap-1">
                <span className="tabular text-5xl font-extrabold tracking-tight">$0</span>
                <span className="text-base font-medium text-slate-500">/month</span>
              </p>
            }
            features={freeFeatures}
            action={
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link href="/dashboard">Get Started Free</Link>
              </Button>
            }
          />
          <PlanCard
            highlighted
            badge="Most Popular"
            name="Premium"
            tagline="For creators who count on it every day."
            price={<PremiumPrice tone="dark" />}
            features={premiumFeatures}
            action={
              <Button asChild variant="gradient" size="lg" className="w-full">
                <Link href="/dashboard">
                  <Crown aria-hidden />
                  Upgrade to Premium
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
            }
          />
        </div>
        <p className="mt-8 text-center text-sm text-slate-500">
          Monthly billing, cancel anytime. 30-day money-back guarantee on Premium.
        </p>
      </div>
    </section>
  );
}
