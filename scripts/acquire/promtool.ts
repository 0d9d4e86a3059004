import { join } from 'node:path';
import type { Lookup, Need } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// Prometheus's promtool, for the test that checks the suggested alert rules
// (docs/operations/alerts.rules.yml): on PATH, else Debian's prometheus package.

export function findPromtool(sys: System): Lookup<string> {
  const dirs = (sys.env.PATH ?? '').split(':').filter(Boolean);
  for (const dir of dirs) {
    const path = join(dir, 'promtool');
    if (sys.exists(path) && sys.version(path).ok) return { value: path, note: path };
  }
  return { missing: 'no promtool on PATH' };
}

export function promtoolNeed(sys: System): Need<string> {
  return {
    what: 'promtool',
    find: () => findPromtool(sys),
    ways: [aptWay(sys, 'prometheus')],
    command: () =>
      sys.hasCommand('apt-get')
        ? aptCommand(sys, 'prometheus')
        : 'install Prometheus so that promtool is on PATH',
  };
}
