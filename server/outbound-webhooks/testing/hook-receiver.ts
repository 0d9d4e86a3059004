import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A customer's webhook endpoint, for the API tests: the app's outbound webhooks are really sent
// here, over HTTP on loopback, which the sender calls only because the test app sets
// WEBHOOK_ALLOW_LOOPBACK_HTTP. It keeps every request so a test can check what was sent and how it
// was signed, and answers with the status a test asks for, to make the sender retry.

export interface HookRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The Countstream-Signature header ("t=<seconds>,v1=<hex>"), or 'undefined' when it was missing. */
  signature: string;
  body: string;
  /** When the whole body had arrived (Date.now()), for tests that time the sender. */
  at: number;
}

export interface HookReceiver {
  /** http://127.0.0.1:<port>, no trailing slash. */
  base: string;
  port: number;
  /** A URL on this receiver; `/hook` unless a path is given. */
  url(path?: string): string;
  /** Every request so far, oldest first. */
  received: HookRequest[];
  /** Answer `status` from now on: to requests for `path` only, or to all the others without one. */
  answerWith(status: number, path?: string): void;
  /** Connections opened so far: proof that a refused delivery never reached the receiver. */
  connections(): number;
  /** Closes the connections still open (the sender's keep-alive ones too), then the server. */
  close(): Promise<void>;
}

/** Starts a receiver on a free port of 127.0.0.1 that answers 204 until told otherwise. */
export async function startHookReceiver(): Promise<HookReceiver> {
  const received: HookRequest[] = [];
  const answers = new Map<string, number>();
  let answer = 204;
  let connections = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = req.url ?? '';
      const signature = String(req.headers['countstream-signature']);
      received.push({ path, headers: req.headers, signature, body, at: Date.now() });
      res.statusCode = answers.get(path) ?? answer;
      res.end();
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    url: (path = '/hook') => `${base}${path}`,
    received,
    answerWith(status, path) {
      if (path === undefined) answer = status;
      else answers.set(path, status);
    },
    connections: () => connections,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
