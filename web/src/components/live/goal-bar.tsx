import type { CounterSettings } from '@core/counter/settings';
import { useEffect, useRef, useState } from 'react';

// A number counter's goal (issue 18): a progress bar toward its end number, its milestones marked
// on it, and each milestone's message celebrated once when the value reaches it. Milestones
// already reached when the display opens are not celebrated again.
export function GoalBar({ settings, value }: { settings: CounterSettings; value: number }) {
  const { startNumber: start, endNumber: end } = settings;
  const milestones = settings.milestones ?? [];
  const span = end - start;
  const progress = span === 0 ? 1 : Math.min(1, Math.max(0, (value - start) / span));
  const reached = (m: number) => (span >= 0 ? value >= m : value <= m);
  const celebrated = useRef<Set<number> | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (celebrated.current === null) {
      celebrated.current = new Set(milestones.filter((m) => reached(m.value)).map((m) => m.value));
      return;
    }
    const next = milestones.find((m) => reached(m.value) && !celebrated.current!.has(m.value));
    if (!next) return;
    celebrated.current.add(next.value);
    setMessage(next.message);
  });
  // Its own effect: the one above runs on every render and must not cancel the timer.
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), 6000);
    return () => clearTimeout(timer);
  }, [message]);
  if (!settings.goalBar && milestones.length === 0) return null;
  const at = (v: number) => `${(span === 0 ? 1 : Math.min(1, Math.max(0, (v - start) / span))) * 100}%`;
  return (
    <div className="pointer-events-none w-full max-w-3xl px-6" data-testid="goal-bar">
      <div
        className="relative h-4 overflow-hidden rounded-full bg-white/20"
        role="progressbar"
        aria-valuemin={Math.min(start, end)}
        aria-valuemax={Math.max(start, end)}
        aria-valuenow={value}
      >
        <div
          className="h-full rounded-full bg-white/80 transition-[width] duration-500"
          style={{ width: `${progress * 100}%` }}
        />
        {milestones.map((m) => (
          <span
            key={m.value}
            className="absolute top-0 h-full w-0.5 bg-black/40"
            style={{ left: at(m.value) }}
          />
        ))}
      </div>
      {message && (
        <p className="mt-3 text-center text-xl font-bold" role="status" data-testid="milestone-message">
          {message}
        </p>
      )}
    </div>
  );
}
