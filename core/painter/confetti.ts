import { mulberry32, type RandomSource } from '../counter/engine/random';
import { hexToRgb } from './css-math';
import type { Ctx2D } from './painter';

// The viewer's completion confetti (canvas-confetti: 200 particles, spread 90, velocity 48, 260
// ticks at 60 Hz, a burst at the centre then one every 2.5 s at the sides) with the same physics,
// but seeded: frame N of a clip always shows the same particles, however often it is drawn.
const COLORS = ['#26ccff', '#a25afd', '#ff5e7e', '#88ff5a', '#fcff42', '#ffa62d', '#ff36ff'].map(hexToRgb);
const TICK_MS = 1000 / 60;
const TICKS = 260;
const BURST_EVERY_MS = 2500;
const PARTICLES = 200;

interface Particle {
  x: number;
  y: number;
  wobble: number;
  wobbleSpeed: number;
  velocity: number;
  angle: number;
  tilt: number;
  color: [number, number, number];
  circle: boolean;
  random: number;
  wobbleX: number;
  wobbleY: number;
  tiltSin: number;
  tiltCos: number;
}

function spawn(rand: RandomSource, x: number, y: number, i: number): Particle {
  const spread = (90 * Math.PI) / 180;
  return {
    x,
    y,
    wobble: rand() * 10,
    wobbleSpeed: Math.min(0.11, rand() * 0.1 + 0.05),
    velocity: 48 * 0.5 + rand() * 48,
    angle: -Math.PI / 2 + (0.5 * spread - rand() * spread),
    tilt: (rand() * 0.5 + 0.25) * Math.PI,
    color: COLORS[i % COLORS.length] ?? [255, 255, 255],
    circle: rand() < 0.5,
    random: 2,
    wobbleX: x,
    wobbleY: y,
    tiltSin: 0,
    tiltCos: 0,
  };
}

function step(f: Particle, rand: RandomSource) {
  f.x += Math.cos(f.angle) * f.velocity;
  f.y += Math.sin(f.angle) * f.velocity + 3;
  f.velocity *= 0.9;
  f.wobble += f.wobbleSpeed;
  f.wobbleX = f.x + 10 * Math.cos(f.wobble);
  f.wobbleY = f.y + 10 * Math.sin(f.wobble);
  f.tilt += 0.1;
  f.tiltSin = Math.sin(f.tilt);
  f.tiltCos = Math.cos(f.tilt);
  f.random = rand() + 2;
}

function paint(ctx: Ctx2D, f: Particle, progress: number) {
  const x1 = f.x + f.random * f.tiltCos;
  const y1 = f.y + f.random * f.tiltSin;
  const x2 = f.wobbleX + f.random * f.tiltCos;
  const y2 = f.wobbleY + f.random * f.tiltSin;
  ctx.fillStyle = `rgba(${f.color.join(', ')}, ${1 - progress})`;
  ctx.beginPath();
  if (f.circle) {
    ctx.ellipse(
      f.x,
      f.y,
      Math.abs(x2 - x1) * 0.6,
      Math.abs(y2 - y1) * 0.6,
      (Math.PI / 10) * f.wobble,
      0,
      2 * Math.PI,
    );
  } else {
    ctx.moveTo(Math.floor(f.x), Math.floor(f.y));
    ctx.lineTo(Math.floor(f.wobbleX), Math.floor(y1));
    ctx.lineTo(Math.floor(x2), Math.floor(y2));
    ctx.lineTo(Math.floor(x1), Math.floor(f.wobbleY));
  }
  ctx.closePath();
  ctx.fill();
}

interface Burst {
  seed: number;
  originX: number;
  ticks: number;
  particles: Particle[];
  rand: RandomSource;
}

/** Draws the confetti sinceMs after completion on a width×height (CSS px) frame. */
export function createConfetti(seed: number) {
  const bursts = new Map<number, Burst>();
  const start = (n: number, width: number, height: number): Burst => {
    const originX = n === 0 ? 0.5 : n % 2 === 1 ? 0.25 : 0.75;
    const rand = mulberry32(seed + n * 7919);
    const particles = Array.from({ length: PARTICLES }, (_, i) =>
      spawn(rand, originX * width, 0.62 * height, i),
    );
    return { seed: n, originX, ticks: 0, particles, rand };
  };
  return (ctx: Ctx2D, sinceMs: number, width: number, height: number) => {
    // Before the end (sinceMs < 0) not even the first burst has started.
    for (let n = 0; n * BURST_EVERY_MS <= sinceMs; n++) {
      const tick = Math.floor((sinceMs - n * BURST_EVERY_MS) / TICK_MS) + 1;
      if (tick > TICKS) continue;
      let burst = bursts.get(n);
      // Drawn out of order (a preview scrubbing back): replay from the start.
      if (!burst || burst.ticks > tick) {
        burst = start(n, width, height);
        bursts.set(n, burst);
      }
      while (burst.ticks < tick) {
        for (const f of burst.particles) step(f, burst.rand);
        burst.ticks += 1;
      }
      for (const f of burst.particles) paint(ctx, f, (tick - 1) / TICKS);
    }
  };
}
