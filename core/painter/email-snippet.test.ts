import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import { buildEmailSnippet, describeForAlt } from './email-snippet';

const base = createFormDefaults(new Date('2026-12-01T00:00:00Z'), 'UTC');

describe('e-mail snippet', () => {
  it('describes a countdown by its end in its own zone', () => {
    const s = {
      ...base,
      countdownType: 'datetime' as const,
      endDateTime: '2026-12-24T18:00',
      timeZone: 'Europe/Berlin',
    };
    expect(describeForAlt(s)).toBe('Countdown to 24 Dec 2026, 18:00 CET');
  });

  it('an <img> with width, height and alt, linked to the counter page, escaped', () => {
    const s = {
      ...base,
      countdownType: 'number' as const,
      title: 'Road to "1M" <fans>',
      startNumber: 0,
      endNumber: 1_000_000,
    };
    const snip = buildEmailSnippet('https://countstream.app/', 'abc123', s, { premium: true });
    expect(snip.imageUrl).toBe('https://countstream.app/counter/abc123/image.gif');
    expect(snip.counterUrl).toBe('https://countstream.app/counter/abc123');
    expect(snip.html).toContain('<a href="https://countstream.app/counter/abc123" target="_blank">');
    expect(snip.html).toContain('width="600"');
    expect(snip.html).toContain(`height="${snip.height}"`);
    expect(snip.html).toContain('alt="Road to &quot;1M&quot; &lt;fans&gt;: 0 to 1,000,000"');
    expect(buildEmailSnippet('https://x.app', 'abc123', s, { premium: true, width: 300 }).imageUrl).toBe(
      'https://x.app/counter/abc123/image.gif?w=300',
    );
  });
});
