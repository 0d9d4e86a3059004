// Reads a Server-Sent Event stream off a raw socket: the HTTP head, then HTTP/1.1 chunked framing
// (or none, for a body that is not chunked), then events. The cluster test's viewers use it instead
// of an HTTP client: 10,000 of them on two cores leave no room for a heavy one, and a balancer may
// re-chunk what it forwards, so events are cut out of the decoded body, never out of raw packets.

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseHead {
  status: number;
  headers: Record<string, string>;
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

export class SseReader {
  head: SseHead | null = null;
  private raw: Buffer = Buffer.alloc(0);
  private chunked = false;
  /** Bytes still owed by the current chunk; -1 while a size line is expected. */
  private owed = -1;
  private text = '';
  /** The last chunk came: the body is over (a chunked body's end; a plain one ends with the socket). */
  ended = false;

  constructor(
    private readonly onHead: (head: SseHead) => void,
    private readonly onEvent: (event: SseEvent) => void,
    /**
     * The body ended while the connection stays open: a server that ends its streams as it shuts
     * down sends the last chunk, and a balancer keeps the client's connection for its next request.
     * EventSource reconnects when the body ends, not when the connection closes.
     */
    private readonly onEnd: () => void = () => undefined,
  ) {}

  /** The bytes read; they may be reused once this returns (a socket's onread buffer): what is kept is copied. */
  push(bytes: Buffer): void {
    if (this.ended) return;
    this.raw = this.raw.length ? Buffer.concat([this.raw, bytes]) : bytes;
    if (this.head || this.readHead()) {
      this.text += this.chunked ? this.readChunks() : this.takeAll();
      this.readEvents();
    }
    if (this.ended) this.onEnd();
    else if (this.raw.length && this.raw.buffer === bytes.buffer) this.raw = Buffer.from(this.raw);
  }

  private readHead(): boolean {
    const end = this.raw.indexOf(HEAD_END);
    if (end < 0) return false;
    const lines = this.raw.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    this.head = { status, headers };
    this.chunked = /chunked/i.test(headers['transfer-encoding'] ?? '');
    this.raw = this.raw.subarray(end + HEAD_END.length);
    this.onHead(this.head);
    return true;
  }

  private takeAll(): string {
    const out = this.raw.toString('utf8');
    this.raw = Buffer.alloc(0);
    return out;
  }

  private readChunks(): string {
    const parts: Buffer[] = [];
    for (;;) {
      if (this.owed < 0) {
        const eol = this.raw.indexOf(CRLF);
        if (eol < 0) break;
        this.owed = Number.parseInt(this.raw.subarray(0, eol).toString('latin1'), 16);
        this.raw = this.raw.subarray(eol + 2);
        if (!Number.isFinite(this.owed)) throw new Error('bad chunk size line');
        if (this.owed === 0) {
          this.ended = true; // the last chunk (trailers, if any, are not read)
          break;
        }
      }
      // A chunk's bytes and its closing CRLF; the zero chunk ends the body.
      if (this.raw.length < this.owed + 2) break;
      parts.push(this.raw.subarray(0, this.owed));
      this.raw = this.raw.subarray(this.owed + 2);
      this.owed = -1;
    }
    // Utf-8 may split across chunks: decoded once whole chunks are joined; a split inside one
    // event's bytes across two chunks is not something the server does (one chunk per event).
    return Buffer.concat(parts).toString('utf8');
  }

  private readEvents(): void {
    for (;;) {
      const end = this.text.indexOf('\n\n');
      if (end < 0) return;
      const block = this.text.slice(0, end);
      this.text = this.text.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue; // a comment: the heartbeat
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) this.onEvent({ id, event, data: data.join('\n') });
    }
  }
}
