import { describe, expect, it } from 'vitest';
import { KICK_FOLLOWER_START_MESSAGES, kickFollowerStartSchema } from './kick';

describe('the Kick follower start', () => {
  const parse = (start: unknown) => kickFollowerStartSchema.safeParse({ start });
  const message = (start: unknown) => parse(start).error?.issues[0]?.message;

  it('takes a whole number from 0 to the largest a counter holds', () => {
    expect(parse(0).data).toEqual({ start: 0 });
    expect(parse(1e15).data).toEqual({ start: 1e15 });
  });

  it('refuses anything else, saying what it wants', () => {
    for (const start of [-1, 2.5, '12', null, undefined, Number.NaN])
      expect(message(start), String(start)).toBe(KICK_FOLLOWER_START_MESSAGES.number);
    expect(message(1e15 + 1)).toBe(KICK_FOLLOWER_START_MESSAGES.tooLarge);
    expect(kickFollowerStartSchema.safeParse({ start: 1, more: 1 }).success).toBe(false);
  });
});
