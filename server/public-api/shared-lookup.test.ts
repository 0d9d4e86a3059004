import { describe, expect, it } from 'vitest';
import { createSharedLookup } from './shared-lookup';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createSharedLookup', () => {
  it('answers every look-up of one turn with one load of the distinct keys, and keeps nothing after', async () => {
    const loads: string[][] = [];
    let value = 'v1';
    const lookUp = createSharedLookup(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `${k}:${value}`]));
    });
    const answers = await Promise.all([lookUp('a'), lookUp('b'), lookUp('a'), lookUp('missing')]);
    expect(answers).toEqual(['a:v1', 'b:v1', 'a:v1', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
    value = 'v2'; // a change after the answer is seen by the next look-up
    await nextTurn();
    expect(await lookUp('a')).toBe('a:v2');
    expect(loads).toHaveLength(2);
  });

  it('fails every look-up of the turn when the load fails, and the next turn loads again', async () => {
    let fail = true;
    const lookUp = createSharedLookup(async (keys: string[]) => {
      if (fail) throw new Error('database gone');
      return new Map(keys.map((k) => [k, k]));
    });
    const answers = await Promise.allSettled([lookUp('a'), lookUp('b')]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await lookUp('a')).toBe('a');
  });
});
