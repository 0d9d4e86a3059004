import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { BackgroundSettings } from '../counter/settings-style';
import { drawBackground } from './draw-background';
import type { Ctx2D } from './painter';

// CSS linear-gradient on Skia (@napi-rs/canvas, the server's canvas): the gradient line runs
// through the centre at the angle, long enough that each end's corner gets exactly its colour.
const W = 200;
const H = 100;

function paint(s: BackgroundSettings) {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx as unknown as Ctx2D, s, W, H);
  const px = ctx.getImageData(0, 0, W, H).data;
  return (x: number, y: number) => Array.from(px.slice((y * W + x) * 4, (y * W + x) * 4 + 3));
}

const gradient = (gradientDirection: BackgroundSettings['gradientDirection']): BackgroundSettings => ({
  backgroundType: 'gradient',
  backgroundColor: '#123456',
  gradientStart: '#ff0000',
  gradientEnd: '#0000ff',
  gradientDirection,
});

/** Channels within 8 of each other (the gradient's last step before the corner). */
const near = (actual: number[], expected: number[]) =>
  expect(
    actual.every((v, i) => Math.abs(v - (expected[i] ?? 0)) <= 8),
    `${actual} ≈ ${expected}`,
  ).toBe(true);

describe('drawBackground', () => {
  it('fills the whole frame with the solid colour', () => {
    const at = paint({ ...gradient('90deg'), backgroundType: 'solid' });
    for (const [x, y] of [
      [0, 0],
      [W - 1, H - 1],
      [100, 50],
    ] as const)
      expect(at(x, y)).toEqual([0x12, 0x34, 0x56]);
  });

  it('runs to the right at 90deg and down at 180deg', () => {
    const right = paint(gradient('90deg'));
    near(right(0, 50), [255, 0, 0]);
    near(right(W - 1, 50), [0, 0, 255]);
    near(right(100, 0), [128, 0, 128]);
    const down = paint(gradient('180deg'));
    near(down(100, 0), [255, 0, 0]);
    near(down(100, H - 1), [0, 0, 255]);
    const up = paint(gradient('0deg'));
    near(up(100, H - 1), [255, 0, 0]);
    near(up(100, 0), [0, 0, 255]);
    const left = paint(gradient('270deg'));
    near(left(W - 1, 50), [255, 0, 0]);
    near(left(0, 50), [0, 0, 255]);
  });

  it('reaches the end colours in the corners on a diagonal', () => {
    const at = paint(gradient('45deg'));
    near(at(0, H - 1), [255, 0, 0]);
    near(at(W - 1, 0), [0, 0, 255]);
    // On a 2:1 frame the other corners sit a third of the way from each end, as in CSS.
    near(at(0, 0), [170, 0, 85]);
    near(at(W - 1, H - 1), [85, 0, 170]);
    const down = paint(gradient('135deg'));
    near(down(0, 0), [255, 0, 0]);
    near(down(W - 1, H - 1), [0, 0, 255]);
  });
});
