import { AppError } from '@core/errors/app-error';

// Renders run on the event loop (Skia paints and GIF encoding between turns): every one in flight
// stretches the answer to every other request. At most `limit` run at once, at most `queue` wait
// their turn, and past that a render is refused at once with a 503 and Retry-After, so a flood of
// cache misses costs a bounded amount of work instead of piling up behind itself.
export interface RenderSlotsOptions {
  /** Renders running at once. */
  limit: number;
  /** Renders waiting for a slot; one more is refused. */
  queue: number;
  /** What the refusal tells the client to wait, in seconds. */
  retryAfterS?: number;
}

/** A render refused because the slots and the queue are full: answered 503 with Retry-After. */
export class RendersBusy extends AppError {
  constructor(readonly retryAfterS: number) {
    super('unavailable', `Images are busy. Please try again in ${retryAfterS} seconds.`);
  }
}

export class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly retryAfterS: number;

  constructor(private readonly opts: RenderSlotsOptions) {
    this.retryAfterS = opts.retryAfterS ?? 5;
  }

  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.opts.limit) {
      if (this.waiting.length >= this.opts.queue) throw new RendersBusy(this.retryAfterS);
      // The slot is handed over by the render that frees it (release), so it is never over-counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await render();
    } finally {
      this.release();
    }
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
