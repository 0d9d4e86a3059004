const MODULE_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The page's module scripts and their modulepreloads moved from <head> to the end of <body>. On a
 * slow connection the browser otherwise starts fetching a dozen chunks while the page itself is
 * still arriving, and they share its bandwidth: the server-rendered first frame, which needs none of
 * them, waited for it (issue 16, first digit on slow 4G). Module scripts run after parsing wherever
 * they stand, so when the app starts does not change, only when its bytes start to arrive.
 */
export function moveScriptsAfterContent(html: string): string {
  const tags = html.match(MODULE_TAGS);
  if (!tags) return html;
  const moved = `${tags.map((t) => t.trim()).join('')}</body>`;
  // Through a function, so a "$" in a tag's attributes stays as it is.
  return html.replace(MODULE_TAGS, '').replace('</body>', () => moved);
}
