import { acquire, type Io, type Lookup, type Need } from './acquire';
import { aptCommand, aptWay } from './apt';
import type { System } from './system';

// HAProxy, the load balancer of the cluster test (scripts/cluster): a real balancer with HTTP
// health checks, as production would put in front of several instances. Debian installs it in
// /usr/sbin, which is not on every user's PATH, so both places are looked at.

const PLACES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/bin/haproxy'];

export function findHaproxy(sys: System): Lookup<string> {
  const path = PLACES.find((p) => sys.exists(p));
  return path ? { value: path, note: path } : { missing: `no haproxy in ${PLACES.join(', ')}` };
}

export function haproxyNeed(sys: System): Need<string> {
  return {
    what: 'HAProxy for the cluster test',
    find: () => findHaproxy(sys),
    ways: [aptWay(sys, 'haproxy')],
    command: () => (sys.hasCommand('apt-get') ? aptCommand(sys, 'haproxy') : "your system's haproxy package"),
  };
}

export const ensureHaproxy = (sys: System, io: Io) => acquire(haproxyNeed(sys), io);
