import type { RunState } from '@core/counter/live/run-state';

// The runs of synced countdowns, for their images: an e-mail blast must not read the database on
// every open, so a counter's run is read at most once per `ttlMs` and shared by the requests of
// that moment. A control action (added time, a pause) shows in the image at most ttlMs later.
export class ImageRuns {
  private readonly kept = new Map<string, { at: number; run: Promise<RunState> }>();

  constructor(
    private readonly load: (id: string) => Promise<RunState>,
    private readonly ttlMs = 1000,
    private readonly maxEntries = 5000,
  ) {}

  get(id: string, now = Date.now()): Promise<RunState> {
    const hit = this.kept.get(id);
    if (hit && now - hit.at < this.ttlMs) return hit.run;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a bound on memory only; a cleared map reads again
    if (this.kept.size >= this.maxEntries) this.kept.clear();
    const run = this.load(id);
    this.kept.set(id, { at: now, run });
    // A failed read is not kept: the next image reads again.
    run.catch(() => {
      if (this.kept.get(id)?.run === run) this.kept.delete(id);
    });
    return run;
  }
}
