import { describe, expect, it } from 'vitest';
import { moveScriptsAfterContent } from './scripts-after-content';

describe('scripts after the content', () => {
  it('moves module scripts and modulepreloads to the end of the body, in their order', () => {
    const html = [
      '<html><head><title>t</title>',
      '    <script type="module" crossorigin src="/assets/viewer-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">',
      '    <link rel="modulepreload" crossorigin href="/assets/b.js">',
      '    <link rel="stylesheet" href="/assets/c.css" disabled>',
      '  </head><body><div id="root"><main>12</main></div></body></html>',
    ].join('\n');
    expect(moveScriptsAfterContent(html)).toBe(
      [
        '<html><head><title>t</title>',
        '    <link rel="stylesheet" href="/assets/c.css" disabled>',
        '  </head><body><div id="root"><main>12</main></div><script type="module" crossorigin src="/assets/viewer-1.js"></script><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></body></html>',
      ].join('\n'),
    );
  });

  it('leaves a page without module scripts as it is', () => {
    expect(moveScriptsAfterContent('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
  });
});
