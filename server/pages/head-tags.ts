import type { CounterSettings } from '@core/counter/settings';
import { describeCounter } from '@core/counter/share-text';
import type { Versus } from '@core/live-sources/versus';
import { pageMeta, SITE_NAME } from '@core/routes/page-meta';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface HeadInfo {
  title: string;
  description: string;
  /** The page's canonical address (absolute). */
  url: string;
  image?: { url: string; width: number; height: number; alt: string };
  oembedUrl?: string;
  noindex?: boolean;
}

/** The <head> tags a page is known by: title, description, canonical, Open Graph, Twitter card, oEmbed. */
export function buildHeadTags(h: HeadInfo): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    `<link rel="canonical" href="${escapeHtml(h.url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.url),
  ];
  if (h.image) {
    tags.push(
      meta('property', 'og:image', h.image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(h.image.width)),
      meta('property', 'og:image:height', String(h.image.height)),
      meta('property', 'og:image:alt', h.image.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', h.image.url),
    );
  } else tags.push(meta('name', 'twitter:card', 'summary'));
  tags.push(meta('name', 'twitter:title', h.title), meta('name', 'twitter:description', h.description));
  if (h.oembedUrl)
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(h.oembedUrl)}" title="${escapeHtml(h.title)}" />`,
    );
  if (h.noindex) tags.push(meta('name', 'robots', 'noindex'));
  return tags.join('\n    ');
}

/** Replaces the built page's own <title> and description with `tags`. */
export function withHeadTags(html: string, tags: string): string {
  // The tags hold a counter's title, which may hold "$`" or "$'": through a function it is inserted
  // as written, not read as a pattern that repeats the page around it.
  return html.replace(/\s*<meta name="description"[^>]*>/, '').replace(/<title>[^<]*<\/title>/, () => tags);
}

/** A counter page's (or embed's) head at `nowMs`: what a pasted link previews. */
export function counterHead(
  appUrl: string,
  id: string,
  mode: 'page' | 'embed',
  settings: CounterSettings,
  nowMs: number,
  /** A live count shown versus: both sides, in the viewer's words. */
  versus: Versus | null = null,
): HeadInfo {
  const { title, description } = describeCounter(settings, nowMs, versus);
  const pageUrl = `${appUrl}/counter/${encodeURIComponent(id)}`;
  return {
    title,
    description,
    url: pageUrl,
    // Served by the counter painter (GET /counter/:id/og.png): the counter's design and current frame.
    image: { url: `${pageUrl}/og.png`, width: 1200, height: 630, alt: title },
    oembedUrl: `${appUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`,
    // The embed is the same counter in a frame: the share page is the one to index.
    noindex: mode === 'embed',
  };
}

/** The head of a main-app page: its own title and description for public pages, else the site's. */
export function appPageHead(appUrl: string, path: string): HeadInfo {
  const meta = pageMeta(path) ?? pageMeta('/')!;
  const known = pageMeta(path) !== undefined;
  return {
    ...meta,
    url: `${appUrl}${known ? (path.length > 1 ? path.replace(/\/$/, '') : path) : '/'}`,
    image: { url: `${appUrl}/og-image.png`, width: 1200, height: 630, alt: 'Countstream' },
    // Signed-in screens and unknown paths are not for search results.
    noindex: !known,
  };
}
