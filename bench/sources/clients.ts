import net from 'node:net';
import { createInterface } from 'node:readline';

// Event-stream viewers for bench/sources.ts, in a process of their own. Plain TCP sockets: on
// arrival a chunk is only searched for the count it carries (`"source":{"value":N`) and stamped
// with the wall clock (timeOrigin + now, comparable across the bench's processes).
// Commands on stdin: `connect <port> <count> <counterId,counterId,…>`, `report`, `quit`.

const wallNow = () => performance.timeOrigin + performance.now();
const VALUE = /"source":\{"value":(\d+|null)/g;
/** counter id → value → arrival times at its viewers */
const arrivals = new Map<string, Map<string, number[]>>();
const sockets: net.Socket[] = [];

function connect(port: number, counterId: string): Promise<void> {
  const request = Buffer.from(
    `GET /api/counters/${counterId}/events HTTP/1.1\r\nhost: 127.0.0.1\r\naccept: text/event-stream\r\n\r\n`,
  );
  let byValue = arrivals.get(counterId);
  if (!byValue) {
    byValue = new Map();
    arrivals.set(counterId, byValue);
  }
  const mine = byValue;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let opened = false;
    let last = '';
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => {
      const at = wallNow();
      for (const m of chunk.toString('latin1').matchAll(VALUE)) {
        const value = m[1] as string;
        if (value === last) continue;
        last = value;
        const list = mine.get(value);
        if (list) list.push(at);
        else mine.set(value, [at]);
        if (!opened) {
          opened = true;
          resolve();
        }
      }
    });
    socket.on('error', (err) => (opened ? undefined : reject(err)));
    sockets.push(socket);
  });
}

for await (const line of createInterface({ input: process.stdin })) {
  const [cmd, ...args] = line.split(' ');
  if (cmd === 'connect') {
    const port = Number(args[0]);
    const count = Number(args[1]);
    const ids = String(args[2]).split(',');
    for (let i = 0; i < count; i += 250) {
      const batch = [];
      for (let j = i; j < Math.min(count, i + 250); j++)
        batch.push(connect(port, ids[j % ids.length] as string));
      await Promise.all(batch);
    }
    console.log(`CONNECTED ${JSON.stringify({ sockets: sockets.length })}`);
  } else if (cmd === 'report') {
    const out: Record<string, Record<string, number[]>> = {};
    for (const [id, byValue] of arrivals) out[id] = Object.fromEntries(byValue);
    console.log(`REPORT ${JSON.stringify(out)}`);
  } else if (cmd === 'quit') {
    for (const s of sockets) s.destroy();
    process.exit(0);
  }
}
