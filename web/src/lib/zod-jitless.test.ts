import { expect, it } from 'vitest';
import './zod-jitless';
import { config } from 'zod/v4/core';

it('zod reads the jitless setting made before it loads', () => {
  expect(config().jitless).toBe(true);
});
