import type { ServerResponse } from 'node:http';

// How a Server-Sent Event reaches 5,000 open streams cheaply. The event is encoded once per
// change, and once more as an HTTP/1.1 chunk (size line, bytes, CRLF), so each stream costs one
// socket write of shared bytes. ServerResponse.write would build the size line per stream, cork
// the socket and uncork it on a nextTick of its own, and hand the kernel four buffers: measured,
// over a quarter of the fan-out's time, and the writes left until after the loop (decision 017d).

export interface SseFrame {
  /** The event's bytes, for a response that is not chunked (an HTTP/1.0 client). */
  frame: Buffer;
  /** The same bytes as one HTTP/1.1 chunk, for a chunked response (every browser's). */
  chunk: Buffer;
}

const CRLF = Buffer.from('\r\n');

export function toSseFrame(text: string): SseFrame {
  const frame = Buffer.from(text);
  return { frame, chunk: Buffer.concat([Buffer.from(`${frame.length.toString(16)}\r\n`), frame, CRLF]) };
}

/** A comment line that keeps proxies from closing an idle stream. */
export const HEARTBEAT = toSseFrame(': heartbeat\n\n');

/**
 * Writes an event to an open stream (its head already sent). A chunked response gets the framed
 * bytes straight on its socket; until a pipelined response owns its socket, without chunking, or
 * while the response still holds bytes of its own (Node 24 keeps the head and first chunk until its
 * next tick), ServerResponse frames them itself, so nothing overtakes what it holds. An ended response gets nothing: its socket may already carry
 * the client's next request.
 */
export function writeSse(res: ServerResponse, event: SseFrame): void {
  if (res.writableEnded) return;
  const socket = res.socket;
  if (socket && res.chunkedEncoding && res.headersSent && res.writableLength === 0) socket.write(event.chunk);
  else res.write(event.frame);
}
