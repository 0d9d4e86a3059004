import type { LiveSnapshot } from '@core/counter/live/run-state';

// Loaded on demand by synced counters and counters following live counts only, so other viewers
// never pay for it.

export type ControlBody =
  | { action: 'start' | 'pause' | 'resume' | 'reset' }
  | { action: 'add-time'; ms: number }
  | { action: 'set-value'; value: number }
  | { action: 'increment'; by: number };

const isSnapshot = (v: unknown): v is LiveSnapshot =>
  typeof v === 'object' && v !== null && 'run' in v && 'serverNow' in v;

const RETRY_MS = 3000;
const MAX_RETRY_MS = 60_000;

export interface LiveOptions {
  /**
   * Also re-read the state this often while the page is visible. A live count's stream speaks only
   * when the count changes, so a display that wants to say how fresh an unchanged count is (its
   * server reads it again every minute or so) asks now and then.
   */
  refreshMs?: number;
}

/**
 * Follows a counter's run: the event stream pushes every change and, on every (re)connect, the
 * current state first. A hidden tab or OBS source re-reads the state when it becomes visible.
 */
export function connectLive(
  id: string,
  onSnapshot: (s: LiveSnapshot) => void,
  options: LiveOptions = {},
): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_MS;
  let closed = false;
  const base = `/api/counters/${encodeURIComponent(id)}`;

  const open = () => {
    source = new EventSource(`${base}/events`);
    source.addEventListener('run', (e) => {
      try {
        const data: unknown = JSON.parse((e as MessageEvent<string>).data);
        if (isSnapshot(data)) onSnapshot(data);
      } catch {
        // a malformed event is skipped; the next one carries the whole state again
      }
    });
    source.onopen = () => {
      delay = RETRY_MS;
    };
    // The browser reconnects by itself; only a stream it gave up on (CLOSED) is reopened here. That
    // is a refusal (429: too many viewers behind this network) or an outage: a plain read shows the
    // state meanwhile, and the stream is asked for again less often each time, up to a minute.
    source.onerror = () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      void resync();
      clearTimeout(retry);
      retry = setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
  };

  const resync = async () => {
    try {
      const res = await fetch(`${base}/live`, { headers: { accept: 'application/json' } });
      const data: unknown = res.ok ? await res.json() : null;
      if (!closed && isSnapshot(data)) onSnapshot(data);
    } catch {
      // offline: the stream's reconnect will bring the state
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void resync();
  };

  open();
  document.addEventListener('visibilitychange', onVisible);
  const refresh =
    options.refreshMs &&
    setInterval(() => {
      if (document.visibilityState === 'visible') void resync();
    }, options.refreshMs);
  return () => {
    closed = true;
    clearTimeout(retry);
    if (refresh) clearInterval(refresh);
    source?.close();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The owner's control call; the new state also arrives on the stream. */
export async function sendControl(id: string, body: ControlBody): Promise<LiveSnapshot | null> {
  const res = await fetch(`/api/counters/${encodeURIComponent(id)}/control`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) return null;
  const data: unknown = await res.json();
  return isSnapshot(data) ? data : null;
}
