import { splitDuration } from '@core/counter/engine/countdown';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { AnimatedDigits } from './animated-digits';
import { useInterval } from './use-motion';

// A launch a little under two weeks away, fixed when the page opens; it restarts if it ever ends.
const LAUNCH_IN_MS = ((12 * 24 + 7) * 3600 + 45 * 60 + 30) * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

// docs/product.md §2 sample: a product launch countdown in days, hrs, min, sec. The time left is computed
// from the clock every second, never counted down, so it cannot drift. A clock keeps ticking
// under reduced motion; only the digit roll is dropped there.
export function SampleCountdownCard() {
  const [launchAt, setLaunchAt] = useState(() => Date.now() + LAUNCH_IN_MS);
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => {
    const t = Date.now();
    if (t >= launchAt) setLaunchAt(t + LAUNCH_IN_MS);
    setNow(t);
  }, 1000);
  const left = splitDuration(Math.ceil((launchAt - now) / 1000));
  const units = [
    { label: 'days', value: left.days },
    { label: 'hrs', value: left.hours },
    { label: 'min', value: left.minutes },
    { label: 'sec', value: left.seconds },
  ];
  return (
    <div className="flex h-full flex-col justify-between gap-6 rounded-3xl bg-brand-gradient p-6 text-white">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex items-center gap-2 text-sm font-semibold">
          <span className="grid size-8 place-items-center rounded-xl bg-white/20">
            <Rocket className="size-4" aria-hidden />
          </span>
          Product Launch
        </span>
        <span className="rounded-full bg-black/20 px-2.5 py-1 text-xs font-semibold">Countdown</span>
      </div>
      <div className="grid grid-cols-4 gap-2" data-testid="launch-countdown">
        {units.map((u) => (
          <div key={u.label} className="rounded-2xl bg-black/20 px-1 py-3 text-center backdrop-blur-sm">
            <p className="text-3xl font-extrabold tracking-tight sm:text-[2rem]">
              <AnimatedDigits text={pad(u.value)} />
            </p>
            <p className="mt-1 text-xs font-semibold tracking-wider text-white/80 uppercase">{u.label}</p>
          </div>
        ))}
      </div>
      <p className="text-center text-sm font-medium text-white/85">Doors open at launch — don't miss it</p>
    </div>
  );
}
