import net from 'node:net';
import { createInterface } from 'node:readline';

// Server-Sent Event viewers for bench/live.ts, in a process of their own so that the bench's
// clients do not queue behind its own bookkeeping, and their cost can be measured apart from the
// server's. Plain TCP sockets, no HTTP client: on arrival a chunk is only searched for its
// `id: <version>` line and stamped with the wall clock (timeOrigin + now, comparable across the
// bench's processes to well under a millisecond).
// Env: PORTS (comma-separated), COUNTER_ID, COUNT, FIRST (global index of the first viewer: viewer
// i connects to PORTS[i % PORTS.length], as the bench always split them).
const ports = process.env.PORTS!.split(',').map(Number);
const counterId = process.env.COUNTER_ID!;
const count = Number(process.env.COUNT);
const first = Number(process.env.FIRST ?? 0);
const request = Buffer.from(
  `GET /api/counters/${counterId}/events HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\n\r\n`,
);

const wallNow = () => performance.timeOrigin + performance.now();
// port → version → arrival times (wall ms), over every viewer of this process.
const arrivals = new Map<number, Map<number, number[]>>();
const sockets: net.Socket[] = [];
const ID_LINE = /(?:^|\n)id: (\d+)\n/g;

function record(byVersion: Map<number, number[]>, chunk: Buffer, at: number): boolean {
  let found = false;
  for (const m of chunk.toString('latin1').matchAll(ID_LINE)) {
    const v = Number(m[1]);
    let list = byVersion.get(v);
    if (!list) {
      list = [];
      byVersion.set(v, list);
    }
    list.push(at);
    found = true;
  }
  return found;
}

function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let opened = false;
    let byVersion = arrivals.get(port);
    if (!byVersion) {
      byVersion = new Map();
      arrivals.set(port, byVersion);
    }
    const mine = byVersion;
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      const gotOne = record(mine, chunk, wallNow());
      if (!opened && gotOne) {
        opened = true;
        resolve();
      }
    });
    socket.on('error', (err) => (opened ? undefined : reject(err)));
    sockets.push(socket);
  });
}

async function connectAll() {
  for (let i = 0; i < count; i += 250) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 250); j++)
      batch.push(connect(ports[(first + j) % ports.length]!));
    await Promise.all(batch);
  }
}

let cpuFrom = process.cpuUsage();
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'connect') {
    await connectAll();
    console.log('CONNECTED {}');
  } else if (line === 'cpu-start') {
    cpuFrom = process.cpuUsage();
    console.log('CPU-STARTED {}');
  } else if (line === 'report') {
    const cpu = process.cpuUsage(cpuFrom);
    const out: Record<number, Record<number, number[]>> = {};
    for (const [port, byVersion] of arrivals) {
      out[port] = {};
      for (const [v, list] of byVersion) out[port][v] = list.map((t) => Math.round(t * 10) / 10);
    }
    console.log(
      `REPORT ${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, sysMs: cpu.system / 1000, arrivals: out })}`,
    );
  } else if (line === 'quit') {
    for (const s of sockets) s.destroy();
    process.exit(0);
  }
}
