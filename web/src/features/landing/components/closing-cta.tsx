import { Button } from '@web/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { SIGN_UP_HREF } from './sign-up-href';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-brand-night px-6 py-16 text-center text-white sm:px-12 sm:py-20">
        <div
          aria-hidden
          className="absolute -top-24 left-1/2 h-48 w-[36rem] -translate-x-1/2 rounded-full bg-accent-red/25 blur-3xl"
        />
        <h2 id="cta-title" className="relative text-3xl font-extrabold tracking-tight sm:text-4xl">
          Your next milestone deserves a <span className="text-brand-gradient">countdown</span>.
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/75">
          Create your first counter in under a minute. No credit card required.
        </p>
        <Button asChild variant="gradient" size="lg" className="relative mt-8">
          <Link href={SIGN_UP_HREF}>
            Start Creating Free
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
