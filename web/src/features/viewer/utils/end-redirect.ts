import type { CounterSettings } from '@core/counter/settings';
import { viewerEndAction } from '@core/plan/end-action';

// The redirect end action never sends a visitor away unannounced: the page first says where it
// is going, for this long, with a link to go at once.
export const REDIRECT_NOTICE_MS = 3000;

export interface RedirectTarget {
  /** Where the browser goes, and where the link points. */
  href: string;
  /** The destination's host name, as the notice shows it. */
  host: string;
  /** "Taking you to shop.example…" */
  text: string;
}

type RedirectSettings = Pick<CounterSettings, 'endAction' | 'redirectUrl'>;

/**
 * Where the counter sends its visitors at zero, or null when it does not: another end action, an
 * owner without Premium (the completion message instead), or a link that is not https.
 */
export function endRedirectTarget(settings: RedirectSettings, ownerPremium: boolean): RedirectTarget | null {
  if (viewerEndAction(settings.endAction, ownerPremium) !== 'redirect' || !settings.redirectUrl) return null;
  let url: URL;
  try {
    url = new URL(settings.redirectUrl);
  } catch {
    return null;
  }
  // The schema allows https only; a stored value is checked again where it is used.
  if (url.protocol !== 'https:' || !url.hostname) return null;
  // The shown host and the destination come from this one parse, so no spelling can make them
  // differ: https://shop.example@evil.example/ shows evil.example, and a look-alike international
  // name shows its xn-- form.
  return { href: url.href, host: url.hostname, text: `Taking you to ${url.hostname}…` };
}
