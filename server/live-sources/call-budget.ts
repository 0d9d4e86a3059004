import type { PlatformLimits } from './platform-reader';
import { nextPacificMidnight } from './reset-times';

// A platform's allowance of calls, kept on our side so we never make the call that the platform
// would refuse: a rolling window (Twitch's minute, Bluesky's five minutes, X's fifteen) or
// YouTube's day, which starts again at midnight Pacific. A refusal the platform sends anyway (a 429
// with its reset time, YouTube's quotaExceeded) blocks every call until the time it named.

export interface BudgetState {
  /** Calls still allowed in the current window. */
  left: number;
  /** When the window that limits us next frees a call (epoch ms), or when the block ends. */
  nextCallAt: number;
  /** Epoch ms until which the platform told us not to call, or null. */
  blockedUntil: number | null;
  /** Calls made in the last hour, for the admin's health page. */
  callsLastHour: number;
}

const HOUR_MS = 3_600_000;

export class CallBudget {
  private readonly stamps: number[] = [];
  private dayEndsAt = 0;
  private usedToday = 0;
  private blockedUntil = 0;

  constructor(private readonly limits: PlatformLimits) {}

  /** Calls still allowed now (0 while blocked). */
  left(now: number): number {
    if (now < this.blockedUntil) return 0;
    return this.limits.callsPerWindow - this.used(now);
  }

  /** The earliest instant a call may go (now, when one may). */
  nextCallAt(now: number): number {
    if (now < this.blockedUntil) return this.blockedUntil;
    if (this.left(now) > 0) return now;
    const window = this.limits.window;
    if (window === 'pacific-day') return this.dayEndsAt;
    // The oldest call in the window leaves it first.
    return (this.stamps[this.stamps.length - this.limits.callsPerWindow] ?? now) + window.seconds * 1000;
  }

  /** Counts a call made now (a refused one too: YouTube charges errors, and so do windows). */
  spend(now: number): void {
    this.used(now);
    this.usedToday += 1;
    this.stamps.push(now);
  }

  /** The platform said: not before `until`. */
  block(until: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, until);
  }

  /**
   * The shortest interval (ms) at which `batches` calls per round can go on until the window ends
   * without running out: YouTube's units are spread over what is left of the day, so the cadence
   * slows before the units run out rather than stopping at the end.
   */
  sustainableIntervalMs(now: number, batches: number): number {
    if (batches <= 0) return 0;
    const window = this.limits.window;
    if (window !== 'pacific-day')
      return Math.ceil((batches * window.seconds * 1000) / this.limits.callsPerWindow);
    const left = this.left(now);
    const untilReset = this.dayEndsAt - now;
    if (left <= 0) return untilReset;
    return Math.ceil((batches * untilReset) / left);
  }

  state(now: number): BudgetState {
    const hourAgo = now - HOUR_MS;
    return {
      left: Math.max(0, this.left(now)),
      nextCallAt: this.nextCallAt(now),
      blockedUntil: now < this.blockedUntil ? this.blockedUntil : null,
      callsLastHour: this.stamps.filter((t) => t > hourAgo).length,
    };
  }

  /** Calls counted against the current window, after dropping the ones it has left behind. */
  private used(now: number): number {
    // Stamps are kept an hour for the health page, and at least a window for the rolling count.
    const window = this.limits.window;
    const keepMs = Math.max(HOUR_MS, window === 'pacific-day' ? 0 : window.seconds * 1000);
    while (this.stamps.length && (this.stamps[0] as number) <= now - keepMs) this.stamps.shift();
    if (window === 'pacific-day') {
      if (now >= this.dayEndsAt) {
        this.dayEndsAt = nextPacificMidnight(now);
        this.usedToday = 0;
      }
      return this.usedToday;
    }
    const since = now - window.seconds * 1000;
    let n = 0;
    for (let i = this.stamps.length - 1; i >= 0 && (this.stamps[i] as number) > since; i--) n++;
    return n;
  }
}
