// A minimal Server-Sent Events reader over node's fetch, for tests and the live benchmark.

export interface SseEvent {
  event: string;
  id: string;
  data: string;
}

export interface SseReader {
  status: number;
  /** The next event, waiting up to timeoutMs. */
  next(timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, onEvent?: (e: SseEvent) => void): Promise<SseReader> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiters: ((e: SseEvent) => void)[] = [];
  const push = (e: SseEvent) => {
    onEvent?.(e);
    const w = waiters.shift();
    if (w) w(e);
    else queue.push(e);
  };
  void (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { event: 'message', id: '', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              e.data = line.slice(6);
              hasData = true;
            }
          }
          if (hasData) push(e);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: res.status,
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event within timeout')), timeoutMs);
        waiters.push((e) => {
          clearTimeout(timer);
          resolve(e);
        });
      });
    },
    close: () => controller.abort(),
  };
}
