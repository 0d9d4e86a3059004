import type { CountdownPart } from '@core/counter/engine/countdown';
import { localDigits, localUnitLabel } from '@core/counter/locale/countdown-words';
import type { CounterSettings } from '@core/counter/settings';
import type { CSSProperties, ReactNode } from 'react';
import { DigitString } from './digit-string';
import { countdownFit, formatPercent, numberFit } from './display-model';
import { formatFaceNumber } from './format-count';

interface FaceStyle {
  settings: CounterSettings;
  animationKey: number;
  animateOnMount: boolean;
}

export { formatPercent };

export function NumberDigits({
  value,
  direction,
  locale,
  placeholder,
  settings: s,
  ...anim
}: FaceStyle & { value: number; direction: 'up' | 'down'; locale: string; placeholder?: string }) {
  const text = placeholder ?? formatFaceNumber(value, s, locale);
  return (
    <span
      className="cs-digits"
      data-style={s.numberStyle}
      // A placeholder (no number to show) is quieter and smaller than a number: it stands for one
      // not there, and at full size a dash reads as a loading bar.
      style={
        (placeholder
          ? { ...numberFit(text, s), '--cs-cap-n': '12', opacity: 0.8 }
          : numberFit(text, s)) as CSSProperties
      }
      data-testid={placeholder && 'count-placeholder'}
      aria-hidden="true"
      dir="ltr"
      // Element Timing: the viewer bench measures when the first digit is painted.
      {...{ elementtiming: 'counter-digits' }}
    >
      <DigitString text={text} animation={s.animationStyle} direction={direction} {...anim} />
    </span>
  );
}

export function CountdownDigits({
  parts,
  overtime = false,
  settings: s,
  ...anim
}: FaceStyle & { parts: CountdownPart[]; overtime?: boolean }) {
  const units: ReactNode[] = [];
  // Overtime reads '+00:00:12': the sign stands before the first unit, outside its box.
  if (overtime)
    units.push(
      <span key="sign" className="cs-sign" data-testid="overtime-sign" aria-hidden="true">
        +
      </span>,
    );
  parts.forEach((part, i) => {
    if (i > 0) {
      units.push(
        <span key={`colon-${part.label}`} className="cs-colon" aria-hidden="true">
          :
        </span>,
      );
    }
    units.push(
      <span key={part.label} className="cs-unit" data-unit={part.label}>
        <span className="cs-box">
          <span
            className="cs-digits"
            data-style={s.numberStyle}
            dir="ltr"
            {...{ elementtiming: 'counter-digits' }}
          >
            <DigitString
              text={localDigits(part, s.locale)}
              animation={s.animationStyle}
              direction={overtime ? 'up' : 'down'}
              {...anim}
            />
          </span>
        </span>
        <span className="cs-label">{localUnitLabel(part, s.locale)}</span>
      </span>,
    );
  });
  return (
    <span
      className="cs-countdown"
      data-count={parts.length}
      style={countdownFit(parts, s) as CSSProperties}
      aria-hidden="true"
    >
      {units}
    </span>
  );
}

// The creator's progress words under the bar; null (the 'none' choice) leaves the bar alone.
export function ProgressReadout({ progress, text }: { progress: number; text: string | null }) {
  const pct = Math.min(100, Math.max(0, progress));
  return (
    <div className="cs-progress">
      <div className="cs-track" aria-hidden="true">
        <div className="cs-fill" style={{ transform: `scaleX(${pct / 100})` }} />
      </div>
      {text !== null && <span className="cs-progress-text">{text}</span>}
    </div>
  );
}
