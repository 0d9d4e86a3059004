import { formatNumber } from '@core/counter/engine/format-number';
import { PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AnimatedDigits } from './animated-digits';
import { ConfettiBurst } from './confetti-burst';
import { useReducedMotion } from './use-motion';

const GOAL = 50_000;
const RUN_UP = 12;
const STEP_MS = 120;
const HOLD_MS = 6000;

// docs/product.md §2 sample: a 50,000 milestone reached celebration. It replays a short run-up to the
// goal, pops confetti, holds the celebration, and loops. Reduced motion shows the celebration still.
export function SampleMilestoneCard() {
  const reduced = useReducedMotion();
  const [tick, setTick] = useState(RUN_UP);
  const [bursts, setBursts] = useState(0);
  // One timer per step: quick during the run-up, one long wait while celebrating (no idle re-renders).
  useEffect(() => {
    if (reduced) return;
    const timer = window.setTimeout(
      () => {
        const next = tick >= RUN_UP ? 0 : tick + 1;
        if (next === RUN_UP) setBursts((b) => b + 1);
        setTick(next);
      },
      tick >= RUN_UP ? HOLD_MS : STEP_MS,
    );
    return () => window.clearTimeout(timer);
  }, [tick, reduced]);
  const value = GOAL - Math.max(0, RUN_UP - tick) * 4;
  const reached = value === GOAL;
  return (
    <div className="relative flex h-full flex-col items-center justify-between gap-6 overflow-hidden rounded-3xl bg-gradient-to-br from-amber-50 via-white to-rose-50 p-6 text-brand-950 ring-1 ring-amber-200/70">
      <div className="flex w-full items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-900">
          <span className="grid size-8 place-items-center rounded-xl bg-amber-400 text-white">
            <PartyPopper className="size-4" aria-hidden />
          </span>
          Subscribers
        </span>
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
          Goal 50K
        </span>
      </div>
      <div className="relative text-center">
        <ConfettiBurst burstKey={bursts} enabled={!reduced} />
        <p className="text-5xl font-extrabold tracking-tight sm:text-[3.25rem]" aria-hidden>
          <AnimatedDigits text={formatNumber(value)} />
        </p>
        <p
          className={`mt-2 inline-flex items-center gap-2 text-lg font-bold transition duration-300 ${reached ? 'scale-100 opacity-100' : 'scale-90 opacity-0'}`}
        >
          <PartyPopper className="size-5 text-amber-500" aria-hidden />
          <span className="text-brand-gradient">Milestone Reached!</span>
        </p>
      </div>
      <p className="text-sm font-medium text-slate-600">Thank you for 50,000 subscribers!</p>
      <p className="sr-only">Sample milestone celebration: 50,000 subscribers reached.</p>
    </div>
  );
}
