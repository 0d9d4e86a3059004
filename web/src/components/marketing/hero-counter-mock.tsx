import { formatNumber } from '@core/counter/engine/format-number';
import { cn } from '@web/lib/cn';
import { MonitorPlay, PartyPopper, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { AnimatedDigits } from './animated-digits';
import { ConfettiBurst } from './confetti-burst';
import { YouTubeIcon } from './social-icons';
import { randomStep, useInterval, useReducedMotion } from './use-motion';

const START = 99_912;
const GOAL = 100_000;
const TICK_MS = 900;
const HOLD_TICKS = 6;

// The hero's product shot: a live subscriber goal as it would look in a browser or an OBS scene.
export function HeroCounterMock({ className }: { className?: string }) {
  const reduced = useReducedMotion();
  const [count, setCount] = useState(START);
  const [lastStep, setLastStep] = useState(0);
  const [held, setHeld] = useState(0);
  useInterval(
    () => {
      if (count < GOAL) {
        const step = randomStep(1, 4);
        setLastStep(Math.min(step, GOAL - count));
        setCount((c) => Math.min(GOAL, c + step));
      } else if (held < HOLD_TICKS) {
        setHeld((h) => h + 1);
      } else {
        setCount(START);
        setHeld(0);
      }
    },
    TICK_MS,
    !reduced,
  );
  const reached = count >= GOAL;
  const progress = ((count - 99_000) / (GOAL - 99_000)) * 100;
  return (
    <div aria-hidden className={cn('relative', className)}>
      <div className="absolute -inset-6 rounded-[2.5rem] bg-brand-gradient opacity-30 blur-3xl" />
      <div className="relative overflow-hidden rounded-3xl border border-white/15 bg-white/[0.06] shadow-2xl shadow-black/40 backdrop-blur-xl">
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
          <span className="size-2.5 rounded-full bg-[#fd1d1d]/80" />
          <span className="size-2.5 rounded-full bg-[#fcb045]/80" />
          <span className="size-2.5 rounded-full bg-emerald-400/80" />
          <span className="ml-3 truncate rounded-lg bg-white/10 px-3 py-1 text-xs text-white/60">
            countstream.app/counter/road-to-100k
          </span>
        </div>
        <div className="relative bg-brand-gradient px-6 py-10 text-center sm:px-10 sm:py-12">
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(255,255,255,0.25),transparent_55%)]" />
          <p className="relative inline-flex items-center gap-2 text-sm font-bold tracking-wide uppercase sm:text-base">
            <YouTubeIcon className="size-5" />
            Road to 100K Subscribers
          </p>
          <div className="relative mt-4">
            <ConfettiBurst burstKey={reached ? 1 : 0} enabled={!reduced && reached} />
            <p className="text-6xl font-black tracking-tight drop-shadow-sm sm:text-7xl">
              <AnimatedDigits text={formatNumber(count)} />
            </p>
          </div>
          <div className="relative mx-auto mt-6 h-2.5 max-w-xs overflow-hidden rounded-full bg-black/20">
            <div
              className="h-full rounded-full bg-white transition-[width] duration-700"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="relative mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-white/90">
            {reached && <PartyPopper className="size-4" />}
            {reached ? '100K! Thank you!' : `${formatNumber(GOAL - count)} to go`}
          </p>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-3 flex items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-sm font-semibold text-brand-950 shadow-xl sm:-left-6">
        <span className="grid size-7 place-items-center rounded-lg bg-emerald-100 text-emerald-700">
          <TrendingUp className="size-4" />
        </span>
        <span className="tabular">+{lastStep || 3} just now</span>
      </div>
      <div className="absolute -top-4 -right-2 flex items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-sm font-semibold text-brand-950 shadow-xl sm:-right-5">
        <MonitorPlay className="size-4 text-accent-purple" />
        OBS ready
      </div>
    </div>
  );
}
