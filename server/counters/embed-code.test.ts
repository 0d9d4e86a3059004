import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildBrowserSourceUrl, buildEmbedCode } from './embed-code';

const APP = 'https://countstream.example';

// The embed code's script run as a page would run it: a window that takes one message listener
// and a document holding the frame's box. Only what the script touches is there.
function pageWithEmbed(code: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(code)?.[1] ?? '';
  const box = { style: { aspectRatio: '16/9', height: '' } };
  const frame = { parentNode: box };
  const selectors: string[] = [];
  let listener: ((e: { origin: string; data: unknown }) => void) | undefined;
  const window = {
    addEventListener: (type: string, fn: typeof listener) => {
      if (type === 'message') listener = fn;
    },
  };
  const document = {
    querySelector: (selector: string) => {
      selectors.push(selector);
      return selector === `iframe[data-countstream-id="${idIn(code)}"]` ? frame : null;
    },
  };
  runInNewContext(script, { window, document, Number, Math });
  return {
    box,
    selectors,
    post: (origin: string, data: unknown) => listener?.({ origin, data }),
  };
}
const idIn = (code: string) => /data-countstream-id="([^"]*)"/.exec(code)?.[1];

describe('buildEmbedCode', () => {
  it('frames the counter page in a 16:9 box that fits the page it is pasted into', () => {
    const code = buildEmbedCode(APP, 'abcDEF123_-x', 'Road to 1M');
    expect(code).toContain(
      '<div style="position:relative;width:100%;max-width:960px;aspect-ratio:16/9;margin:0 auto">',
    );
    expect(code).toContain(
      `<iframe src="${APP}/embed/abcDEF123_-x" title="Road to 1M" data-countstream-id="abcDEF123_-x" ` +
        'style="position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:12px" allow="fullscreen" loading="lazy"></iframe></div>\n<script>',
    );
  });

  it('escapes a counter name so it cannot break out of the title attribute', () => {
    const code = buildEmbedCode(APP, 'abcDEF123_-x', `Tom & Jerry's <"best">`);
    expect(code).toContain('title="Tom &amp; Jerry&#39;s &lt;&quot;best&quot;&gt;"');
    expect(code).not.toContain('<"best">');
  });

  it('resizes the box to the height the counter page reports, within 120 to 4000 px', () => {
    const page = pageWithEmbed(buildEmbedCode(APP, 'abcDEF123_-x', 'Road to 1M'));
    page.post(APP, { type: 'countstream:height', id: 'abcDEF123_-x', height: 333 });
    expect(page.box.style).toEqual({ aspectRatio: 'auto', height: '333px' });
    page.post(APP, { type: 'countstream:height', id: 'abcDEF123_-x', height: 10 });
    expect(page.box.style.height).toBe('120px');
    page.post(APP, { type: 'countstream:height', id: 'abcDEF123_-x', height: 99_999 });
    expect(page.box.style.height).toBe('4000px');
    page.post(APP, { type: 'countstream:height', id: 'abcDEF123_-x', height: 'tall' });
    expect(page.box.style.height).toBe('120px');
  });

  it('ignores messages from other sites, of other kinds or for another counter on the page', () => {
    const page = pageWithEmbed(buildEmbedCode(`${APP}/`, 'abcDEF123_-x', 'Road to 1M'));
    page.post('https://evil.example', { type: 'countstream:height', id: 'abcDEF123_-x', height: 500 });
    page.post(APP, { type: 'other', id: 'abcDEF123_-x', height: 500 });
    page.post(APP, { type: 'countstream:height', id: 'zzzzzzzzzzzz', height: 500 });
    page.post(APP, null);
    expect(page.box.style).toEqual({ aspectRatio: '16/9', height: '' });
    expect(page.selectors).toEqual([]);
    // The app's origin is compared without the path the app URL may carry.
    page.post(APP, { type: 'countstream:height', id: 'abcDEF123_-x', height: 500 });
    expect(page.box.style.height).toBe('500px');
  });
});

it('gives OBS the counter page transparent and self-starting', () => {
  expect(buildBrowserSourceUrl(APP, 'abc/DEF')).toBe(`${APP}/embed/abc%2FDEF?transparent=1&autostart=1`);
});
