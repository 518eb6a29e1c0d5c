/**
 * Rate-limits repeated log lines per key (e.g. a client address and what it did wrong): the first line of a key in
 * each window is written, the rest are counted and reported with the next one written. Bounded: past `maxKeys`
 * keys the oldest are forgotten (a flood from many addresses then writes at most one line per new key).
 */
export class RepeatLimiter {
  private readonly seen = new Map<string, { since: number; suppressed: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly maxKeys = 10_000,
  ) {}

  /** Whether to write this key's line now, and how many of its lines were held back since the last one written. */
  allow(key: string, now: number): { write: boolean; suppressed: number } {
    const entry = this.seen.get(key);
    if (entry && now - entry.since < this.windowMs) {
      entry.suppressed++;
      return { write: false, suppressed: 0 };
    }
    const suppressed = entry?.suppressed ?? 0;
    this.seen.delete(key);
    this.seen.set(key, { since: now, suppressed: 0 });
    if (this.seen.size > this.maxKeys) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return { write: true, suppressed };
  }
}
