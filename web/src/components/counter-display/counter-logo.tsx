import { logoPath } from '@core/counter/logo-path';
import type { IconPosition } from '@core/counter/settings-options';

/**
 * The counter's uploaded logo, from our origin, at the icon's position and in its box (the painter's
 * draw-mark.ts sizes it the same: as high as the icon, up to three times as wide).
 */
export function CounterLogo({ hash, at }: { hash: string; at: IconPosition }) {
  return <img className="cs-logo" data-at={at} src={logoPath(hash)} alt="" data-testid="counter-logo" />;
}
