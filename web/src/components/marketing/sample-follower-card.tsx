import { formatNumber } from '@core/counter/engine/format-number';
import { useState } from 'react';
import { AnimatedDigits } from './animated-digits';
import { InstagramIcon } from './social-icons';
import { randomStep, useInterval, useReducedMotion } from './use-motion';

const START = 999_847;
const GOAL = 1_000_000;
const TICK_MS = 1200;
const CELEBRATE_TICKS = 4;

// docs/product.md §2 sample: a follower counter at 999,847 with 153 to go to 1M, ticking up live.
// At the goal it celebrates for a few ticks, then starts over.
export function SampleFollowerCard() {
  const reduced = useReducedMotion();
  const [count, setCount] = useState(START);
  const [celebrated, setCelebrated] = useState(0);
  useInterval(
    () => {
      if (count < GOAL) return setCount((c) => Math.min(GOAL, c + randomStep(1, 3)));
      if (celebrated < CELEBRATE_TICKS) return setCelebrated((n) => n + 1);
      setCount(START);
      setCelebrated(0);
    },
    TICK_MS,
    !reduced,
  );
  const left = GOAL - count;
  const progress = ((count - 990_000) / (GOAL - 990_000)) * 100;
  return (
    <div className="flex h-full flex-col justify-between gap-6 rounded-3xl bg-brand-950 p-6 text-white">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-white/85">
          <span className="grid size-8 place-items-center rounded-xl bg-brand-gradient">
            <InstagramIcon className="size-4" />
          </span>
          Instagram Followers
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold">
          <span className="size-1.5 animate-pulse rounded-full bg-emerald-400" />
          Live
        </span>
      </div>
      <p className="text-center text-5xl font-extrabold tracking-tight sm:text-[3.25rem]" aria-hidden>
        <AnimatedDigits text={formatNumber(count)} />
      </p>
      <div>
        <div className="h-2.5 overflow-hidden rounded-full bg-white/10">
          <div
            className="h-full rounded-full bg-brand-gradient transition-[width] duration-700"
            style={{ width: `${Math.max(4, progress)}%` }}
          />
        </div>
        <div className="mt-3 flex items-center justify-between text-sm text-white/70">
          <span className="tabular" data-testid="follower-to-go">
            {left > 0 ? `${formatNumber(left)} to go` : 'Goal reached!'}
          </span>
          <span className="font-semibold text-white">1M</span>
        </div>
      </div>
      <p className="sr-only">Sample follower counter: 999,847 followers, 153 to go to 1 million.</p>
    </div>
  );
}
