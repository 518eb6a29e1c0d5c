/**
 * The built-in host's end of a game: builds the record (record.ts) when the game ends and writes it
 * (record.repository.ts) after the queued positions; then tells the game's subscribers and the host's finish
 * listeners. Records are built one at a time, as their games end, so building never piles up into one long task.
 * Games ending within `flushMs` of each other are written together (at 750 tables some 75 games end every second; a
 * commit each is most of what finishing costs), MAX_BATCH games a transaction at most, the event loop let go between
 * transactions: on SQLite a transaction is one synchronous stretch, kept to a few milliseconds. A batch that fails is split in halves and each half written
 * on its own, down to single games, so one game that cannot be written holds up nobody: it goes back to the queue with
 * a growing delay and, after a few attempts, is left to the next process (its lease runs out and the game is replayed
 * and finished there). */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { EnginePort, FinalSeat } from './engine.js';
import { releaseLease } from './games.repository.js';
import type { FinishedGame } from './host.js';
import { detachAll, emit, type LiveGame, withdrawAll } from './live-game.js';
import type { PositionWriter } from './position-writer.js';
import { buildRecord } from './record.js';
import { type FinishWrite, writeFinishedGames } from './record.repository.js';

export interface FinisherOptions {
  db: Database;
  engine: EnginePort;
  clock: Clock;
  log: FastifyBaseLogger;
  owner: string;
  writer: PositionWriter;
  games: Map<string, LiveGame>;
  listeners: Set<(g: FinishedGame) => void>;
  /** how long games ending gather before their records are written (0: at once) */
  flushMs: number;
  /** whether the host is closing (no retries then) */
  closed(): boolean;
}

interface Ending {
  g: LiveGame;
  terminated: boolean;
  /** failed writes so far */
  attempts: number;
  /** built when the game ends (null: it could not be); kept for a retry */
  built: Built | null;
}

/**
 * Games per finishing transaction at most (the rest wait for the next one). Small enough that a transaction's
 * synchronous part on SQLite stays a few milliseconds, large enough that commits stay few (measured with
 * bench/pace-probe.ts).
 */
const MAX_BATCH = 16;
/** Writes of one game before it is left to the next process. */
const MAX_ATTEMPTS = 5;

interface Built {
  g: LiveGame;
  terminated: boolean;
  result: FinalSeat[];
  write: FinishWrite;
}

export class Finisher {
  private readonly jobs = new Set<Promise<void>>();
  private waiting: Ending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing = false;

  constructor(private readonly o: FinisherOptions) {}

  /** Ends driving the game and writes its record in the background. */
  finish(g: LiveGame, terminated: boolean): void {
    if (g.status === 'ending') return;
    g.status = 'ending';
    withdrawAll(g);
    const e: Ending = { g, terminated, attempts: 0, built: null };
    e.built = this.build(e);
    this.waiting.push(e);
    if (this.o.flushMs <= 0 || terminated) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.o.flushMs);
  }

  /** Resolves when every game ended so far has its record written (or given up). */
  async settled(): Promise<void> {
    this.flush();
    while (this.jobs.size) await Promise.allSettled([...this.jobs]);
  }

  /**
   * Starts writing what has gathered. One batch at a time (two would only queue on the same season's statistics
   * rows); what ends while a batch is written gathers into the next one.
   */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || this.waiting.length === 0) return;
    const job: Promise<void> = (async () => {
      while (this.waiting.length) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        await this.writeBatch(batch).catch((e) => this.o.log.error({ err: e }, 'finishing games failed'));
        // the event loop's turn between two transactions (game clocks, polls)
        if (this.waiting.length) await new Promise((r) => setImmediate(r));
      }
    })().finally(() => {
      this.jobs.delete(job);
      this.writing = false;
      if (this.waiting.length) this.flush();
    });
    this.writing = true;
    this.jobs.add(job);
  }

  private build(e: Pick<Ending, 'g' | 'terminated'>): Built | null {
    const { g, terminated } = e;
    const E = this.o.engine;
    try {
      const result = E.result(g.state);
      if (!result) throw new Error(`game ${g.uuid} ended without a result`);
      const p = E.progress(g.state);
      const built = buildRecord({
        uuid: g.uuid,
        unique_id: g.unique_id,
        season_id: g.season_id,
        plan_uuid: g.plan_uuid,
        start_time: g.start_time,
        end_time: this.o.clock.now(),
        remark: '',
        tag: 0,
        config: g.config,
        seats: g.seats,
        terminated,
        result,
        hands: E.hands(g.state),
        yakuman: E.yakuman(g.state),
        mjai: null, // the host's games keep no log: rebuilt from the decisions when a file is asked for
        decisions: g.decisions,
      });
      const write: FinishWrite = {
        built,
        owner: this.o.owner,
        scores: result.map((r) => r.part_point_1),
        chang: p.chang,
        ju: p.ju,
        ben: p.ben,
        decision_count: g.decisions.length,
      };
      return { g, terminated, result, write };
    } catch (err) {
      this.o.log.error({ err, game: g.uuid }, 'finishing the game failed');
      return null;
    }
  }

  private async writeBatch(batch: Ending[]): Promise<void> {
    const ready: Ending[] = [];
    for (const e of batch) {
      if (e.built) ready.push(e);
      else this.o.games.delete(e.g.uuid);
    }
    if (ready.length === 0) return;
    await this.o.writer.drain();
    await this.writeGroup(ready);
  }

  /** Writes games in one transaction; on failure, each half on its own (a single game: queued again later). */
  private async writeGroup(group: Ending[]): Promise<void> {
    const built = group.map((e) => e.built as Built);
    let ok: boolean[];
    try {
      ok = await writeFinishedGames(
        this.o.db,
        built.map((b) => b.write),
      );
    } catch (err) {
      if (group.length > 1) {
        this.o.log.warn({ err, games: group.length }, 'writing a batch of game records failed; in halves');
        const half = Math.ceil(group.length / 2);
        await this.writeGroup(group.slice(0, half));
        await this.writeGroup(group.slice(half));
        return;
      }
      this.failed(group[0], err);
      return;
    }
    for (const [i, b] of built.entries()) this.done(b, ok[i]);
  }

  /** One game's record could not be written: again after a growing pause, a few times, else left to the lease. */
  private failed(e: Ending, err: unknown): void {
    e.attempts++;
    this.o.log.error({ err, game: e.g.uuid, attempt: e.attempts }, 'writing the game record failed');
    if (this.o.closed() || e.attempts >= MAX_ATTEMPTS) {
      // left to whichever process claims the game next (this one too): replayed from its log and finished there
      this.o.games.delete(e.g.uuid);
      detachAll(e.g);
      if (!this.o.closed()) {
        releaseLease(this.o.db, e.g.uuid, this.o.owner).catch((err) =>
          this.o.log.error({ err, game: e.g.uuid }, 'handing the game back failed'),
        );
      }
      return;
    }
    const job = new Promise<void>((resolve) => {
      setTimeout(() => {
        this.waiting.push(e);
        this.flush();
        resolve();
      }, 500 * e.attempts);
    });
    this.jobs.add(job);
    void job.finally(() => this.jobs.delete(job));
  }

  /** After the write: subscribers and finish listeners told (when this process wrote it), the game let go. */
  private done(b: Built, ok: boolean): void {
    const { g, terminated, result } = b;
    if (ok) emit(g, { type: 'finished', terminated, result }, this.o.log);
    detachAll(g);
    this.o.games.delete(g.uuid);
    if (!ok) return;
    const game: FinishedGame = {
      uuid: g.uuid,
      unique_id: g.unique_id,
      season_id: g.season_id,
      plan_uuid: g.plan_uuid,
      terminated,
      result,
    };
    for (const l of this.o.listeners) l(game);
  }
}
