/**
 * Counts open event streams per client IP on this instance, so one client cannot hold unlimited
 * connections. A slot is taken before the stream's first query and given back exactly once,
 * however the request ends (refused, 404, client gone before or after the stream opened).
 */
export class StreamCap {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** A release function for the new slot, or null when this IP is at the cap. */
  acquire(ip: string): (() => void) | null {
    const n = this.open.get(ip) ?? 0;
    if (n >= this.max) return null;
    this.open.set(ip, n + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.open.get(ip) ?? 1) - 1;
      if (left > 0) this.open.set(ip, left);
      else this.open.delete(ip); // no entry per IP that ever connected
    };
  }

  count(ip: string): number {
    return this.open.get(ip) ?? 0;
  }

  /** IPs with a stream open: a leak shows here. */
  get size(): number {
    return this.open.size;
  }
}
