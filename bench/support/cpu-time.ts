import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system) a process has used, in ms; null where /proc is not there or the process
 * is gone. Divided by the answers a process gave, it is what each answer cost, which a loaded machine
 * moves far less than the rates measured by the wall clock.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command may hold spaces and parentheses: the fields start after the last ') '.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ: 100 on Linux
}
