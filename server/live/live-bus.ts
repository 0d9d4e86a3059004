import type { LiveSnapshot } from '@core/counter/live/run-state';
import { liveFanoutDelay } from '../metrics';
import { type SseFrame, toSseFrame } from './sse-write';

// Per-process fan-out of run changes. A change carries only the counter id (here and over
// PostgreSQL NOTIFY): the bus reloads the state once per change and hands the same serialized
// message to every subscriber, so 5,000 viewers of one counter cost one query, not 5,000.

export interface LiveMessage {
  snapshot: LiveSnapshot;
  /** JSON of the snapshot, serialized once for every stream. */
  data: string;
  /**
   * The whole Server-Sent Event, built and encoded to bytes (and to an HTTP chunk) once: 5,000
   * writes of the same bytes, not 5,000 encodings.
   */
  event: SseFrame;
}

export function toLiveMessage(snapshot: LiveSnapshot): LiveMessage {
  const data = JSON.stringify(snapshot);
  return {
    snapshot,
    data,
    event: toSseFrame(`id: ${snapshot.run.version}\nevent: run\ndata: ${data}\n\n`),
  };
}
export type LiveListener = (message: LiveMessage) => void;

/** Carries ids between instances; without one (PGlite: one process) changes stay local. */
export interface LiveTransport {
  notify(counterId: string): Promise<void>;
  close(): Promise<void>;
}

export class LiveBus {
  private readonly subscribers = new Map<string, Set<LiveListener>>();
  private readonly loading = new Set<string>();
  private readonly dirty = new Set<string>();
  /** When the oldest change not yet written to a counter's streams reached this instance. */
  private readonly arrived = new Map<string, number>();
  private readonly notices = new Map<string, { current: Promise<void>; next?: Promise<void> }>();
  transport: LiveTransport | null = null;

  constructor(
    private readonly load: (counterId: string) => Promise<LiveSnapshot | null>,
    private readonly onError: (err: unknown) => void,
  ) {}

  subscribe(counterId: string, listener: LiveListener): () => void {
    let set = this.subscribers.get(counterId);
    if (!set) {
      set = new Set();
      this.subscribers.set(counterId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.subscribers.get(counterId) === set) this.subscribers.delete(counterId);
    };
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  /** Every counter with a subscriber here: what a transport that reconnects must reload. */
  subscribedIds(): string[] {
    return [...this.subscribers.keys()];
  }

  /**
   * After a change has committed: tells every instance (this one included). Over a transport, one
   * notice per counter is on its way at a time; changes committed meanwhile share the next one
   * (a burst of events is a few notices and reloads per instance, not one per event). A notice
   * already on its way may have been sent before the caller's commit, so the caller waits for one
   * that starts after it.
   */
  async publish(counterId: string): Promise<void> {
    const transport = this.transport;
    if (!transport) {
      this.deliver(counterId);
      return;
    }
    const sending = this.notices.get(counterId);
    if (sending) {
      sending.next ??= sending.current.catch(() => {}).then(() => this.notify(transport, counterId));
      return sending.next;
    }
    return this.notify(transport, counterId);
  }

  private notify(transport: LiveTransport, counterId: string): Promise<void> {
    const entry: { current: Promise<void>; next?: Promise<void> } = {
      current: transport.notify(counterId),
    };
    this.notices.set(counterId, entry);
    return entry.current.finally(() => {
      // A queued notice takes this one's place (it set itself when it started).
      // Stryker disable next-line ConditionalExpression: the queued notice waits on current.catch().then(), so it starts after this runs; the check keeps that order from mattering
      if (this.notices.get(counterId) === entry) this.notices.delete(counterId);
    });
  }

  /** A change arrived: reload once and fan out. Changes during a reload cause one more reload. */
  deliver(counterId: string): void {
    if (!this.subscribers.has(counterId)) return;
    if (!this.arrived.has(counterId)) this.arrived.set(counterId, performance.now());
    if (this.loading.has(counterId)) {
      this.dirty.add(counterId);
      return;
    }
    this.loading.add(counterId);
    void this.reload(counterId);
  }

  private async reload(counterId: string): Promise<void> {
    // Changes that arrive while this reload runs wait for the next: their delay starts then.
    const arrivedAt = this.arrived.get(counterId) ?? performance.now();
    this.arrived.delete(counterId);
    try {
      const snapshot = await this.load(counterId);
      if (snapshot) {
        const message = toLiveMessage(snapshot);
        for (const listener of this.subscribers.get(counterId) ?? []) listener(message);
        liveFanoutDelay.observe((performance.now() - arrivedAt) / 1000);
      }
    } catch (err) {
      this.onError(err);
    } finally {
      this.loading.delete(counterId);
      if (this.dirty.delete(counterId)) this.deliver(counterId);
    }
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    this.arrived.clear();
    await this.transport?.close();
  }
}
