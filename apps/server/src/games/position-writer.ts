/**
 * The built-in host's persistence of games in play: every decision is kept in memory and written with the position
 * (chang/ju/ben/scores) at every hand end, pause and shutdown. Writes queue up and go in batches, one transaction per
 * batch of games, one at a time, so the driver loop never waits for the database. Under pacing a batch gathers for
 * `flushMs` first (hand ends of many games are spread over the hand's length; one commit per pass of the driver
 * loop would be hundreds of commits a second at 750 tables), at most MAX_GAMES games a transaction, the event loop let
 * go between two (on SQLite a transaction is one synchronous stretch). A restart or a `kill -9` loses at most the hand being
 * played (and the hand ends of the last `flushMs`), which replays identically from the seed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { EnginePort } from './engine.js';
import { type PositionWrite, writePositions } from './games.repository.js';
import type { LiveGame } from './live-game.js';

/**
 * Queued writes per transaction at most: a hand's decisions of some MAX_GAMES games, a few milliseconds of
 * synchronous work on SQLite (measured with bench/pace-probe.ts).
 */
const MAX_GAMES = 64;

export interface PositionWriterOptions {
  db: Database;
  engine: EnginePort;
  clock: Clock;
  log: FastifyBaseLogger;
  owner: string;
  /** how long a batch gathers before it is written (0: at once) */
  flushMs: number;
  /** a game's row is owned by another process now: stop driving it */
  lost(uuid: string): void;
}

export class PositionWriter {
  private readonly queue: { write: PositionWrite; mark: number }[] = [];
  private writing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** writes queued so far, and of them the ones written (the queue is written in order) */
  private queued = 0;
  private written = 0;
  private readonly waiters: { mark: number; resolve: () => void }[] = [];

  constructor(private readonly o: PositionWriterOptions) {}

  /** Queues the game's unwritten decisions and its position now. */
  add(g: LiveGame): void {
    const p = this.o.engine.progress(g.state);
    const decisions = g.decisions.slice(g.persisted);
    g.persisted = g.decisions.length;
    this.queue.push({
      write: {
        uuid: g.uuid,
        owner: this.o.owner,
        seq: decisions.length ? g.nextSeq++ : g.nextSeq,
        decisions,
        chang: p.chang,
        ju: p.ju,
        ben: p.ben,
        scores: p.scores,
        decision_count: g.decisions.length,
        now: this.o.clock.now(),
      },
      mark: ++this.queued,
    });
  }

  /** Writes what is queued after `flushMs` (a batch being written picks the rest up when done). */
  kick(): void {
    if (this.writing || this.timer || this.queue.length === 0) return;
    if (this.o.flushMs <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), this.o.flushMs);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || this.queue.length === 0) return;
    this.writing = (async () => {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_GAMES);
        try {
          for (const uuid of await writePositions(
            this.o.db,
            batch.map((b) => b.write),
          )) {
            this.o.lost(uuid);
          }
        } catch (e) {
          this.o.log.error({ err: e }, 'writing game positions failed; retrying');
          this.queue.unshift(...batch);
          await new Promise((r) => setTimeout(r, 1000));
          continue;
        }
        this.wrote(batch[batch.length - 1].mark);
        // the event loop's turn between two transactions (game clocks, polls)
        if (this.queue.length) await new Promise((r) => setImmediate(r));
      }
    })().finally(() => {
      this.writing = null;
      if (this.queue.length) this.kick();
    });
  }

  private wrote(mark: number): void {
    this.written = mark;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i].mark <= mark) this.waiters.splice(i, 1)[0].resolve();
    }
  }

  /**
   * Resolves once everything queued before the call is written (at once, without the gathering pause). Writes queued
   * while it waits are not waited for: under steady load (hand ends of hundreds of games a second) the queue is never
   * empty, and a finishing game (finisher.ts) needs only its own writes before its record's transaction.
   */
  async drain(): Promise<void> {
    const mark = this.queued;
    if (this.written >= mark) return;
    const done = new Promise<void>((resolve) => this.waiters.push({ mark, resolve }));
    this.flush();
    await done;
  }
}
