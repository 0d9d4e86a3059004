import { odometerSteps } from '@core/painter/motions/odometer';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { GlyphAnimationProps } from '../glyph-animations';
import { rollFrom } from '../keyframe-glyph';
import { css as digitsRollCss } from './digits-roll';

// Odometer: the digit rolls through every digit between the old and the new one, like a mechanical
// counter's wheel. Each step is a short digits-roll (animations/digits-roll.tsx) lasting its share of the change
// (--cs-dur, set by the display), so the whole change takes as long as any other style's.

/** Its steps are digits-roll's, so it needs that style's rule and keyframes in the page. */
export const css = digitsRollCss;

export default function OdometerGlyph({ char, previous, direction, animate }: GlyphAnimationProps) {
  const steps = animate ? odometerSteps(previous, char, direction) : [char];
  const [at, setAt] = useState(0);
  const [stepMs, setStepMs] = useState<number | null>(null);
  const ref = useRef<HTMLSpanElement>(null);
  const ticking = useRef<ReturnType<typeof setInterval> | null>(null);
  const last = steps.length - 1;

  useEffect(() => {
    if (last === 0 || !ref.current) return;
    const total = Number.parseFloat(getComputedStyle(ref.current).getPropertyValue('--cs-dur')) || 600;
    const ms = total / (last + 1);
    setStepMs(ms);
    // Stepped until the last digit shows, however late the ticks come: a stop timer set for the
    // expected end could fire before a delayed tick on a busy machine and leave the wheel short of
    // its digit.
    const timer = setInterval(() => setAt((i) => Math.min(last, i + 1)), ms);
    ticking.current = timer;
    return () => clearInterval(timer);
  }, [last]);

  useEffect(() => {
    if (at >= last && ticking.current) {
      clearInterval(ticking.current);
      ticking.current = null;
    }
  }, [at, last]);

  const digit = steps[at] ?? char;
  const outgoing = at === 0 ? previous : steps[at - 1];
  const style = {
    ...rollFrom(direction),
    ...(stepMs ? { '--cs-dur': `${stepMs}ms` } : {}),
  } as CSSProperties;
  return (
    <span
      ref={ref}
      key={at}
      className="cs-glyph"
      style={style}
      data-anim={animate ? 'digits-roll' : undefined}
      data-odometer=""
      // The outgoing digit is drawn by CSS (::before), so it is never page text.
      data-prev={animate && outgoing !== undefined && outgoing !== digit ? outgoing : undefined}
    >
      {digit}
    </span>
  );
}
