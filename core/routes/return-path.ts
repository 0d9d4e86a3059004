// Where a user is sent back to after signing in (the web app's `?next=`) or after connecting Twitch
// or Kick (the server's `returnTo`): a page of this site, never another one. The value is judged as
// the browser will read it, after URL normalisation, not as it is spelled: `/.//evil.example/x`
// and `/x/../..//evil.example` look like paths but normalise to `//evil.example…`, which a
// Location header or a link reads as another host.

// Characters the URL parser drops or rewrites before it reads a value: tab and newline anywhere,
// controls and spaces at either end, `\` as `/`. `/\t/evil.example` would normalise to
// `//evil.example`, so these are refused as typed, before normalising.
const REWRITTEN_CHARS = /[\s\p{Cc}\\]/u;
// An escaped `/` or `\` in the path: a router or server that decodes the path reads `//` there.
const ESCAPED_SLASH = /%(2f|5c)/i;
// A path from the root, or an absolute URL (judged by its origin below). A relative value (`admin`,
// `../x`, `?x`) means a different page depending on where it is read, so it is not taken.
const ROOTED_OR_ABSOLUTE = /^(\/|[a-z][a-z\d+.-]*:)/i;

/**
 * The normalised path, query and fragment that `value` leads to on `origin`, or null when it could
 * lead anywhere else (another host, another scheme, `javascript:`, a path starting `//`). An
 * absolute URL of this very origin counts as its path: it goes to the same page.
 */
export function sameOriginPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !ROOTED_OR_ABSOLUTE.test(value) || REWRITTEN_CHARS.test(value))
    return null;
  const own = new URL(origin);
  let url: URL;
  try {
    url = new URL(value, own);
  } catch {
    return null;
  }
  if (url.origin !== own.origin) return null;
  const path = url.pathname;
  if (!path.startsWith('/') || path.startsWith('//') || ESCAPED_SLASH.test(path)) return null;
  return `${path}${url.search}${url.hash}`;
}
