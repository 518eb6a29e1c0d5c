/**
 * Where the server reads the time and waits for it: one clock per app (`buildApp({ clock })`, default
 * `systemClock`), in `AppContext.clock`, passed to the services, the scheduler, the game host and its driver
 * (games/), and the players' table (room, hub, socket, watch delay: modules/table). Tests pass a `ManualClock`
 * and move it; nothing they check then waits on the wall clock.
 *
 * - `now()`: unix seconds — the app's times (rows, sessions, seasons, leases).
 * - `nowMs()`: milliseconds since the epoch on the same line (`now() === Math.floor(nowMs() / 1000)`) — pacing,
 *   thinking clocks, delays, rate windows.
 * - `after(ms, fn)`: runs `fn` once, `ms` from now; answers a function that cancels it. `unref`: the timer does not
 *   keep the process alive (system clock only).
 * - `soon(fn)`: runs `fn` at the next turn of the event loop, time unchanged (setImmediate: a yield to I/O, not a
 *   wait); answers a function that cancels it.
 *
 * What stays on the machine's time on purpose: CPU budgets (the driver's slice, measured with performance.now), the
 * liveness of real peers (socket ping frames, game threads, the cluster bus and its wants) and the batching of
 * database writes — see the comments where they are.
 */
export interface Clock {
  now(): number;
  nowMs(): number;
  after(ms: number, fn: () => void, opts?: { unref?: boolean }): Cancel;
  soon(fn: () => void): Cancel;
}

/** Cancels a timer (or a `soon`); calling it again, or after the timer ran, does nothing. */
export type Cancel = () => void;

/** The machine's clock (also the clock of every game worker thread: threads/worker.ts). */
export const systemClock: Clock = {
  now: () => Math.floor(Date.now() / 1000),
  nowMs: () => Date.now(),
  after(ms, fn, opts) {
    const t = setTimeout(fn, Math.max(0, ms));
    if (opts?.unref) t.unref();
    return () => clearTimeout(t);
  },
  soon(fn) {
    const t = setImmediate(fn);
    return () => clearImmediate(t);
  },
};

interface ManualTimer {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * The tests' clock: time stands still until the test moves it. Moving it runs the timers that fall due on the way,
 * in due order (ties in the order they were set), each with the clock at its own due time; timers those set run too
 * when they fall due before the target. `soon` work and timers of 0 ms run at the next turn of the event loop (real
 * setImmediate), time unchanged.
 *
 * - `advance(seconds)` / `set(seconds)` (the seconds API the app's tests use), `advanceMs(ms)`: move at once,
 *   running due timers synchronously (what they start asynchronously runs after).
 * - `advanceMsAsync(ms)`: the same, but before each due timer (and at the end) it lets the event loop turn until the
 *   promise chains and `soon` work started so far have run — for code that chains promises or yields between steps
 *   (the game driver). `runDue()` is `advanceMsAsync(0)`.
 * - `runUntil(check)`: moves the clock in steps (advanceMsAsync) until `check` holds; the one real-time bound is for
 *   I/O (a socket message or a database write the check waits for), never for the pacing under test.
 */
export class ManualClock implements Clock {
  private ms: number;
  private timers: ManualTimer[] = [];
  private seq = 0;
  private soonPending = 0;

  constructor(seconds: number = Math.floor(Date.now() / 1000)) {
    this.ms = seconds * 1000;
  }

  now(): number {
    return Math.floor(this.ms / 1000);
  }

  nowMs(): number {
    return this.ms;
  }

  after(ms: number, fn: () => void): Cancel {
    if (!(ms > 0)) return this.soon(fn);
    const timer: ManualTimer = { at: this.ms + ms, seq: ++this.seq, fn };
    this.timers.push(timer);
    return () => {
      const i = this.timers.indexOf(timer);
      if (i >= 0) this.timers.splice(i, 1);
    };
  }

  soon(fn: () => void): Cancel {
    let done = false;
    this.soonPending++;
    const t = setImmediate(() => {
      done = true;
      this.soonPending--;
      fn();
    });
    return () => {
      if (done) return;
      done = true;
      this.soonPending--;
      clearImmediate(t);
    };
  }

  /** Timers set and not yet run. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Sets the time (seconds); forward, the timers due on the way run as in `advance`. */
  set(seconds: number): void {
    const to = seconds * 1000;
    if (to > this.ms) this.advanceMs(to - this.ms);
    else this.ms = to;
  }

  advance(seconds: number): void {
    this.advanceMs(seconds * 1000);
  }

  advanceMs(ms: number): void {
    const target = this.ms + Math.max(0, ms);
    for (let t = this.nextDue(target); t; t = this.nextDue(target)) this.fire(t);
    this.ms = target;
  }

  async advanceMsAsync(ms: number): Promise<void> {
    const target = this.ms + Math.max(0, ms);
    await this.settle();
    for (let t = this.nextDue(target); t; t = this.nextDue(target)) {
      this.fire(t);
      await this.settle();
    }
    this.ms = target;
    await this.settle();
  }

  runDue(): Promise<void> {
    return this.advanceMsAsync(0);
  }

  /**
   * Moves the clock `stepMs` at a time (advanceMsAsync) until `check` holds. `ioWaitMs`: real time let pass after
   * each step, for work the step started that waits on I/O (database queries) before the next step may come. Fails
   * once the clock has moved `limitMs`, or after `realLimitMs` of real time (a check waiting for I/O that never
   * comes).
   */
  async runUntil(
    check: () => boolean | Promise<boolean>,
    o: { stepMs?: number; ioWaitMs?: number; limitMs?: number; realLimitMs?: number } = {},
  ): Promise<void> {
    const step = o.stepMs ?? 10;
    const limit = this.ms + (o.limitMs ?? 3_600_000);
    const realEnd = Date.now() + (o.realLimitMs ?? 20_000);
    while (!(await check())) {
      if (this.ms >= limit) throw new Error('condition not met before the clock reached its limit');
      if (Date.now() > realEnd) throw new Error('condition not met in time (waiting for I/O?)');
      await this.advanceMsAsync(step);
      if (o.ioWaitMs) await new Promise((resolve) => setTimeout(resolve, o.ioWaitMs));
    }
  }

  /** Lets the event loop turn until the `soon` work queued (and queued by it) has run; time stands still. */
  private async settle(): Promise<void> {
    for (let turns = 0; turns < 10_000; turns++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.soonPending === 0) return;
    }
  }

  private nextDue(target: number): ManualTimer | null {
    let next: ManualTimer | null = null;
    for (const t of this.timers) {
      if (t.at > target) continue;
      if (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq)) next = t;
    }
    return next;
  }

  private fire(t: ManualTimer): void {
    this.timers.splice(this.timers.indexOf(t), 1);
    this.ms = Math.max(this.ms, t.at);
    t.fn();
  }
}
