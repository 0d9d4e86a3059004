import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pinnedLookup, pinnedPost, type ResolveHost } from './pinned-post';

// Sending one webhook to the addresses checked for it. Every test talks to listeners on loopback
// only; names are "resolved" by an injected function, never by real DNS.

interface Listener {
  server: http.Server;
  port: number;
  connections: number;
  requests: { url: string; host: string }[];
}
const listen = async (host: string, answer: (res: http.ServerResponse) => void, port = 0) => {
  const l: Listener = { server: http.createServer(), port: 0, connections: 0, requests: [] };
  l.server.on('connection', () => l.connections++);
  l.server.on('request', (req, res) => {
    l.requests.push({ url: req.url ?? '', host: String(req.headers.host) });
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((r) => l.server.listen(port, host, r));
  l.port = (l.server.address() as { port: number }).port;
  return l;
};
const close = (l: Listener) => {
  l.server.closeAllConnections();
  return new Promise((r) => l.server.close(r));
};
const answers = (...lists: LookupAddress[][]) => {
  const calls: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    calls.push(hostname);
    return lists[Math.min(calls.length, lists.length) - 1]!;
  };
  return { resolve, calls };
};
const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

let hook: Listener;
let decoy: Listener;
let redirectTo = '';
beforeAll(async () => {
  hook = await listen('127.0.0.1', (res) => {
    if (redirectTo) res.writeHead(302, { location: redirectTo });
    else res.statusCode = 204;
    res.end();
  });
  // Another loopback address on the same port: where a second lookup or a followed redirect would go.
  decoy = await listen('127.0.0.2', (res) => res.end(), hook.port);
});
afterEach(() => {
  redirectTo = '';
  for (const l of [hook, decoy]) {
    l.connections = 0;
    l.requests.length = 0;
  }
});
afterAll(async () => {
  await Promise.all([close(hook), close(decoy)]);
});

const post = (url: string, options: Parameters<typeof pinnedPost>[3]) => pinnedPost(url, {}, '{}', options);

describe('sending a webhook to checked addresses only', () => {
  it('refuses a name that resolves to this machine, a private or a shared network, and connects to nothing', async () => {
    const url = `http://localhost:${hook.port}/hook`;
    const cases: [LookupAddress[], boolean][] = [
      [[v4('127.0.0.1')], false],
      [[v6('::1')], false],
      [[v4('10.0.0.5')], true],
      [[v4('100.64.0.1')], true],
      [[v6('::ffff:10.0.0.1')], true],
      [[v6('::ffff:127.0.0.1')], true],
      [[v6('fd00::5')], true],
      // One bad address among good ones refuses the lot.
      [[v4('127.0.0.1'), v4('169.254.169.254')], true],
    ];
    for (const [addresses, allowLoopback] of cases) {
      const { resolve, calls } = answers(addresses);
      const outcome = await post(url, { allowLoopback, resolve });
      const bad = addresses.at(-1)!.address;
      expect(outcome, bad).toEqual({
        status: null,
        error: `refused: localhost is at ${bad}, not a public address (this machine, a private or a reserved network)`,
      });
      expect(calls).toEqual(['localhost']);
    }
    expect(hook.connections).toBe(0);
  });

  it('refuses a literal private address without resolving it', async () => {
    const { resolve, calls } = answers([v4('127.0.0.1')]);
    expect(await post(`http://127.0.0.1:${hook.port}/x`, { allowLoopback: false, resolve })).toMatchObject({
      status: null,
      error: expect.stringMatching(/^refused: 127\.0\.0\.1 is at 127\.0\.0\.1/),
    });
    expect(
      await post(`https://[::ffff:a00:5]:${hook.port}/x`, { allowLoopback: true, resolve }),
    ).toMatchObject({
      status: null,
      error: expect.stringMatching(/^refused: ::ffff:a00:5 is at/),
    });
    expect(calls).toEqual([]);
    expect(hook.connections).toBe(0);
  });

  it('resolves once and connects to the checked address, even when the name then points elsewhere', async () => {
    // A rebinding name: the checked answer first, another one for anyone who asks again.
    const { resolve, calls } = answers([v4('127.0.0.1')], [v4('127.0.0.2')]);
    const outcome = await post(`http://localhost:${hook.port}/hook`, { allowLoopback: true, resolve });
    expect(outcome).toEqual({ status: 204 });
    expect(calls).toEqual(['localhost']);
    // The request still names the host it was sent to.
    expect(hook.requests).toEqual([{ url: '/hook', host: `localhost:${hook.port}` }]);
    expect(decoy.connections).toBe(0);
  });

  it('hands the HTTP client only the checked addresses, whatever name it asks for', () => {
    const lookup = pinnedLookup([v4('192.0.2.1'), v6('2001:db8::1')]);
    const got: unknown[] = [];
    lookup('elsewhere.example', { all: true }, (_err, addresses) => got.push(addresses));
    lookup('elsewhere.example', {}, (_err, address, family) => got.push([address, family]));
    expect(got).toEqual([
      [v4('192.0.2.1'), v6('2001:db8::1')],
      ['192.0.2.1', 4],
    ]);
  });

  it('does not follow a redirect: a 3xx is a failed delivery', async () => {
    redirectTo = `http://127.0.0.2:${hook.port}/internal`;
    const { resolve } = answers([v4('127.0.0.1')]);
    const outcome = await post(`http://localhost:${hook.port}/moved`, { allowLoopback: true, resolve });
    expect(outcome).toEqual({
      status: 302,
      error: 'HTTP 302: redirects are not followed; save the new URL instead',
    });
    expect(hook.requests).toHaveLength(1);
    expect(decoy.connections).toBe(0);
  });

  it('gives up on a receiver that never answers at the deadline, and on a resolver that hangs', async () => {
    const silent = await listen('127.0.0.1', () => {});
    try {
      const { resolve } = answers([v4('127.0.0.1')]);
      const started = Date.now();
      const url = `http://localhost:${silent.port}/x`;
      expect(await post(url, { allowLoopback: true, resolve, timeoutMs: 300 })).toEqual({
        status: null,
        error: 'timed out after 0.3 s',
      });
      const hanging: ResolveHost = () => new Promise(() => {});
      expect(await post(url, { allowLoopback: true, resolve: hanging, timeoutMs: 300 })).toEqual({
        status: null,
        error: 'timed out after 0.3 s',
      });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(silent.requests).toHaveLength(1);
    } finally {
      await close(silent);
    }
  });

  it('says why when a name does not resolve or the URL is not http(s)', async () => {
    const missing: ResolveHost = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await post('https://localhost/x', { allowLoopback: true, resolve: missing })).toEqual({
      status: null,
      error: 'could not resolve localhost: ENOTFOUND',
    });
    expect(await post('https://localhost/x', { allowLoopback: true, resolve: async () => [] })).toEqual({
      status: null,
      error: 'could not resolve localhost: no address',
    });
    expect(await post('ftp://localhost/x', { allowLoopback: true })).toMatchObject({ status: null });
  });
});
