import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { createConfetti } from './confetti';
import type { Ctx2D } from './painter';

// The completion confetti on Skia (@napi-rs/canvas): seeded, so frame N of a clip is the same
// picture however often and in whatever order it is drawn.
const W = 400;
const H = 300;

function draw(confetti: ReturnType<typeof createConfetti>, sinceMs: number) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  confetti(ctx as unknown as Ctx2D, sinceMs, W, H);
  return ctx.getImageData(0, 0, W, H).data;
}

/** Painted pixels, their highest alpha, and their mean x and y. */
function ink(px: Uint8ClampedArray) {
  let n = 0;
  let maxAlpha = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < px.length; i += 4) {
    const a = px[i + 3] ?? 0;
    if (a === 0) continue;
    n++;
    maxAlpha = Math.max(maxAlpha, a);
    sx += (i / 4) % W;
    sy += Math.floor(i / 4 / W);
  }
  return { n, maxAlpha, x: n ? sx / n : Number.NaN, y: n ? sy / n : Number.NaN };
}

describe('createConfetti', () => {
  it('draws nothing before the end', () => {
    expect(ink(draw(createConfetti(1), -1)).n).toBe(0);
  });

  it('bursts opaque from the middle, 62 % down, at the end', () => {
    const first = ink(draw(createConfetti(1), 0));
    expect(first.n).toBeGreaterThan(100);
    expect(first.maxAlpha).toBe(255);
    expect(Math.abs(first.x - W / 2)).toBeLessThan(40);
    expect(Math.abs(first.y - 0.62 * H)).toBeLessThan(60);
  });

  it('fades as the burst runs its 260 ticks', () => {
    // Tick 145 of 260, before the second burst: each piece at alpha 1 − 144/260 (114 of 255);
    // two pieces overlapping add up, so the brightest pixel is between the two.
    const late = ink(draw(createConfetti(1), 2400));
    expect(late.n).toBeGreaterThan(0);
    expect(late.maxAlpha).toBeGreaterThan(105);
    expect(late.maxAlpha).toBeLessThan(200);
  });

  it('starts the third burst at the right quarter, 5 s after the end', () => {
    const px = draw(createConfetti(1), 5000);
    let rightOpaque = 0;
    let leftOpaque = 0;
    for (let i = 0; i < px.length; i += 4)
      if ((px[i + 3] ?? 0) > 250) (i / 4) % W > W / 2 ? rightOpaque++ : leftOpaque++;
    expect(rightOpaque).toBeGreaterThan(50);
    expect(leftOpaque).toBe(0);
  });

  it('starts the second burst at the left quarter', () => {
    const px = draw(createConfetti(1), 2500);
    let rightOpaque = 0;
    let leftOpaque = 0;
    for (let i = 0; i < px.length; i += 4)
      if ((px[i + 3] ?? 0) > 250) (i / 4) % W < W / 2 ? leftOpaque++ : rightOpaque++;
    expect(leftOpaque).toBeGreaterThan(50);
    expect(rightOpaque).toBe(0);
  });

  it('paints the same frame whatever was drawn before, and another seed differently', () => {
    const fresh = draw(createConfetti(7), 1000);
    const scrubbed = createConfetti(7);
    draw(scrubbed, 2000);
    expect(Buffer.from(draw(scrubbed, 1000)).equals(Buffer.from(fresh))).toBe(true);
    const forward = createConfetti(7);
    draw(forward, 500);
    expect(Buffer.from(draw(forward, 1000)).equals(Buffer.from(fresh))).toBe(true);
    expect(Buffer.from(draw(createConfetti(8), 1000)).equals(Buffer.from(fresh))).toBe(false);
  });
});
