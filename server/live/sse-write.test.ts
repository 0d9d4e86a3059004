import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { HEARTBEAT, toSseFrame, writeSse } from './sse-write';

// The fan-out writes pre-framed HTTP chunks straight to the socket: the bytes on the wire must be
// exactly what ServerResponse would have sent, for HTTP/1.1 (chunked) and HTTP/1.0 (not chunked).

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A server whose one response writes these events (then ends), and the raw bytes a client reads. */
async function exchange(httpVersion: '1.0' | '1.1', write: (res: http.ServerResponse) => void) {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 2000\n\n');
    write(res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  const socket = net.connect({ port, host: '127.0.0.1' });
  socket.write(`GET / HTTP/${httpVersion}\r\nhost: x\r\nconnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  for await (const c of socket) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.slice(text.indexOf('\r\n\r\n') + 4);
}

describe('writeSse', () => {
  it('sends one valid HTTP/1.1 chunk, its size in bytes (not characters)', async () => {
    const event = toSseFrame('id: 3\nevent: run\ndata: {"name":"Zoë ⏱"}\n\n');
    // Once the response has handed its head and first chunk to the socket (a tick later on Node 24).
    const body = await exchange('1.1', (res) =>
      setImmediate(() => {
        writeSse(res, event);
        writeSse(res, HEARTBEAT);
        res.end();
      }),
    );
    const bytes = Buffer.byteLength('id: 3\nevent: run\ndata: {"name":"Zoë ⏱"}\n\n');
    expect(body).toBe(
      `d\r\nretry: 2000\n\n\r\n${bytes.toString(16)}\r\nid: 3\nevent: run\ndata: {"name":"Zoë ⏱"}\n\n\r\n` +
        'd\r\n: heartbeat\n\n\r\n0\r\n\r\n',
    );
  });

  it('is never overtaken: an event right after the head arrives after what the response still held', async () => {
    const body = await exchange('1.1', (res) => {
      writeSse(res, toSseFrame('id: 0\nevent: run\ndata: {}\n\n'));
      writeSse(res, HEARTBEAT);
      res.end();
    });
    // Decoded, whatever chunks Node made of them: the bytes in the order they were written.
    let rest = body;
    let payload = '';
    for (;;) {
      const line = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.slice(0, line), 16);
      if (size === 0) break;
      payload += Buffer.from(rest.slice(line + 2))
        .subarray(0, size)
        .toString('utf8');
      rest = Buffer.from(rest.slice(line + 2))
        .subarray(size + 2)
        .toString('utf8');
    }
    expect(payload).toBe('retry: 2000\n\nid: 0\nevent: run\ndata: {}\n\n: heartbeat\n\n');
  });

  it('sends the bare event to an HTTP/1.0 client, whose response is not chunked', async () => {
    const body = await exchange('1.0', (res) => {
      writeSse(res, toSseFrame('id: 1\nevent: run\ndata: {}\n\n'));
      res.end();
    });
    expect(body).toBe('retry: 2000\n\nid: 1\nevent: run\ndata: {}\n\n');
  });

  it('hands a chunked stream the shared pre-framed bytes in one socket write (5,000 streams, one encoding)', async () => {
    const event = toSseFrame('id: 2\nevent: run\ndata: {}\n\n');
    let written: unknown[] = [];
    await exchange('1.1', (res) =>
      setImmediate(() => {
        const socket = res.socket!;
        const write = socket.write.bind(socket);
        socket.write = ((chunk: unknown, ...rest: never[]) => {
          written.push(chunk);
          return write(chunk as Buffer, ...rest);
        }) as typeof socket.write;
        written = [];
        writeSse(res, event);
        socket.write = write;
        res.end();
      }),
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toBe(event.chunk);
  });

  it('writes nothing after the response ended (the socket may carry the next request)', async () => {
    const body = await exchange('1.1', (res) => {
      res.end();
      writeSse(res, HEARTBEAT);
    });
    expect(body).toBe('d\r\nretry: 2000\n\n\r\n0\r\n\r\n');
  });
});
