import { existsSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system) a process has used, in ms; null where /proc is not there. Divided by the
 * answers a process gave, it is what each answer cost, which a loaded machine moves far less than
 * the rates measured by the wall clock.
 */
export function cpuMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ: 100 on Linux
}
