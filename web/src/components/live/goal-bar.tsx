import type { CounterSettings } from '@core/counter/settings';
import { celebrate } from '@web/components/counter-display/celebrate';
import { useEffect, useRef, useState } from 'react';

/** A milestone's burst: one, smaller than the goal's 30 seconds of confetti, gone with its message. */
export const MILESTONE_CONFETTI = { particleCount: 120 } as const;

// A number counter's goal (issue 18): a progress bar toward its end number, its milestones marked
// on it, and each milestone's message celebrated once when the value reaches it. Milestones
// already reached when the display opens are not celebrated again. A celebration is the message
// and a burst of confetti (none with reduced motion), on every display: page, embed and OBS. A live count's display passes
// settings whose start is 0 (its goal counts from zero).
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
    const burst = celebrate(MILESTONE_CONFETTI);
    const timer = setTimeout(() => setMessage(null), 6000);
    return () => {
      clearTimeout(timer);
      burst.stop();
    };
  }, [message]);
  if (!settings.goalBar && milestones.length === 0) return null;
  const at = (v: number) => `${(span === 0 ? 1 : Math.min(1, Math.max(0, (v - start) / span))) * 100}%`;
  // In the counter's own colours, so the bar reads on a light design as on a dark one.
  const ink = settings.counterColor;
  return (
    <div className="cs-goal" data-testid="goal-bar">
      <style>{GOAL_CSS}</style>
      <div
        className="cs-goal-track"
        style={{ background: `color-mix(in srgb, ${ink} 22%, transparent)` }}
        role="progressbar"
        aria-label="Goal"
        aria-valuemin={Math.min(start, end)}
        aria-valuemax={Math.max(start, end)}
        aria-valuenow={value}
      >
        <div className="cs-goal-fill" style={{ width: `${progress * 100}%`, background: ink }} />
        {milestones.map((m) => (
          <span key={m.value} className="cs-goal-mark" style={{ left: at(m.value) }} />
        ))}
      </div>
      {message && (
        <p
          className="cs-goal-message"
          style={{ color: settings.titleColor }}
          role="status"
          data-testid="milestone-message"
        >
          {message}
        </p>
      )}
    </div>
  );
}

// Its rules travel with it, drawn beside it (from the server renderer too): the viewer's first-load
// CSS has none of them, and only counters with a goal pay for them.
const GOAL_CSS =
  '.cs-goal{pointer-events:none;width:100%;max-width:48rem;padding:0 1.5rem}' +
  '.cs-goal-track{position:relative;height:1rem;overflow:hidden;border-radius:9999px;' +
  'box-shadow:inset 0 0 0 1px rgb(0 0 0/.12)}' +
  '.cs-goal-fill{height:100%;border-radius:9999px;opacity:.9;transition:width .5s}' +
  '.cs-goal-mark{position:absolute;top:0;height:100%;width:2px;background:rgb(0 0 0/.4)}' +
  '.cs-goal-message{margin:.75rem 0 0;text-align:center;font-size:1.25rem;line-height:1.4;font-weight:700;' +
  'text-shadow:0 1px 3px rgb(0 0 0/.3)}' +
  '@media (prefers-reduced-motion:reduce){.cs-goal-fill{transition:none}}';
