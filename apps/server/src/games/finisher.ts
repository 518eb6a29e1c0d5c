/**
 * The built-in host's end of a game: builds the record (record.ts) and writes it in one transaction
 * (record.repository.ts) after the game's queued positions, retrying a few times; then tells the game's
 * subscribers and the host's finish listeners. A game that cannot be written is left to the next process (its
 * lease runs out and the game is replayed and finished there).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { EnginePort } from './engine.js';
import type { FinishedGame } from './host.js';
import { detachAll, emit, type LiveGame, withdrawAll } from './live-game.js';
import type { PositionWriter } from './position-writer.js';
import { buildRecord } from './record.js';
import { writeFinishedGame } from './record.repository.js';

export interface FinisherOptions {
  db: Database;
  engine: EnginePort;
  clock: Clock;
  log: FastifyBaseLogger;
  owner: string;
  writer: PositionWriter;
  games: Map<string, LiveGame>;
  listeners: Set<(g: FinishedGame) => void>;
  /** whether the host is closing (no retries then) */
  closed(): boolean;
}

export class Finisher {
  private readonly jobs = new Set<Promise<void>>();

  constructor(private readonly o: FinisherOptions) {}

  /** Ends driving the game and writes its record in the background. */
  finish(g: LiveGame, terminated: boolean): void {
    if (g.status === 'ending') return;
    g.status = 'ending';
    withdrawAll(g);
    const job: Promise<void> = this.write(g, terminated)
      .catch((e) => this.o.log.error({ err: e, game: g.uuid }, 'finishing the game failed'))
      .finally(() => this.jobs.delete(job));
    this.jobs.add(job);
  }

  /** Resolves when every record being written now is written (or given up). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.jobs]);
  }

  private async write(g: LiveGame, terminated: boolean): Promise<void> {
    const E = this.o.engine;
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
    for (let attempt = 1; ; attempt++) {
      try {
        await this.o.writer.drain();
        const ok = await writeFinishedGame(this.o.db, {
          built,
          owner: this.o.owner,
          scores: result.map((r) => r.part_point_1),
          chang: p.chang,
          ju: p.ju,
          ben: p.ben,
          decision_count: g.decisions.length,
        });
        if (ok) emit(g, { type: 'finished', terminated, result }, this.o.log);
        detachAll(g);
        this.o.games.delete(g.uuid);
        if (ok) {
          const done: FinishedGame = {
            uuid: g.uuid,
            unique_id: g.unique_id,
            season_id: g.season_id,
            plan_uuid: g.plan_uuid,
            terminated,
            result,
          };
          for (const l of this.o.listeners) l(done);
        }
        return;
      } catch (e) {
        this.o.log.error({ err: e, game: g.uuid, attempt }, 'writing the game record failed');
        if (this.o.closed() || attempt >= 5) {
          this.o.games.delete(g.uuid);
          return;
        }
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }
}
