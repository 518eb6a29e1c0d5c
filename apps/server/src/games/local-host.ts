/**
 * The built-in game host: drives the engine's step machine in this server process, paced in real time (the app's
 * clock, clock.ts: tests move a ManualClock; game threads run on the system clock). This file
 * is the public interface and the games' upkeep; the parts live beside it:
 *
 * - driver.ts — the one driver loop for all games, the pacing (`handSeconds` per robot-only hand) and the steps;
 * - position-writer.ts — decisions and positions written in batches at hand ends, pauses and shutdown;
 * - finisher.ts — the record written when a game ends; live-game.ts — a game as held here, and its events.
 *
 * The games row is the truth for status and ownership: this process holds a lease on each game it drives
 * (renewed by `maintain`), applies pause/resume/terminate requests stored by any process, and takes over games
 * whose driver's lease ran out (replaying their decisions).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { type Database, inTransaction } from '../db/database.js';
import { autoPlayController, robotController, type SeatController, startGraceController } from './controllers.js';
import { Driver } from './driver.js';
import { type EnginePort, type GameConfig, type LogEntry, NEXT_HAND, NO_LOG, type SeatView } from './engine.js';
import { Finisher } from './finisher.js';
import {
  claimGame,
  insertGame,
  loadGame,
  markPaused,
  markResumed,
  markTerminating,
  orphanGames,
  releaseLeases,
  renewLeases,
} from './games.repository.js';
import type { FinishedGame, GameEvent, GameSpec, HostedGames, HostStats, LiveProgress, StartClaim } from './host.js';
import {
  detachAll,
  emit,
  emitTable,
  hasListeners,
  type LiveGame,
  type LiveGameBase,
  liveGame,
  withdraw,
  withdrawAll,
} from './live-game.js';
import { PositionWriter } from './position-writer.js';

export interface LocalHostOptions {
  db: Database;
  clock: Clock;
  engine: EnginePort;
  /** seconds per hand for robot-only pacing; 0 = as fast as possible */
  handSeconds: number;
  /**
   * Seconds a person's empty seat is waited for after a game comes to this host (its start, a takeover or a
   * restart) before it is auto-played (`startGraceController`); 0 or absent: auto-played at once.
   */
  startGraceSeconds?: number;
  log: FastifyBaseLogger;
  /** seconds a lease holds without renewal (default LEASE_SECONDS) */
  leaseSeconds?: number;
  /** several processes on one PostgreSQL: the cluster host's hooks (games/cluster/cluster-host.ts) */
  publish?: PublishHooks;
  /**
   * Takes over games whose driver's lease ran out (the default). False for a main thread whose games are played by
   * its game threads (games/threads): it follows games and never drives one.
   */
  adopts?: boolean;
}

/**
 * How a cluster host learns of the games this host drives (it publishes their events while another process follows
 * them, numbered in the game's own sequence, which a process taking a game over continues).
 */
export interface PublishHooks {
  /** Before a game taken over is driven here: the last event number it published anywhere (0: none). */
  lastSeq(uuid: string): Promise<number>;
  /** The game is driven here from now on: created here, or `taken` over from another process. */
  driving(uuid: string, taken: boolean): void;
}

/**
 * Seconds a game's lease holds without renewal (renewed at a scheduler tick, about a second, once less than
 * RENEW_BELOW of it is left). A killed process's games are taken over when it runs out: leases are whole seconds and
 * takeover happens at the next tick, so within LEASE_SECONDS + 2 s of the last renewal. A takeover must come within
 * 30 s; scripts/two-process.ts measures it (bench/RESULTS.md "Several processes on one PostgreSQL").
 */
export const LEASE_SECONDS = 25;
/**
 * A lease is renewed once less than this share of it is left (15 of 25 s): each game's row every ~10 s instead of at
 * every tick, so a tick writes a tenth of the live games, while a process stalled for up to 15 s keeps its games.
 */
export const RENEW_BELOW = 0.6;

class Rollback extends Error {}

export class LocalGameHost implements HostedGames {
  readonly owner = `${process.pid}-${randomUUID()}`;
  private readonly games = new Map<string, LiveGame>();
  private readonly finishListeners = new Set<(g: FinishedGame) => void>();
  private readonly changeListeners = new Set<(uniqueId: number, seasonId: number) => void>();
  private closed = false;
  private readonly handMs: number;
  private readonly lease: number;
  private readonly E: EnginePort;
  private readonly writer: PositionWriter;
  private readonly finisher: Finisher;
  private readonly driver: Driver;

  constructor(private readonly o: LocalHostOptions) {
    this.handMs = Math.max(0, o.handSeconds * 1000);
    this.lease = o.leaseSeconds ?? LEASE_SECONDS;
    this.E = o.engine;
    const common = { db: o.db, engine: o.engine, clock: o.clock, log: o.log, owner: this.owner };
    this.writer = new PositionWriter({
      ...common,
      flushMs: Math.min(250, this.handMs / 4),
      lost: (uuid) => {
        const g = this.games.get(uuid);
        if (g && g.status !== 'ending') this.drop(g, 'owner changed');
      },
    });
    this.finisher = new Finisher({
      ...common,
      flushMs: Math.min(250, this.handMs / 4),
      writer: this.writer,
      games: this.games,
      listeners: this.finishListeners,
      closed: () => this.closed,
    });
    this.driver = new Driver({
      engine: o.engine,
      clock: o.clock,
      log: o.log,
      handMs: this.handMs,
      games: this.games,
      hooks: {
        finish: (g, terminated) => this.finisher.finish(g, terminated),
        pause: (g) => this.pauseLocal(g),
        handEnded: (g) => this.writer.add(g),
        afterRun: () => this.writer.kick(),
      },
    });
  }

  // ---- the public interface -------------------------------------------------------------------------------

  async start(spec: GameSpec, claim?: StartClaim): Promise<string | null> {
    if (this.closed) throw new Error('game host is closed');
    const uuid = randomUUID();
    const n = spec.seats.length;
    const config: GameConfig = {
      // 128 random bits; wall version 2 shuffles each hand from all of them (not from a 32-bit hash of them)
      seed: spec.seed ?? randomBytes(16).toString('hex'),
      wallVersion: 2,
      roundType: spec.round_type,
      rule: spec.detail_rule,
      initPoints: spec.seats.map((s) => s.init_points),
    };
    const state = this.E.newGame(config, NO_LOG);
    const now = this.o.clock.now();
    const seats = spec.seats.map((s, seat) => ({
      seat,
      account_id: s.account_id,
      nickname: s.nickname,
      ai_level: s.ai_level,
    }));
    if (seats.length !== n) throw new Error('seats');
    try {
      await inTransaction(this.o.db, async (trx) => {
        if (claim && !(await claim(trx, uuid))) throw new Rollback();
        await insertGame(trx, {
          uuid,
          plan_uuid: spec.plan_uuid,
          unique_id: spec.unique_id,
          season_id: spec.season_id,
          round_type: spec.round_type,
          config,
          remark: spec.remark ?? '',
          owner: this.owner,
          lease_until: now + this.lease,
          now,
          seats,
          scores: this.E.progress(state).scores,
          paused: spec.paused === true,
        });
      });
    } catch (e) {
      if (e instanceof Rollback) return null;
      throw e;
    }
    const g = this.track({
      uuid,
      unique_id: spec.unique_id,
      season_id: spec.season_id,
      plan_uuid: spec.plan_uuid,
      start_time: now,
      config,
      seats,
      state,
      decisions: [],
      persisted: 0,
      nextSeq: 0,
      status: spec.paused ? 'paused' : 'running',
    });
    if (spec.paused) g.pausedAtMs = this.o.clock.nowMs();
    this.publishFrom(g, 0, false);
    return uuid;
  }

  async pause(uuid: string): Promise<boolean> {
    await markPaused(this.o.db, uuid, this.o.clock.now());
    return (await this.applyStored(uuid)) === 'paused';
  }

  async resume(uuid: string): Promise<boolean> {
    await markResumed(this.o.db, uuid, this.o.clock.now());
    return (await this.applyStored(uuid)) === 'running';
  }

  async terminate(uuid: string): Promise<boolean> {
    await markTerminating(this.o.db, uuid, this.o.clock.now());
    const status = await this.applyStored(uuid);
    return status === 'terminating' || status === 'terminated';
  }

  /** Applies the pause, resume or termination stored in the game's row (another member wrote it; cluster bus). */
  async applyStoredRequest(uuid: string): Promise<void> {
    if (this.closed || !this.games.has(uuid)) return;
    await this.applyStored(uuid).catch((err) => this.o.log.warn({ err, game: uuid }, 'stored request not applied'));
  }

  progress(uuid: string): LiveProgress | null {
    const g = this.games.get(uuid);
    if (!g) return null;
    const p = this.E.progress(g.state);
    return {
      uuid,
      status: g.status === 'paused' ? 'paused' : 'running',
      chang: p.chang,
      ju: p.ju,
      ben: p.ben,
      scores: p.scores,
      hands: p.hands,
      is_end: p.over,
      update_time: g.updateTime,
    };
  }

  view(uuid: string, seat: number): SeatView | null {
    const g = this.games.get(uuid);
    return g ? this.E.view(g.state, seat) : null;
  }

  setController(uuid: string, seat: number, controller: SeatController | null): boolean {
    const g = this.games.get(uuid);
    if (!g || seat < 0 || seat >= g.seats.length) return false;
    const old = g.custom[seat];
    if (old && old !== controller) old.detach?.();
    g.custom[seat] = controller;
    withdraw(g, seat);
    this.driver.due(g, 0);
    return true;
  }

  subscribe(uuid: string, listener: (event: GameEvent) => void): () => void {
    const g = this.games.get(uuid);
    if (!g) return () => {};
    g.listeners.add(listener);
    return () => g.listeners.delete(listener);
  }

  /**
   * Cluster mode: tells the game's subscribers to fetch full views, with the decision log the game stands at (a
   * process starting to follow it rebuilds from that). False when the game is not driven here (or is ending).
   */
  sync(uuid: string): boolean {
    const g = this.games.get(uuid);
    if (!g || g.status === 'ending') return false;
    // the log the game stands at: with the hand change the stored log leaves implied when the hand in play was dealt
    // after its last entry
    const log: LogEntry[] = g.dealtAfterLog ? [...g.decisions, NEXT_HAND] : g.decisions.slice();
    emit(g, { type: 'sync', decisions: log.length, log, paused: g.status === 'paused' }, this.o.log);
    return true;
  }

  /** Cluster mode: tells the game's subscribers that its publishing stops here (until the next `sync`). */
  quiet(uuid: string): void {
    const g = this.games.get(uuid);
    if (g) emit(g, { type: 'quiet' }, this.o.log);
  }

  /** The number of the game's last event (0: none yet, or not driven here). */
  eventSeq(uuid: string): number {
    return this.games.get(uuid)?.seq ?? 0;
  }

  onFinish(listener: (game: FinishedGame) => void): () => void {
    this.finishListeners.add(listener);
    return () => this.finishListeners.delete(listener);
  }

  drives(uuid: string): boolean {
    return this.games.has(uuid);
  }

  /** One process: the change is told to this process's listeners only. */
  announceChange(uniqueId: number, seasonId: number): void {
    for (const listener of this.changeListeners) listener(uniqueId, seasonId);
  }

  onChange(listener: (uniqueId: number, seasonId: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  stats(): HostStats {
    return {
      games: this.games.size,
      ...this.driver.counters,
      lagMs: this.driver.lag.slice(),
      lagSamples: this.driver.lagSamples,
    };
  }

  // ---- upkeep ------------------------------------------------------------------------------------------------

  async maintain(): Promise<void> {
    if (this.closed) return;
    const now = this.o.clock.now();
    // only games held before the renewal can have lost their lease: one started while it ran is not in its answer
    const held = [...this.games.values()];
    const rows = await renewLeases(this.o.db, this.owner, now + this.lease, now + this.lease * RENEW_BELOW);
    const owned = new Set<string>();
    for (const row of rows) {
      owned.add(row.uuid);
      const g = this.games.get(row.uuid);
      if (g) this.applyStatus(g, row.status);
    }
    for (const g of held) {
      if (!owned.has(g.uuid) && g.status !== 'ending' && this.games.get(g.uuid) === g) this.drop(g, 'lease lost');
    }
    if (this.o.adopts === false) return;
    for (const o of await orphanGames(this.o.db, now, 50)) {
      if (this.closed) return;
      if (await claimGame(this.o.db, o.uuid, o.lease_until, this.owner, now + this.lease)) {
        await this.adopt(o.uuid).catch((e) => this.o.log.error({ err: e, game: o.uuid }, 'game takeover failed'));
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.driver.stop();
    await this.finisher.settled();
    for (const g of this.games.values()) {
      withdrawAll(g);
      if (g.status !== 'ending') this.writer.add(g);
    }
    await this.writer.drain();
    for (const g of this.games.values()) detachAll(g);
    this.games.clear();
    await releaseLeases(this.o.db, this.owner);
  }

  // ---- taking games on ---------------------------------------------------------------------------------------

  private track(base: LiveGameBase): LiveGame {
    const graceMs = Math.max(0, (this.o.startGraceSeconds ?? 0) * 1000);
    const absent =
      graceMs > 0 ? startGraceController(this.o.clock, this.o.clock.nowMs() + graceMs) : autoPlayController;
    const defaults = base.seats.map((s) => (s.account_id === 0 ? robotController(this.E, s.ai_level) : absent));
    const g = liveGame(base, defaults, this.handMs, this.o.clock);
    this.games.set(g.uuid, g);
    this.driver.due(g, g.dueAt);
    return g;
  }

  /** Rebuilds a game this process just claimed from its config and persisted decisions, and drives it. */
  private async adopt(uuid: string): Promise<void> {
    const data = await loadGame(this.o.db, uuid);
    if (!data || this.games.has(uuid)) return;
    const lastSeq = this.o.publish ? await this.o.publish.lastSeq(uuid) : 0;
    if (this.games.has(uuid) || this.closed) return;
    const config = JSON.parse(data.game.config) as GameConfig;
    const state = this.E.replay(config, data.decisions, NO_LOG);
    const g = this.track({
      uuid,
      unique_id: data.game.unique_id,
      season_id: data.game.season_id,
      plan_uuid: data.game.plan_uuid,
      start_time: data.game.start_time,
      config,
      seats: data.seats.map((s) => ({
        seat: s.seat,
        account_id: s.account_id,
        nickname: s.nickname,
        ai_level: s.ai_level,
      })),
      state,
      decisions: data.decisions.slice(),
      persisted: data.decisions.length,
      nextSeq: data.nextSeq,
      status: 'running',
    });
    this.publishFrom(g, lastSeq, true);
    this.o.log.info({ game: uuid, decisions: data.decisions.length }, 'game taken over');
    this.applyStatus(g, data.game.status);
  }

  /** Cluster mode: the game's events are numbered on from `lastSeq`; the cluster host decides what to publish. */
  private publishFrom(g: LiveGame, lastSeq: number, taken: boolean): void {
    if (!this.o.publish) return;
    g.seq = lastSeq;
    this.o.publish.driving(g.uuid, taken);
  }

  /** Reads the stored status of a game and applies it here when this process drives it. */
  private async applyStored(uuid: string): Promise<string | null> {
    const row = await this.o.db.selectFrom('games').select('status').where('uuid', '=', uuid).executeTakeFirst();
    if (!row) return null;
    const g = this.games.get(uuid);
    if (g) {
      this.applyStatus(g, row.status);
      if (row.status === 'terminating') await this.finisher.settled();
    }
    return row.status;
  }

  private applyStatus(g: LiveGame, status: string): void {
    if (g.status === 'ending') return;
    if (status === 'paused' && g.status === 'running') this.pauseLocal(g);
    else if (status === 'running' && g.status === 'paused') this.resumeLocal(g);
    else if (status === 'terminating') this.terminateLocal(g);
  }

  private pauseLocal(g: LiveGame): void {
    g.status = 'paused';
    g.pausedAtMs = this.o.clock.nowMs();
    withdrawAll(g);
    this.writer.add(g);
    this.writer.kick();
    emit(g, { type: 'paused' }, this.o.log);
  }

  private resumeLocal(g: LiveGame): void {
    const away = this.o.clock.nowMs() - g.pausedAtMs;
    g.handDeadline += away;
    g.nextHandAt += away;
    g.waitedInHand = true;
    g.status = 'running';
    emit(g, { type: 'resumed' }, this.o.log);
    this.driver.due(g, 0);
  }

  private terminateLocal(g: LiveGame): void {
    withdrawAll(g);
    if (this.E.phase(g.state) !== 'game_end') {
      const r = this.E.terminate(g.state, { inPlace: true, events: hasListeners(g) });
      g.state = r.state;
      g.decisions.push({ seat: -1, action: { type: 'terminate' } });
      emit(g, { type: 'step', entry: { seat: -1, action: { type: 'terminate' } } }, this.o.log);
      emitTable(g, r.events, this.o.log);
    }
    this.finisher.finish(g, true);
  }

  /** Stops driving a game without writing anything (another process owns it now). */
  private drop(g: LiveGame, why: string): void {
    withdrawAll(g);
    detachAll(g);
    this.games.delete(g.uuid);
    this.o.log.warn({ game: g.uuid, why }, 'game no longer driven here');
  }
}
