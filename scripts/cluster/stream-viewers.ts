import net from 'node:net';
import { createInterface } from 'node:readline';
import { type SseEvent, SseReader } from './sse-reader';

// Event-stream viewers of one counter for the cluster test, in a process of their own (the test runs
// two or three), all through the load balancer. Each behaves as a browser's EventSource does: on a
// lost stream it waits the server's `retry:` time and reconnects with Last-Event-ID, and the balancer
// picks the instance. Driven over stdin with one command a line, answered with a `WORD json` line.
// Env: LB_HOST, LB_PORT, COUNTER_ID.

const host = process.env.LB_HOST!;
const port = Number(process.env.LB_PORT);
const counterId = process.env.COUNTER_ID!;
/** The server's `retry:` (server/live/event-stream.ts): how long EventSource waits before reconnecting. */
const RETRY_MS = 2000;

const wallNow = () => performance.timeOrigin + performance.now();
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

interface Stream {
  group: string;
  socket: net.Socket | null;
  /** The instance of each connection, from the balancer's x-served-by header. */
  servers: string[];
  lastId: string | null;
  lastValue: number | null;
  /** Each lost stream: when it ended, the version before, and what the new stream began with. */
  breaks: { endedAt: number; before: number | null; reopenedAt?: number; after?: number }[];
  refused: number;
  closing: boolean;
}

const streams: Stream[] = [];
// group → version → arrival times (wall ms), kept only while `record` is on.
const arrivals = new Map<string, Map<number, number[]>>();
let recording = false;

function onEvent(s: Stream, e: SseEvent, opened: () => void) {
  if (e.event !== 'run' || e.id === null) return;
  const version = Number(e.id);
  const open = s.breaks.at(-1);
  if (open && open.after === undefined && open.reopenedAt !== undefined) open.after = version;
  s.lastId = e.id;
  if (s.group === 'load') s.lastValue = (JSON.parse(e.data) as { run: { value: number | null } }).run.value;
  if (recording) {
    const byVersion = arrivals.get(s.group) ?? new Map<number, number[]>();
    arrivals.set(s.group, byVersion);
    const list = byVersion.get(version) ?? [];
    byVersion.set(version, list);
    list.push(wallNow());
  }
  opened();
}

function connect(s: Stream): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const opened = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    // Bytes are read into one buffer shared by every stream (onread), not into a new one each, and
    // handed over without the socket's stream machinery: 10,000 viewers on the machine that runs
    // the cluster take CPU from the instances and balancers they measure. The reader copies what it
    // keeps of them.
    const socket = net.connect({ host, port, onread: { buffer: READ_BUFFER, callback: read } });
    s.socket = socket;
    const reader = new SseReader(
      (head) => {
        if (head.status !== 200) {
          s.refused += 1;
          socket.destroy();
          return;
        }
        s.servers.push(head.headers['x-served-by'] ?? '?');
        const open = s.breaks.at(-1);
        if (open && open.reopenedAt === undefined) open.reopenedAt = wallNow();
      },
      (e) => onEvent(s, e, opened),
      // The server ended the stream (it is shutting down): as EventSource does, the stream is lost
      // now, not when the balancer closes the idle connection (10 s later).
      () => socket.destroy(),
    );
    socket.on('connect', () =>
      socket.write(
        `GET /api/counters/${counterId}/events HTTP/1.1\r\nhost: ${host}\r\naccept: text/event-stream\r\n` +
          `${s.lastId === null ? '' : `last-event-id: ${s.lastId}\r\n`}\r\n`,
      ),
    );
    function read(bytes: number, buffer: Uint8Array): boolean {
      reader.push(Buffer.from(buffer.buffer, buffer.byteOffset, bytes));
      return true; // keep reading
    }
    socket.on('error', () => undefined); // 'close' follows
    socket.on('close', () => {
      if (s.closing) return;
      const last = s.breaks.at(-1);
      // A stream that ended before its first event is one more attempt of the same break.
      if (!last || last.after !== undefined)
        s.breaks.push({ endedAt: wallNow(), before: s.lastId === null ? null : Number(s.lastId) });
      setTimeout(() => void connect(s).then(opened), RETRY_MS);
    });
  });
}

async function openStreams(count: number, group: string) {
  const started = wallNow();
  for (let i = 0; i < count; i += 500) {
    const batch: Promise<void>[] = [];
    for (let j = i; j < Math.min(count, i + 500); j++) {
      const s: Stream = {
        group,
        socket: null,
        servers: [],
        lastId: null,
        lastValue: null,
        breaks: [],
        refused: 0,
        closing: false,
      };
      streams.push(s);
      batch.push(connect(s));
    }
    await Promise.all(batch);
  }
  return { ms: Math.round(wallNow() - started) };
}

function summary(group: string) {
  const mine = streams.filter((s) => s.group === group);
  const perServer: Record<string, number> = {};
  for (const s of mine) {
    const now = s.servers.at(-1) ?? '?';
    perServer[now] = (perServer[now] ?? 0) + 1;
  }
  return {
    count: mine.length,
    perServer,
    refused: mine.reduce((n, s) => n + s.refused, 0),
    streams:
      group === 'load'
        ? mine.map(({ servers, lastId, lastValue, breaks }) => ({ servers, lastId, lastValue, breaks }))
        : [],
    lastIds: group === 'load' ? [] : [...new Set(mine.map((s) => s.lastId))],
  };
}

for await (const line of createInterface({ input: process.stdin })) {
  const [cmd, ...args] = line.split(' ');
  if (cmd === 'open') console.log(`OPENED ${JSON.stringify(await openStreams(Number(args[0]), args[1]!))}`);
  else if (cmd === 'record') {
    recording = args[0] === 'on';
    if (recording) arrivals.clear();
    console.log('RECORDING {}');
  } else if (cmd === 'arrivals') {
    const out: Record<number, number[]> = {};
    for (const [v, list] of arrivals.get(args[0]!) ?? []) out[v] = list.map((t) => Math.round(t * 10) / 10);
    console.log(`ARRIVALS ${JSON.stringify(out)}`);
  } else if (cmd === 'summary') console.log(`SUMMARY ${JSON.stringify(summary(args[0]!))}`);
  else if (cmd === 'close') {
    for (const s of streams) {
      s.closing = true;
      s.socket?.destroy();
    }
    console.log('CLOSED {}');
    process.exit(0);
  }
}
