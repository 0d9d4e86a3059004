import { describe, expect, it } from 'vitest';
import { describeCpuSpent, readCpu } from './cpu-time';

describe('CPU time by group', () => {
  it('reads this process, and 0 for one that is not there', () => {
    const gone = 2 ** 22 + 7;
    const start = readCpu({ self: [process.pid], gone: [gone] });
    const until = Date.now() + 120;
    while (Date.now() < until); // busy: the reading must grow
    const after = readCpu({ self: [process.pid], gone: [gone] });
    expect(after.self!.get(process.pid)).toBeGreaterThan(start.self!.get(process.pid)!);
    expect(after.gone!.get(gone)).toBe(0);
  });

  it('sums what each group spent, leaves out processes that ended, largest first', () => {
    const before = {
      db: new Map([
        [1, 5],
        [2, 3],
      ]),
      app: new Map([[3, 1]]),
    };
    const after = {
      db: new Map([
        [1, 5.5],
        [2, 0],
        [4, 9],
      ]),
      app: new Map([[3, 2.25]]),
    };
    expect(describeCpuSpent(before, after)).toBe('app 1.25, db 0.50');
    expect(Object.keys(readCpu({ self: [process.pid] }))).toEqual(['self']);
  });
});
