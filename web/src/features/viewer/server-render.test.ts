import { createFormDefaults } from '@core/counter/settings-defaults';
import { instantToZonedLocal } from '@core/counter/time-zone';
import { describe, expect, it } from 'vitest';
import { renderViewer } from './server-render';

// The server keeps a rendered counter page while its frame holds (server/pages/counter-page.ts):
// frameMs must be exactly how long the drawn digits stay right.
const END = Date.UTC(2030, 0, 1, 12, 0, 0);
const countdown = {
  ...createFormDefaults(new Date(END - 86_400_000), 'UTC'),
  countdownType: 'datetime',
  endDateTime: instantToZonedLocal(END, 'UTC'),
};
const render = (settings: Record<string, unknown>, now: number) =>
  renderViewer({
    pathname: '/counter/abcdefghijkl',
    search: '',
    view: { settings, designVersion: 1 },
    now,
    locale: 'en-US',
  });

describe('the server-rendered first frame', () => {
  it.each([250, 999, 1])('says how long a countdown frame holds (%i ms before its next second)', (left) => {
    const now = END - 3_725_000 - left; // 1 h 2 min 5 s and a little before the end
    const first = render(countdown, now);
    expect(first.frameMs).toBeGreaterThan(0);
    expect(first.frameMs).toBeLessThanOrEqual(1000);
    // The same digits until the frame ends, other digits from then on.
    expect(render(countdown, now + first.frameMs! - 1).markup).toBe(first.markup);
    expect(render(countdown, now + first.frameMs!).markup).not.toBe(first.markup);
  });

  it("gives the page the counter's language and direction, and its controls' words", () => {
    const numbers = { ...countdown, countdownType: 'number', startNumber: 5, endNumber: 10 };
    const arabic = render({ ...numbers, locale: 'ar' }, END - 3_600_000);
    expect(arabic).toMatchObject({ lang: 'ar', rtl: true });
    expect(arabic.markup).toContain('بدء العداد');
    expect(arabic.markup).not.toContain('Start Counter');
    const german = render({ ...numbers, locale: 'de' }, END - 3_600_000);
    expect(german).toMatchObject({ lang: 'de', rtl: false });
    expect(german.markup).toContain('Zähler starten');
    expect(render(numbers, END - 3_600_000)).toMatchObject({ lang: 'en', rtl: false });
  });

  it('calls a number counter waiting for Start a still frame', () => {
    const numbers = { ...countdown, countdownType: 'number', startNumber: 5, endNumber: 10 };
    // Its end date is ahead: a countdown's reading would name the next second.
    const first = render(numbers, END - 3_600_000);
    expect(first.frameMs).toBeNull();
    expect(render(numbers, END - 3_500_000).markup).toBe(first.markup);
  });

  it("declares the counter's font in <head> and preloads its file from <body>", () => {
    // A font preload in <head> holds Chromium's first paint until the file arrives (issue 16's
    // first digit); the faces stay in <head> so the first frame uses the font when it is there.
    const first = render({ ...countdown, fontStyle: 'orbitron' }, END - 3_600_000);
    expect(first.head).toMatch(/^<style>@font-face\{font-family:'Orbitron';[^<]*<\/style>$/);
    expect(first.head).not.toContain('<link');
    expect(first.bodyStart).toMatch(
      /^<link rel="preload" as="font" type="font\/woff2" crossorigin href="[^"]+" \/>$/,
    );
  });

  it('draws a live count from its view: the last count at once, never the start number or 0', () => {
    const numbers = {
      ...countdown,
      countdownType: 'number',
      startNumber: 500,
      endNumber: 10_000,
      liveSources: [{ platform: 'bluesky', account: 'alice.bsky.social' }],
    };
    const now = END - 3_600_000;
    const part = {
      platform: 'bluesky',
      account: 'alice.bsky.social',
      displayName: 'Alice',
      avatarUrl: null,
      value: 1234,
      precision: 'exact',
      updatedAt: now - 120_000,
      note: null,
    };
    const source = { value: 1234, precision: 'exact', updatedAt: now - 120_000, stale: false, parts: [part] };
    const live = (view: Record<string, unknown>) =>
      renderViewer({ pathname: '/counter/abcdefghijkl', search: '', view, now, locale: 'en-US' });
    const first = live({ settings: numbers, designVersion: 1, source });
    expect(first.markup).toContain('1,234');
    expect(first.markup).toContain('Updated 2 min ago');
    expect(first.markup).not.toContain('>500<');
    expect(first.state?.result.source).toEqual(source);

    const hidden = {
      ...source,
      value: null,
      precision: 'hidden',
      parts: [{ ...part, value: null, precision: 'hidden' }],
    };
    const blank = live({ settings: numbers, designVersion: 1, source: hidden });
    expect(blank.markup).toContain('data-testid="count-placeholder"');
    expect(blank.markup).toContain('Hidden by the creator');
    expect(blank.markup).not.toMatch(/class="cs-glyph"[^>]*>\d/);
  });
});
