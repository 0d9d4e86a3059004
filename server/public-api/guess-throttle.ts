// Per-address count of wrong API keys and webhook tokens. The per-key rate limit cannot slow a
// caller who sends a new made-up key each time (each one is its own bucket, and each still costs
// a database lookup), so after too many misses an address is refused before the lookup. Callers
// with a valid key never miss, so they never meet this limit.

interface Window {
  misses: number;
  resetAt: number;
}

export class GuessThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly maxMisses: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(address: string, now = Date.now()): boolean {
    const w = this.windows.get(address);
    if (!w) return false;
    if (w.resetAt <= now) {
      this.windows.delete(address);
      return false;
    }
    return w.misses >= this.maxMisses;
  }

  recordMiss(address: string, now = Date.now()): void {
    const w = this.windows.get(address);
    if (w && w.resetAt > now) {
      w.misses++;
      return;
    }
    if (this.windows.size >= 10_000) this.prune(now); // bounded memory under a spread-out flood
    this.windows.set(address, { misses: 1, resetAt: now + this.windowMs });
  }

  private prune(now: number): void {
    for (const [address, w] of this.windows) if (w.resetAt <= now) this.windows.delete(address);
    // Still full: the flood is live; forget the oldest rather than grow without bound.
    const excess = this.windows.size - 9_000;
    // Stryker disable next-line EqualityOperator: at 0 excess, slice(0, 0) forgets no one either
    if (excess > 0)
      for (const address of [...this.windows.keys()].slice(0, excess)) this.windows.delete(address);
  }
}
