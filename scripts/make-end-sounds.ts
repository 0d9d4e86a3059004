import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

// The three sounds a countdown can play at zero (issue #17: sound 'chime' | 'bell' | 'horn'),
// synthesized here rather than taken from anywhere, and written as small 16-bit mono WAV files to
// web/public/sounds. Run again after changing a voice: `npx tsx scripts/make-end-sounds.ts`.

const RATE = 16_000;

type Voice = (t: number) => number;

const sine = (freq: number, t: number) => Math.sin(2 * Math.PI * freq * t);
const decay = (t: number, seconds: number) => Math.exp(-t / seconds);
// A 5 ms fade-in so no voice starts with a click.
const attack = (t: number, seconds = 0.005) => Math.min(1, t / seconds);

// Two bright notes a fourth apart, the second 120 ms later: a doorbell-like 'ding-dong' up.
const chime: Voice = (t) => {
  const note = (f: number, at: number) =>
    t < at ? 0 : attack(t - at) * decay(t - at, 0.35) * (sine(f, t - at) + 0.3 * sine(2 * f, t - at));
  return 0.45 * (note(1318.5, 0) + note(1760, 0.12));
};

// A struck bell: inharmonic partials (1, 2.76, 5.40 × the fundamental), the high ones dying first.
const bell: Voice = (t) => {
  const f = 523.25;
  return (
    attack(t) *
    0.5 *
    (decay(t, 0.9) * sine(f, t) +
      0.5 * decay(t, 0.45) * sine(2.76 * f, t) +
      0.3 * decay(t, 0.2) * sine(5.4 * f, t))
  );
};

// An air horn: a held, buzzy chord (odd harmonics of two close pitches) with a soft release.
const horn: Voice = (t) => {
  const env = attack(t, 0.03) * (t > 0.75 ? Math.max(0, 1 - (t - 0.75) / 0.15) : 1);
  const buzz = (f: number) => sine(f, t) + sine(3 * f, t) / 3 + sine(5 * f, t) / 5 + sine(7 * f, t) / 7;
  return 0.32 * env * (buzz(233.08) + buzz(293.66));
};

function wav(voice: Voice, seconds: number): Buffer {
  const samples = Math.round(RATE * seconds);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const value = Math.max(-1, Math.min(1, voice(i / RATE)));
    data.writeInt16LE(Math.round(value * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const out = resolve(import.meta.dirname, '../web/public/sounds');
for (const [name, voice, seconds] of [
  ['chime', chime, 1.4],
  ['bell', bell, 1.8],
  ['horn', horn, 0.9],
] as const) {
  writeFileSync(resolve(out, `${name}.wav`), wav(voice, seconds));
  console.log(`${name}.wav: ${seconds} s`);
}
