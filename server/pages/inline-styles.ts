import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w-]+\.css)">/g;

/**
 * The page's own stylesheets put inside it (issue 16): a counter link then paints its server-rendered
 * first frame from the HTML alone, without waiting a round trip for render-blocking CSS. A disabled
 * link with the same address stays, so the bundle's loader, which looks for that link before
 * fetching a chunk's CSS, knows the rules are there (a disabled stylesheet is not fetched).
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(STYLESHEET, (tag, href: string) => {
    const file = join(distDir, href);
    if (!existsSync(file)) return tag;
    const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
