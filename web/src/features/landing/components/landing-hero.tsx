import { HeroCounterMock } from '@web/components/marketing/hero-counter-mock';
import { Button } from '@web/components/ui/button';
import { ArrowRight, CheckCircle2, Play } from 'lucide-react';
import { Link } from 'wouter';
import { SIGN_UP_HREF } from './sign-up-href';

const promises = ['No credit card required', '1 counter free forever', 'A public link for every counter'];

export function LandingHero() {
  return (
    <div className="relative overflow-hidden bg-brand-night text-white">
      <div
        aria-hidden
        className="absolute -top-40 -left-32 size-[28rem] rounded-full bg-accent-purple/30 blur-3xl"
      />
      {/* Placed from the top, not at a third of the hero's height: the hero grows when Inter replaces
          the fallback face, and a glow placed by its height moved with it (CLS 0.09 on a phone, 015h). */}
      <div
        aria-hidden
        className="absolute top-72 -right-40 size-[26rem] rounded-full bg-accent-red/20 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_center,black_30%,transparent_75%)]"
      />
      <section
        aria-labelledby="hero-title"
        className="relative mx-auto grid max-w-6xl items-center gap-16 px-4 pt-28 pb-24 sm:px-6 sm:pt-34 lg:grid-cols-[1.05fr_0.95fr] lg:gap-14 lg:pb-32"
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1 text-sm font-medium text-white/85">
            <span className="size-2 rounded-full bg-emerald-400" aria-hidden />
            For creators, streamers &amp; businesses
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.6rem] leading-[1.05] font-black tracking-tight sm:text-6xl lg:text-[4.1rem]"
          >
            Free Counter Creator &amp; <span className="text-brand-gradient">Countdown Timer Maker</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/75 sm:text-xl">
            Build animated number counters and countdown timers for follower milestones, livestreams, product
            launches and celebrations. Share them by link, embed them on your site or drop them into OBS.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gradient" size="lg">
              <Link href={SIGN_UP_HREF}>
                Start Creating Free
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/25 bg-white/10 text-white hover:border-white/40 hover:bg-white/20"
            >
              <Link href="/counter/demo">
                <Play aria-hidden />
                View Demo
              </Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/70">
            {promises.map((p) => (
              <li key={p} className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="size-4 text-emerald-300" aria-hidden />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <HeroCounterMock className="mx-auto w-full max-w-md lg:max-w-none" />
      </section>
    </div>
  );
}
