import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HostNet } from './hosts';

// The balancer host: HAProxy in front of the app hosts, as docs/configuration.md asks of one. It
// checks GET /readyz every CHECK_MS and takes an instance out after two failed checks (a draining
// one answers 503), puts it back after two good ones, and sends a request whose connection to an
// instance failed to another one (nothing reached the app, so that is safe for any request). Each
// answer names its instance in x-served-by, so the test sees where each viewer landed.

export const CHECK_MS = 500;
export const LB_PORT = 80;

export interface LoadBalancer {
  address: string;
  /** Each server's state as HAProxy sees it: UP, DOWN, … */
  states(): Promise<Record<string, string>>;
  /** HAProxy's lines about servers going down or up (with the reason), stamped with the time. */
  transitions(): string[];
  stop(): void;
}

/**
 * Connections one HAProxy holds: each proxied one takes two descriptors, and a process may open no
 * more than its hard limit (20,000 on the machine this was written on, where root cannot raise it:
 * no CAP_SYS_RESOURCE), so 10,000 viewers take two balancers, as DNS round-robin over two would.
 */
export const LB_MAXCONN = 9000;

export function haproxyConfig(bind: string, servers: { name: string; address: string }[], socket: string) {
  return `global
  maxconn ${LB_MAXCONN}
  stats socket ${socket} mode 600 level admin
defaults
  mode http
  timeout connect 2s
  # A check's whole time. Unset, it would be \`inter\` (0.5 s), and on a busy machine every
  # instance's check ran over it at once: all were taken out, and requests got 503 from the balancer.
  timeout check 3s
  timeout client 5m
  timeout server 5m
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure
frontend web
  bind ${bind}
  maxconn ${LB_MAXCONN}
  default_backend apps
backend apps
  balance roundrobin
  option forwardfor
  # Without it HAProxy sends with MSG_MORE, asking the kernel to hold a small write for more data:
  # an event-stream update (a few hundred bytes, nothing after it) waited ~200 ms in the kernel.
  option http-no-delay
  option httpchk GET /readyz
  http-check expect status 200
  http-response set-header x-served-by %s
  default-server inter ${CHECK_MS} fall 2 rise 2
${servers.map((s) => `  server ${s.name} ${s.address} check`).join('\n')}
`;
}

export async function startLoadBalancer(
  hostNet: HostNet,
  host: string,
  haproxy: string,
  servers: { name: string; address: string }[],
): Promise<LoadBalancer> {
  const dir = mkdtempSync(join(tmpdir(), `${hostNet.tag}-lb-`));
  const socket = join(dir, 'admin.sock');
  const address = hostNet.addressOf(host);
  writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig(`${address}:${LB_PORT}`, servers, socket));
  // -db: in the foreground, so the child is HAProxy itself.
  const child: ChildProcess = hostNet.spawnIn(host, haproxy, ['-db', '-f', join(dir, 'haproxy.cfg')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  const transitions: string[] = [];
  child.stderr!.on('data', (d: Buffer) => {
    errors = `${errors}${d}`.slice(-2000);
    for (const line of d.toString().split('\n'))
      if (/ is (DOWN|UP)/.test(line))
        transitions.push(`${new Date().toISOString().slice(11, 23)} ${line.trim()}`);
  });
  const ask = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const c = net.connect(socket);
      let out = '';
      c.on('connect', () => c.end(`${command}\n`));
      c.on('data', (d) => {
        out += d.toString();
      });
      c.on('end', () => resolve(out));
      c.on('error', reject);
    });
  const lb: LoadBalancer = {
    address,
    states: async () => {
      // `show stat` is CSV: pxname,svname,…,status (the 18th field).
      const rows = (await ask('show stat')).split('\n').map((l) => l.split(','));
      const out: Record<string, string> = {};
      for (const r of rows) if (r[0] === 'apps' && r[1] && r[1] !== 'BACKEND') out[r[1]] = r[17] ?? '?';
      return out;
    },
    transitions: () => transitions,
    stop: () => {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) {
      lb.stop();
      throw new Error(`HAProxy exited with ${child.exitCode}: ${errors}`);
    }
    try {
      await lb.states();
      return lb;
    } catch {
      if (waited > 20_000) {
        lb.stop();
        throw new Error(`HAProxy's admin socket did not answer within 20 s: ${errors}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
