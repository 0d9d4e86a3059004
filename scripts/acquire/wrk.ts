import { delimiter, join } from 'node:path';
import { acquire, type Io, type Lookup, type Need } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// wrk, the load generator bench/delivery.ts measures the two routes' throughput with (decision
// 015i). It is written in C and counts an answer's body without decoding it, so a route whose
// answer is ten times larger is not held back by the generator's own work, as it was by autocannon.

/** WRK_PATH when set, else the first `wrk` on PATH. */
export function findWrk(sys: System): Lookup<string> {
  const given = sys.env.WRK_PATH;
  if (given)
    return sys.exists(given)
      ? { value: given, note: `${given} (WRK_PATH)` }
      : { missing: `WRK_PATH is ${given}, but there is no file there` };
  for (const dir of (sys.env.PATH ?? '').split(delimiter)) {
    const path = dir && join(dir, 'wrk');
    if (path && sys.exists(path)) return { value: path, note: path };
  }
  return { missing: 'no wrk on PATH and no WRK_PATH' };
}

export function wrkNeed(sys: System): Need<string> {
  return {
    what: 'wrk for the delivery bench',
    find: () => findWrk(sys),
    ways: [aptWay(sys, 'wrk')],
    command: () =>
      sys.hasCommand('apt-get')
        ? aptCommand(sys, 'wrk')
        : "your system's wrk package (or set WRK_PATH to a wrk binary)",
  };
}

export const ensureWrk = (sys: System, io: Io) => acquire(wrkNeed(sys), io);
