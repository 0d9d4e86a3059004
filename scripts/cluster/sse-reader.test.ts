import { describe, expect, it } from 'vitest';
import { type SseEvent, type SseHead, SseReader } from './sse-reader';

const chunk = (text: string) => {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')]);
};

function read(parts: Buffer[]) {
  const heads: SseHead[] = [];
  const events: SseEvent[] = [];
  const reader = new SseReader(
    (h) => heads.push(h),
    (e) => events.push(e),
  );
  for (const p of parts) reader.push(p);
  return { heads, events };
}

const HEAD =
  'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nX-Served-By: app2\r\ntransfer-encoding: chunked\r\n\r\n';

describe('SseReader', () => {
  it('reads the head, then events out of HTTP chunks, skipping comments', () => {
    const body = Buffer.concat([
      Buffer.from(HEAD),
      chunk('retry: 2000\n\n'),
      chunk('id: 3\nevent: run\ndata: {"run":{"version":3}}\n\n'),
      chunk(': heartbeat\n\n'),
      chunk('id: 4\nevent: run\ndata: {"name":"Zoë"}\n\n'),
    ]);
    const { heads, events } = read([body]);
    expect(heads).toEqual([{ status: 200, headers: expect.objectContaining({ 'x-served-by': 'app2' }) }]);
    expect(events).toEqual([
      { id: '3', event: 'run', data: '{"run":{"version":3}}' },
      { id: '4', event: 'run', data: '{"name":"Zoë"}' },
    ]);
  });

  it('joins events cut anywhere: in the head, a size line, a chunk, or between chunks', () => {
    const whole = Buffer.concat([
      Buffer.from(HEAD),
      chunk('id: 1\nevent: run\ndata: {"a":"é"}\n'),
      chunk('\nid: 2\nevent: run\ndata: {}\n\n'),
    ]);
    for (let cut = 1; cut < whole.length; cut += 3) {
      const { events } = read([whole.subarray(0, cut), whole.subarray(cut)]);
      expect(events.map((e) => e.id)).toEqual(['1', '2']);
      expect(events[0]!.data).toBe('{"a":"é"}');
    }
  });

  it('keeps what it needs of bytes read into a buffer that is then reused (a socket onread)', () => {
    const whole = Buffer.concat([
      Buffer.from(HEAD),
      chunk('id: 1\nevent: run\ndata: {"a":"é"}\n\n'),
      chunk('id: 2\nevent: run\ndata: {}\n\n'),
    ]);
    for (let cut = 1; cut < whole.length; cut += 5) {
      const shared = Buffer.alloc(whole.length);
      const events: SseEvent[] = [];
      const reader = new SseReader(
        () => undefined,
        (e) => events.push(e),
      );
      for (const part of [whole.subarray(0, cut), whole.subarray(cut)]) {
        part.copy(shared);
        reader.push(shared.subarray(0, part.length));
        shared.fill(0x2a); // the next read overwrites it
      }
      expect(events.map((e) => [e.id, e.data])).toEqual([
        ['1', '{"a":"é"}'],
        ['2', '{}'],
      ]);
    }
  });

  it('says when a chunked body ends, after the events before its last chunk, and reads no more', () => {
    const ends: number[] = [];
    const events: SseEvent[] = [];
    const reader = new SseReader(
      () => undefined,
      (e) => events.push(e),
      () => ends.push(events.length),
    );
    reader.push(Buffer.concat([Buffer.from(HEAD), chunk('id: 1\nevent: run\ndata: {}\n\n')]));
    expect(ends).toEqual([]);
    reader.push(Buffer.concat([chunk('id: 2\nevent: run\ndata: {}\n\n'), Buffer.from('0\r\n\r\n')]));
    reader.push(chunk('id: 3\nevent: run\ndata: {}\n\n'));
    expect(events.map((e) => e.id)).toEqual(['1', '2']);
    expect(ends).toEqual([2]);
    expect(reader.ended).toBe(true);
  });

  it('reads a body that is not chunked, and a refusal head', () => {
    const plain = read([Buffer.from('HTTP/1.1 200 OK\r\n\r\nid: 7\nevent: run\ndata: x\n\n')]);
    expect(plain.events).toEqual([{ id: '7', event: 'run', data: 'x' }]);
    const refused = read([Buffer.from('HTTP/1.1 429 Too Many Requests\r\ncontent-length: 2\r\n\r\n{}')]);
    expect(refused.heads[0]!.status).toBe(429);
    expect(refused.events).toEqual([]);
  });
});
