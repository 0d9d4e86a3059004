import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The loopback server each platform's stand-in is built on (platforms/<name>/testing/): it records
// every call, and lets a test queue the answers the platform documents for bad days (a 429 with its
// reset header, a 5xx, a hang) before the stand-in's own answer. What a platform answers on a good
// day is its stand-in's `handle`.

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** When the call arrived (epoch ms): the benchmark times a change from the read that carried it. */
  at: number;
}

export interface CannedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's timeout must end the call). */
  hang?: boolean;
}

export type Reply = (status: number, body: unknown, headers?: Record<string, string>) => void;

export abstract class PlatformStandIn {
  url = '';
  calls: RecordedCall[] = [];
  private server: Server | null = null;
  private readonly queued: CannedAnswer[] = [];
  private readonly hanging = new Set<ServerResponse>();

  /** Answers one call as the platform does on a good day. */
  protected abstract handle(call: RecordedCall, reply: Reply): void;

  /** The next calls get these answers, in order, before the stand-in answers for itself again. */
  answerNext(...answers: CannedAnswer[]): void {
    this.queued.push(...answers);
  }

  /** Calls whose path ends with `suffix` (the endpoint, without the base path). */
  callsTo(suffix: string): RecordedCall[] {
    return this.calls.filter((c) => c.path.endsWith(suffix));
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        at: Date.now(),
      };
      this.calls.push(call);
      const reply: Reply = (status, body, headers = {}) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      const canned = this.queued.shift();
      if (canned?.hang) {
        this.hanging.add(res);
        return;
      }
      if (canned) return reply(canned.status, canned.body, canned.headers);
      this.handle(call, reply);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
