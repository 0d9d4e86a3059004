import type { CounterSettings } from '@core/counter/settings';
import { type LiveSourcePlatform, PLATFORM_ICONS } from '@core/live-sources/platforms';
import {
  describeVersus as describeVersusIn,
  VERSUS_NO_COUNT,
  type Versus,
  versusGapText,
} from '@core/live-sources/versus';
import { VERSUS_LAYOUT as L, versusFitText } from '@core/painter/versus-layout';
import { DigitString } from '@web/components/counter-display/digit-string';
import { numberFit } from '@web/components/counter-display/display-model';
import { formatFaceNumber } from '@web/components/counter-display/format-count';
import { SocialIcon } from '@web/components/counter-display/social-icon';
import { type CSSProperties, useRef } from 'react';

// A live count's versus display (settings.liveDisplay 'versus'): two accounts side by side, each
// under its label and its platform's mark, and under them the gap, the leader marked. Drawn in the
// number's place of the one counter renderer (CounterDisplay's `digits`), with its digit cells:
// each count and the gap step with the counter's own animation, as a sum does. Loaded with the
// live-count screen only, so its rules travel with it as a <style> (from the server renderer too).

// Each side is a container: its digits and label are sized by its own width (--u), so two counts
// fit a phone as one fills a page. The gap goes under both, the width of neither. The sizes are
// core's (versus-layout.ts), which the painter draws share images and clips with.
export const VERSUS_CSS =
  `.cs-vs{display:grid;grid-template-columns:1fr 1fr;gap:calc(var(--u)*${L.rowGapU}) calc(var(--u)*${L.columnGapU});width:100cqw;max-width:100%}` +
  `.cs-vs-side{container-type:inline-size;--u:1cqw;min-width:0;display:flex;flex-direction:column;align-items:center;gap:calc(var(--u)*${L.sideGapU})}` +
  `.cs-vs-name{display:flex;align-items:center;justify-content:center;gap:${L.iconGapEm}em;max-width:100%;color:var(--cs-title);` +
  `font-size:max(${L.labelMinPx}px,calc(var(--u)*${L.labelU}));line-height:${L.labelLine};overflow-wrap:anywhere;text-shadow:0 .06em .3em rgb(0 0 0/.18)}` +
  // On an OBS scene the labels stand on whatever the stream shows, as the title does.
  '.cs-display[data-transparent] .cs-vs-name{text-shadow:0 .04em .12em rgb(0 0 0/.5)}' +
  `.cs-vs-name .cs-icon{width:${L.iconEm}em;height:${L.iconEm}em}` +
  `.cs-vs-side[data-leads] .cs-vs-name::after{content:"${L.leadMark}";font-size:${L.leadMarkEm}em;color:var(--cs-counter)}` +
  '.cs-vs-gap{grid-column:1/-1;justify-self:center;display:flex;align-items:baseline;gap:.3em;' +
  `font-size:max(${L.gapMinPx}px,calc(var(--u)*${L.gapU}))}` +
  '.cs-vs-gap .cs-digits{font-size:1em}';

// Which way a side's digits roll: as its count went, up or down (a count may fall).
function useStep(value: number | null): 'up' | 'down' {
  const seen = useRef({ value, direction: 'up' as 'up' | 'down' });
  const before = seen.current.value;
  if (before !== value) {
    const direction =
      before === null || value === null ? seen.current.direction : value < before ? 'down' : 'up';
    seen.current = { value, direction };
  }
  return seen.current.direction;
}

/** Both sides and who leads, in words (core's): for assistive tech, and the live region when they change. */
export function describeVersus(versus: Versus, settings: CounterSettings, locale: string): string {
  return describeVersusIn(versus, (n) => formatFaceNumber(n, settings, locale));
}

interface VersusFaceProps {
  versus: Versus;
  settings: CounterSettings;
  locale: string;
}

export function VersusFace({ versus, settings, locale }: VersusFaceProps) {
  const { sides, leader, gap, rounded } = versus;
  const gapDirection = useStep(gap);
  const format = (n: number) => formatFaceNumber(n, settings, locale);
  const texts = sides.map((side) => (side.value === null ? VERSUS_NO_COUNT : format(side.value)));
  // Both counts at one size (the longer one's fit), so they compare at a glance, digit for digit.
  const fit = numberFit(versusFitText(texts, settings.fontStyle), settings) as CSSProperties;
  const gapText = gap === null ? null : versusGapText(gap, rounded, format);
  return (
    <div className="cs-vs" data-testid="versus">
      <style>{VERSUS_CSS}</style>
      {sides.map((side, i) => (
        <VersusSide key={i} {...side} text={texts[i]!} fit={fit} leads={leader === i} settings={settings} />
      ))}
      {gapText !== null && (
        <div className="cs-vs-gap" data-testid="versus-gap" aria-hidden="true">
          <span className="cs-digits" data-style={settings.numberStyle} dir="ltr">
            <DigitString
              text={gapText}
              animation={settings.animationStyle}
              direction={gapDirection}
              animationKey={0}
              animateOnMount={false}
            />
          </span>
        </div>
      )}
      <span className="cs-sr">{describeVersus(versus, settings, locale)}</span>
    </div>
  );
}

interface VersusSideProps {
  label: string;
  platform: LiveSourcePlatform;
  value: number | null;
  /** The count as the counter formats it, or the placeholder. */
  text: string;
  fit: CSSProperties;
  leads: boolean;
  settings: CounterSettings;
}

function VersusSide({ label, platform, value, text, fit, leads, settings }: VersusSideProps) {
  const direction = useStep(value);
  return (
    <div
      className="cs-vs-side"
      data-testid="versus-side"
      data-leads={leads ? '' : undefined}
      aria-hidden="true"
    >
      <span className="cs-vs-name">
        <SocialIcon name={PLATFORM_ICONS[platform]} at="title-left" />
        <span>{label}</span>
      </span>
      <span
        className="cs-digits"
        data-style={settings.numberStyle}
        // A side with no count: quieter, as a sum's placeholder is.
        style={value === null ? { ...fit, opacity: 0.8 } : fit}
        dir="ltr"
      >
        <DigitString
          text={text}
          animation={settings.animationStyle}
          direction={direction}
          animationKey={0}
          animateOnMount={false}
        />
      </span>
    </div>
  );
}
