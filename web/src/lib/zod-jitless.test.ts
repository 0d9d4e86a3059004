import { expect, it, vi } from 'vitest';
import './zod-jitless';
import { config } from 'zod/v4/core';

const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };

it('zod reads the jitless setting made before it loads', () => {
  expect(config().jitless).toBe(true);
});

it('keeps the config object zod already holds, and its other settings', async () => {
  const held = holder.__zod_globalConfig!;
  held.jitless = false;
  held.other = 1;
  vi.resetModules();
  // @ts-expect-error: a script without exports, imported again for its effect.
  await import('./zod-jitless');
  expect(holder.__zod_globalConfig).toBe(held);
  expect(held).toMatchObject({ jitless: true, other: 1 });
  delete held.other;
});
