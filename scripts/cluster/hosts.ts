import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';

// The cluster test's hosts: one network namespace each, joined by veth pairs to a bridge in the
// test's own namespace, on a /24 of their own. The test process sits on the bridge (.1) and reaches
// every host as a client on the network would; the hosts reach it too (the Paddle stand-in).
// Names carry a tag from the test's pid, so two runs on one machine do not meet.

export interface HostNet {
  tag: string;
  /** 10.x.y.1: the test process, on the bridge. */
  gateway: string;
  addressOf(host: string): string;
  /** Runs a command inside a host's namespace (`ip netns exec` execs it: the child is the command). */
  spawnIn(host: string, cmd: string, args: string[], opts?: SpawnOptions): ChildProcess;
  runIn(host: string, cmd: string, args: string[]): string;
  /** The processes running in a host now. */
  pidsIn(host: string): number[];
  teardown(): void;
}

function ip(args: string[]): string {
  const r = spawnSync('ip', args, { encoding: 'utf8', timeout: 15_000 });
  if (r.status !== 0) throw new Error(`ip ${args.join(' ')}: ${(r.stderr || r.error?.message || '').trim()}`);
  return r.stdout;
}

/** Why namespaces cannot be made here, or null when they can (tried with a throw-away one). */
export function namespacesUnavailable(): string | null {
  if (process.platform !== 'linux') return `network namespaces are Linux only (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return `it needs root for ip netns, and runs as uid ${process.getuid?.()}`;
  const probe = `csprobe${process.pid % 100000}`;
  try {
    ip(['netns', 'add', probe]);
    ip(['netns', 'del', probe]);
    return null;
  } catch (err) {
    return `ip netns does not work here: ${(err as Error).message}`;
  }
}

export function createHostNet(hosts: Record<string, number>): HostNet {
  const id = process.pid % 100000;
  const tag = `cs${id}`;
  const subnet = `10.213.${id % 250}`;
  const bridge = `${tag}br`;
  const ns = (host: string) => `${tag}-${host}`;
  const made: string[] = [];
  const net: HostNet = {
    tag,
    gateway: `${subnet}.1`,
    addressOf: (host) => {
      const n = hosts[host];
      if (n === undefined) throw new Error(`no host ${host}`);
      return `${subnet}.${n}`;
    },
    spawnIn: (host, cmd, args, opts = {}) => spawn('ip', ['netns', 'exec', ns(host), cmd, ...args], opts),
    runIn: (host, cmd, args) => ip(['netns', 'exec', ns(host), cmd, ...args]),
    pidsIn: (host) =>
      (spawnSync('ip', ['netns', 'pids', ns(host)], { encoding: 'utf8' }).stdout ?? '')
        .split('\n')
        .filter(Boolean)
        .map(Number),
    teardown: () => {
      for (const name of made) {
        // Whatever still runs in a host (a PostgreSQL that outlived its pg_ctl) goes with it.
        const pids = spawnSync('ip', ['netns', 'pids', name], { encoding: 'utf8' }).stdout ?? '';
        for (const pid of pids.split('\n').filter(Boolean)) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {
            // already gone
          }
        }
        spawnSync('ip', ['netns', 'del', name]);
      }
      spawnSync('ip', ['link', 'del', bridge]);
    },
  };
  try {
    ip(['link', 'add', bridge, 'type', 'bridge']);
    ip(['addr', 'add', `${net.gateway}/24`, 'dev', bridge]);
    ip(['link', 'set', bridge, 'up']);
    for (const [i, host] of Object.keys(hosts).entries()) {
      const name = ns(host);
      const outside = `${tag}v${i}`;
      ip(['netns', 'add', name]);
      made.push(name);
      ip(['link', 'add', outside, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', name]);
      ip(['link', 'set', outside, 'master', bridge, 'up']);
      ip(['-n', name, 'addr', 'add', `${net.addressOf(host)}/24`, 'dev', 'eth0']);
      ip(['-n', name, 'link', 'set', 'eth0', 'up']);
      ip(['-n', name, 'link', 'set', 'lo', 'up']);
    }
  } catch (err) {
    net.teardown();
    throw err;
  }
  return net;
}
