import type { Way } from './acquire';
import type { System } from './system';

// Debian's packages through apt-get: only as root (the tests never ask for a password), and only
// where apt-get exists.
const UPDATE_TIMEOUT_MS = 5 * 60_000;
const INSTALL_TIMEOUT_MS = 15 * 60_000;

export function aptCommand(sys: System, pkg: string): string {
  const sudo = sys.uid === 0 ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${pkg}`;
}

export function aptWay(sys: System, pkg: string): Way {
  return {
    label: `Debian's ${pkg} (apt-get update && apt-get install -y ${pkg})`,
    unavailable: async () => {
      if (!sys.hasCommand('apt-get')) return 'apt-get is not on this machine';
      if (sys.uid !== 0) return `it needs root, and the tests run as uid ${sys.uid ?? 'unknown'}`;
      return null;
    },
    run: async () => {
      const env = { DEBIAN_FRONTEND: 'noninteractive' };
      const update = await sys.run('apt-get', ['update'], { timeoutMs: UPDATE_TIMEOUT_MS, env });
      if (!update.ok) return update;
      return sys.run('apt-get', ['install', '-y', pkg], {
        timeoutMs: INSTALL_TIMEOUT_MS,
        env,
      });
    },
  };
}
