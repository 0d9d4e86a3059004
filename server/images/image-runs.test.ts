import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import { describe, expect, it } from 'vitest';
import { ImageRuns } from './image-runs';

describe('ImageRuns', () => {
  it('reads a run once per second and counter, shared by the requests of that second', async () => {
    const reads: string[] = [];
    const runs = new ImageRuns(async (id) => {
      reads.push(id);
      return { ...INITIAL_RUN_STATE, version: reads.length };
    });
    const a = await runs.get('c1', 1000);
    const b = await runs.get('c1', 1999);
    expect(a).toBe(b);
    expect(reads).toEqual(['c1']);
    await runs.get('c2', 1500);
    expect((await runs.get('c1', 2000)).version).toBe(3);
    expect(reads).toEqual(['c1', 'c2', 'c1']);
  });

  it('does not keep a failed read: the next image reads again', async () => {
    let fail = true;
    const runs = new ImageRuns(async () => {
      if (fail) throw new Error('database away');
      return INITIAL_RUN_STATE;
    });
    await expect(runs.get('c', 0)).rejects.toThrow('database away');
    fail = false;
    await expect(runs.get('c', 10)).resolves.toEqual(INITIAL_RUN_STATE);
  });

  it('forgets everything past its bound instead of growing', async () => {
    let reads = 0;
    const runs = new ImageRuns(
      async () => {
        reads++;
        return INITIAL_RUN_STATE;
      },
      1000,
      2,
    );
    await runs.get('a', 0);
    await runs.get('b', 0);
    await runs.get('c', 0);
    await runs.get('a', 0);
    expect(reads).toBe(4);
  });
});
