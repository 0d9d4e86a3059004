import { cpuMs } from '../../bench/support/cpu-time';

// CPU time by process, read from /proc: what each part of the cluster (instances, balancers,
// database, viewers, the test's own load) spent over a phase. On a machine where all of them share
// a few cores, a latency figure says little without it: it tells the server's share from the
// audience's.

/** A reading of each named group's processes: CPU seconds by pid. */
export type CpuReading = Record<string, Map<number, number>>;

export function readCpu(groups: Record<string, number[]>): CpuReading {
  const out: CpuReading = {};
  for (const [name, pids] of Object.entries(groups))
    out[name] = new Map(pids.map((pid) => [pid, (cpuMs(pid) ?? 0) / 1000]));
  return out;
}

/**
 * What each group spent between two readings, in seconds, largest first, as one line. A process
 * that ended in between (a database backend) is left out: its last figure is not known.
 */
export function describeCpuSpent(before: CpuReading, after: CpuReading): string {
  return Object.entries(after)
    .map(([name, pids]) => {
      let spent = 0;
      for (const [pid, now] of pids) {
        const was = before[name]?.get(pid);
        if (was !== undefined && now > 0) spent += now - was;
      }
      return [name, spent] as const;
    })
    .sort((a, b) => b[1] - a[1])
    .map(([name, s]) => `${name} ${s.toFixed(2)}`)
    .join(', ');
}
