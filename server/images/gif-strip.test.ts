import { createFormDefaults } from '@core/counter/settings-defaults';
import { GifReader } from 'omggif';
import { describe, expect, it } from 'vitest';
import { GifStrips } from './gif-strip';

const NOW = Date.parse('2026-12-20T09:41:07.250Z');
const settings = {
  ...createFormDefaults(new Date(NOW), 'UTC'),
  countdownType: 'datetime' as const,
  endDateTime: '2026-12-24T18:00',
  timeZone: 'Europe/Berlin',
};
const job = (now: number) => ({
  settings,
  premium: true,
  format: 'gif' as const,
  width: 300,
  scale: 1 as const,
  now,
});

// What a reader sees at frame n: every frame up to n composited.
function screens(bytes: Buffer): Uint8Array[] {
  const gif = new GifReader(new Uint8Array(bytes));
  const px = new Uint8Array(gif.width * gif.height * 4);
  return Array.from({ length: gif.numFrames() }, (_, i) => {
    gif.decodeAndBlitFrameRGBA(i, px);
    return px.slice();
  });
}

describe('countdown GIF strips', () => {
  it("a second later, the GIF shows the previous one's frames shifted by one, plus one new", async () => {
    const strips = new GifStrips();
    const a = screens(await strips.render('c', job(NOW)));
    const b = screens(await strips.render('c', job(NOW + 1000)));
    expect(a).toHaveLength(60);
    expect(b).toHaveLength(60);
    for (let i = 0; i < 59; i++)
      expect(Buffer.compare(Buffer.from(b[i] ?? []), Buffer.from(a[i + 1] ?? [])), `frame ${i}`).toBe(0);
    // Consecutive seconds differ.
    expect(Buffer.compare(Buffer.from(a[0] ?? []), Buffer.from(a[1] ?? []))).not.toBe(0);
  });

  it('when the first frame loses a unit (under an hour left), the strip starts again with the new units', async () => {
    // 18:00 CET is 17:00 UTC: 1:00:02 left, then 59:59 left 3 s later.
    const end = Date.parse('2026-12-24T17:00:00.000Z');
    const strips = new GifStrips();
    await strips.render('c', job(end - 3_602_000));
    const shorter = screens(await strips.render('c', job(end - 3_599_000)));
    const fresh = screens(await new GifStrips().render('c', job(end - 3_599_000)));
    expect(shorter).toHaveLength(60);
    for (let i = 0; i < 60; i++)
      expect(Buffer.compare(Buffer.from(shorter[i] ?? []), Buffer.from(fresh[i] ?? [])), `frame ${i}`).toBe(
        0,
      );
  });

  it('after a gap longer than the clip, starts again and still shows the right seconds', async () => {
    const strips = new GifStrips();
    await strips.render('c', job(NOW));
    const later = screens(await strips.render('c', job(NOW + 120_000)));
    const fresh = screens(await new GifStrips().render('c', job(NOW + 120_000)));
    expect(later).toHaveLength(60);
    expect(Buffer.compare(Buffer.from(later[59] ?? []), Buffer.from(fresh[59] ?? []))).toBe(0);
  });

  it('requests for two seconds at once give the same GIFs as one after the other', async () => {
    const together = new GifStrips();
    const [a, b] = await Promise.all([together.render('c', job(NOW)), together.render('c', job(NOW + 1000))]);
    const apart = new GifStrips();
    const a2 = await apart.render('c', job(NOW));
    const b2 = await apart.render('c', job(NOW + 1000));
    expect(Buffer.compare(a, a2)).toBe(0);
    expect(Buffer.compare(b, b2)).toBe(0);
  });

  it('a count-up timer goes on past zero: sixty frames into overtime, shifted a second later', async () => {
    // 10 s before the end (18:00 Berlin = 17:00 UTC), then 20 s after it.
    const before = Date.parse('2026-12-24T16:59:50.250Z');
    const overtime = { ...settings, afterZero: 'count-up' as const };
    const at = (now: number) => ({ ...job(now), settings: overtime });
    const strips = new GifStrips();
    const a = screens(await strips.render('o', at(before)));
    const b = screens(await strips.render('o', at(before + 1000)));
    expect(a).toHaveLength(60);
    for (let i = 0; i < 59; i++) {
      expect(Buffer.compare(Buffer.from(b[i] ?? []), Buffer.from(a[i + 1] ?? [])), `frame ${i}`).toBe(0);
      // Every second shows a new reading, before zero and after it (+00:00:01, +00:00:02…).
      expect(Buffer.compare(Buffer.from(a[i] ?? []), Buffer.from(a[i + 1] ?? [])), `step ${i}`).not.toBe(0);
    }
    const late = screens(await new GifStrips().render('o', at(before + 30_000)));
    expect(late).toHaveLength(60);
    expect(Buffer.compare(Buffer.from(late[0] ?? []), Buffer.from(late[59] ?? []))).not.toBe(0);
  });
});
