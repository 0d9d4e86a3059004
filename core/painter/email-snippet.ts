import { resolveEndInstant } from '../counter/engine/countdown';
import { formatNumber } from '../counter/engine/format-number';
import type { CounterSettings } from '../counter/settings';
import { type Versus, versusNames } from '../live-sources/versus';
import { IMAGE_WIDTH, imageHeight } from './image-size';

// The e-mail tab's snippet: the live GIF as an <img> with its size and a describing alt text,
// linked to the counter page. Plain HTML that survives mail tools' editors (no CSS classes). The
// image is painted at twice its size (?scale=2) and shown at its 1× size by width and height, so
// phones' dense screens get sharp digits; clients that ignore the attributes still get
// max-width:100%.
export interface EmailSnippet {
  imageUrl: string;
  counterUrl: string;
  alt: string;
  width: number;
  height: number;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * 'Countdown to 24 Dec 2026, 18:00 CET', or the number counter's run; a live count shown versus by
 * its two sides, 'Race: Alice vs Bob' (the snippet is pasted once and read for weeks, so no counts).
 */
export function describeForAlt(s: CounterSettings, versus: Versus | null = null): string {
  if (s.countdownType === 'datetime') {
    const end = resolveEndInstant(s);
    if (end === null) return 'Countdown';
    const when = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: s.timeZone,
      timeZoneName: 'short',
    }).format(new Date(end));
    return `Countdown to ${when}`;
  }
  if (versus) return `${s.title.trim() || 'Live count'}: ${versusNames(versus)}`;
  const run = `${formatNumber(s.startNumber, 'en-US')} to ${formatNumber(s.endNumber, 'en-US')}`;
  return s.title.trim() ? `${s.title.trim()}: ${run}` : `Counter from ${run}`;
}

export function buildEmailSnippet(
  appUrl: string,
  id: string,
  s: CounterSettings,
  opts: { premium: boolean; width?: number; versus?: Versus | null },
): EmailSnippet {
  const width = opts.width ?? IMAGE_WIDTH.default;
  const base = appUrl.replace(/\/$/, '');
  const counterUrl = `${base}/counter/${encodeURIComponent(id)}`;
  const imageUrl = `${counterUrl}/image.gif?${width === IMAGE_WIDTH.default ? '' : `w=${width}&`}scale=2`;
  const alt = describeForAlt(s, opts.versus ?? null);
  const height = imageHeight(s, width, !opts.premium);
  const html =
    `<a href="${escapeHtml(counterUrl)}" target="_blank">` +
    `<img src="${escapeHtml(imageUrl)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}" ` +
    `style="display:block;max-width:100%;height:auto;border:0" /></a>`;
  return { imageUrl, counterUrl, alt, width, height, html };
}
