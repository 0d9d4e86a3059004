import { describe, expect, it } from 'vitest';
import { createFormDefaults } from '../counter/settings-defaults';
import type { Versus } from '../live-sources/versus';
import { buildEmailSnippet, describeForAlt } from './email-snippet';
import { imageHeight } from './image-size';

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
    // Painted at 2×, shown at 600 × height: sharp on phones.
    expect(snip.imageUrl).toBe('https://countstream.app/counter/abc123/image.gif?scale=2');
    expect(snip.counterUrl).toBe('https://countstream.app/counter/abc123');
    expect(snip.html).toContain('<a href="https://countstream.app/counter/abc123" target="_blank">');
    expect(snip.html).toContain('src="https://countstream.app/counter/abc123/image.gif?scale=2" width="600"');
    expect(snip.html).toContain(`height="${snip.height}"`);
    expect(snip.html).toContain('alt="Road to &quot;1M&quot; &lt;fans&gt;: 0 to 1,000,000"');
    expect(buildEmailSnippet('https://x.app', 'abc123', s, { premium: true, width: 300 }).imageUrl).toBe(
      'https://x.app/counter/abc123/image.gif?w=300&scale=2',
    );
  });

  it('names a number counter without a title by its run, trimmed titles by their words', () => {
    const s = { ...base, countdownType: 'number' as const, startNumber: 1500, endNumber: 20 };
    expect(describeForAlt({ ...s, title: '' })).toBe('Counter from 1,500 to 20');
    expect(describeForAlt({ ...s, title: '   ' })).toBe('Counter from 1,500 to 20');
    expect(describeForAlt({ ...s, title: '  Goal  ' })).toBe('Goal: 1,500 to 20');
  });

  it('calls a countdown without a usable end just a countdown', () => {
    expect(describeForAlt({ ...base, countdownType: 'datetime', timeZone: 'Nowhere/City' })).toBe(
      'Countdown',
    );
  });

  it('escapes & in every attribute, and sizes the image with the badge room for a Free owner', () => {
    const s = { ...base, countdownType: 'number' as const, title: 'Tom & Jerry' };
    const free = buildEmailSnippet('https://x.app', 'a&b', s, { premium: false });
    expect(free.counterUrl).toBe('https://x.app/counter/a%26b');
    expect(free.html).toContain('alt="Tom &amp; Jerry: ');
    expect(free.height).toBe(imageHeight(s, 600, true));
    expect(free.height).toBeGreaterThan(buildEmailSnippet('https://x.app', 'a', s, { premium: true }).height);
    expect(free.html).toMatch(/ style="display:block;max-width:100%;height:auto;border:0" \/><\/a>$/);
  });

  it('names a versus counter by its two sides, without counts that would go stale', () => {
    const s = { ...base, countdownType: 'number' as const, startNumber: 1234, endNumber: 5000 };
    const versus: Versus = {
      sides: [
        { label: 'Alice', platform: 'twitch', value: 1234 },
        { label: 'Bob & Co', platform: 'youtube', value: 1100 },
      ],
      leader: 0,
      gap: 134,
      rounded: false,
      lead: 1234,
    };
    expect(describeForAlt({ ...s, title: ' Race ' }, versus)).toBe('Race: Alice vs Bob & Co');
    expect(describeForAlt({ ...s, title: '' }, versus)).toBe('Live count: Alice vs Bob & Co');
    expect(describeForAlt({ ...s, title: 'Race' }, null)).toBe('Race: 1,234 to 5,000');
    const snip = buildEmailSnippet('https://x.app', 'a', { ...s, title: 'Race' }, { premium: true, versus });
    expect(snip.alt).toBe('Race: Alice vs Bob & Co');
    expect(snip.html).toContain('alt="Race: Alice vs Bob &amp; Co"');
  });
});
