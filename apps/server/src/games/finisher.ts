/**
 * The built-in host's end of a game: builds the record (record.ts) and writes it in one transaction
 * (record.repository.ts) after the queued positions; then tells the game's subscribers and the host's finish
 * listeners. Games ending within `flushMs` of each other are written in one transaction (at 750 tables some 75 games
 * end every second; a commit each is most of what finishing costs); a batch that fails is retried game by game, a
 * few times. A game that cannot be written is left to the next process (its lease runs out and the game is
 * replayed and finished there).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { EnginePort, FinalSeat } from './engine.js';
import type { FinishedGame } from './host.js';
import { detachAll, emit, type LiveGame, withdrawAll } from './live-game.js';
import type { PositionWriter } from './position-writer.js';
import { buildRecord } from './record.js';
import { type FinishWrite, writeFinishedGame, writeFinishedGames } from './record.repository.js';

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
}

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
    this.waiting.push({ g, terminated });
    if (this.o.flushMs <= 0 || terminated) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.o.flushMs);
  }

  /** Resolves when every game ended so far has its record written (or given up). */
  async settled(): Promise<void> {
    this.flush();
    while (this.jobs.size) await Promise.allSettled([...this.jobs]);
  }

  /**
   * Starts writing what has gathered. One batch at a time: concurrent finishing transactions would update the same
   * season's standings and statistics rows in different orders (on PostgreSQL, deadlocks and retries); what ends
   * while a batch is written gathers into the next one.
   */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || this.waiting.length === 0) return;
    const job: Promise<void> = (async () => {
      while (this.waiting.length) {
        const batch = this.waiting;
        this.waiting = [];
        await this.writeBatch(batch).catch((e) => this.o.log.error({ err: e }, 'finishing games failed'));
      }
    })().finally(() => {
      this.jobs.delete(job);
      this.writing = false;
      if (this.waiting.length) this.flush();
    });
    this.writing = true;
    this.jobs.add(job);
  }

  private build(e: Ending): Built | null {
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
        mjai: E.mjaiLog(g.state),
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
    const built = batch.map((e) => this.build(e)).filter((b): b is Built => b !== null);
    if (built.length === 0) return;
    await this.o.writer.drain();
    if (built.length > 1) {
      let ok: boolean[] | null = null;
      try {
        ok = await writeFinishedGames(
          this.o.db,
          built.map((b) => b.write),
        );
      } catch (e) {
        this.o.log.warn({ err: e, games: built.length }, 'writing a batch of game records failed; one by one');
      }
      if (ok) {
        for (const [i, b] of built.entries()) this.done(b, ok[i]);
        return;
      }
    }
    for (const b of built) await this.writeOne(b);
  }

  private async writeOne(b: Built): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.o.writer.drain();
        this.done(b, await writeFinishedGame(this.o.db, b.write));
        return;
      } catch (e) {
        this.o.log.error({ err: e, game: b.g.uuid, attempt }, 'writing the game record failed');
        if (this.o.closed() || attempt >= 5) {
          this.o.games.delete(b.g.uuid);
          return;
        }
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
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
