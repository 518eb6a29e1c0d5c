/**
 * The built-in game host: drives the engine's step machine in this server process, paced in real time.
 *
 * - One driver loop for all games: a game is due at `dueAt` (ms); the loop applies the decisions that are due and
 *   sleeps until the next one. Robot-only play is paced so a hand lasts `handSeconds` (decisions spread over the
 *   tiles left in the wall, the next hand starting at the hand's deadline); 0 plays as fast as possible, yielding
 *   to the event loop between slices so requests are still answered.
 * - Every decision is kept in memory and written with the position (chang/ju/ben/scores) at every hand end, pause
 *   and shutdown, in batches (one transaction per batch of games), so a restart or a `kill -9` loses at most the
 *   hand being played, which replays identically from the seed.
 * - The games row is the truth for status and ownership: this process holds a lease on each game it drives
 *   (renewed by `maintain`), applies pause/resume/terminate requests stored by any process, and takes over games
 *   whose driver's lease ran out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { type Database, inTransaction } from '../db/database.js';
import { autoPlayAction, autoPlayController, robotController, type SeatController } from './controllers.js';
import type { Action, EnginePort, GameConfig, GameState, LogEntry, SeatView, TaggedEvent } from './engine.js';
import {
  claimGame,
  insertGame,
  loadGame,
  markPaused,
  markResumed,
  markTerminating,
  orphanGames,
  type PositionWrite,
  releaseLeases,
  renewLeases,
  writePositions,
} from './games.repository.js';
import type { FinishedGame, GameEvent, GameSpec, HostedGames, HostStats, LiveProgress, StartClaim } from './host.js';
import { buildRecord, type RecordSeat } from './record.js';
import { writeFinishedGame } from './record.repository.js';

export interface LocalHostOptions {
  db: Database;
  clock: Clock;
  engine: EnginePort;
  /** seconds per hand for robot-only pacing; 0 = as fast as possible */
  handSeconds: number;
  log: FastifyBaseLogger;
  /** seconds a lease holds without renewal (default 30) */
  leaseSeconds?: number;
}

type LocalStatus = 'running' | 'paused' | 'ending';

interface Ask {
  controller: AbortController;
  choices: string;
}

interface LiveGame {
  uuid: string;
  unique_id: number;
  season_id: number;
  plan_uuid: string | null;
  start_time: number;
  config: GameConfig;
  seats: RecordSeat[];
  state: GameState;
  /** the decision log: seat decisions, and a terminate entry when it was terminated */
  decisions: LogEntry[];
  persisted: number;
  nextSeq: number;
  status: LocalStatus;
  custom: (SeatController | null)[];
  defaults: SeatController[];
  asks: Map<number, Ask>;
  dueAt: number;
  handDeadline: number;
  nextHandAt: number;
  /** a person was waited for during this hand: its end does not count as lag */
  waitedInHand: boolean;
  pausedAtMs: number;
  listeners: Set<(e: GameEvent) => void>;
  seq: number;
  updateTime: number;
}

/** Slice of the driver loop before it yields to the event loop (ms), and decisions per game per slice. */
const SLICE_MS = 8;
const STEPS_PER_GAME = 64;
const LAG_SAMPLES = 100_000;

class Rollback extends Error {}

export class LocalGameHost implements HostedGames {
  readonly owner = `${process.pid}-${randomUUID()}`;
  private readonly games = new Map<string, LiveGame>();
  private readonly finishListeners = new Set<(g: FinishedGame) => void>();
  private readonly writeQueue: PositionWrite[] = [];
  private writing: Promise<void> | null = null;
  private readonly finishing = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private closed = false;
  private readonly handMs: number;
  private readonly lease: number;
  private readonly E: EnginePort;
  private counters = { hands: 0, decisions: 0 };
  private lag: number[] = [];

  constructor(private readonly o: LocalHostOptions) {
    this.handMs = Math.max(0, o.handSeconds * 1000);
    this.lease = o.leaseSeconds ?? 30;
    this.E = o.engine;
  }

  // ---- the public interface -------------------------------------------------------------------------------

  async start(spec: GameSpec, claim?: StartClaim): Promise<string | null> {
    if (this.closed) throw new Error('game host is closed');
    const uuid = randomUUID();
    const n = spec.seats.length;
    const config: GameConfig = {
      seed: spec.seed ?? randomBytes(16).toString('hex'),
      roundType: spec.round_type,
      rule: spec.detail_rule,
      initPoints: spec.seats.map((s) => s.init_points),
    };
    const state = this.E.newGame(config);
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
        });
      });
    } catch (e) {
      if (e instanceof Rollback) return null;
      throw e;
    }
    this.track({
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
      status: 'running',
    });
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
    this.withdraw(g, seat);
    g.dueAt = 0;
    this.wake();
    return true;
  }

  subscribe(uuid: string, listener: (event: GameEvent) => void): () => void {
    const g = this.games.get(uuid);
    if (!g) return () => {};
    g.listeners.add(listener);
    return () => g.listeners.delete(listener);
  }

  onFinish(listener: (game: FinishedGame) => void): () => void {
    this.finishListeners.add(listener);
    return () => this.finishListeners.delete(listener);
  }

  drives(uuid: string): boolean {
    return this.games.has(uuid);
  }

  stats(): HostStats {
    return { games: this.games.size, ...this.counters, lagMs: this.lag.slice() };
  }

  // ---- upkeep ------------------------------------------------------------------------------------------------

  async maintain(): Promise<void> {
    if (this.closed) return;
    const now = this.o.clock.now();
    const rows = await renewLeases(this.o.db, this.owner, now + this.lease);
    const owned = new Set<string>();
    for (const row of rows) {
      owned.add(row.uuid);
      const g = this.games.get(row.uuid);
      if (g) this.applyStatus(g, row.status);
    }
    for (const g of this.games.values()) {
      if (!owned.has(g.uuid) && g.status !== 'ending') this.drop(g, 'lease lost');
    }
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
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    await Promise.allSettled([...this.finishing]);
    for (const g of this.games.values()) {
      for (const seat of [...g.asks.keys()]) this.withdraw(g, seat);
      if (g.status !== 'ending') this.queueWrite(g);
    }
    await this.drainWrites();
    for (const g of this.games.values()) this.detachAll(g);
    this.games.clear();
    await releaseLeases(this.o.db, this.owner);
  }

  // ---- taking games on ---------------------------------------------------------------------------------------

  private track(
    base: Omit<
      LiveGame,
      | 'custom'
      | 'defaults'
      | 'asks'
      | 'dueAt'
      | 'handDeadline'
      | 'nextHandAt'
      | 'waitedInHand'
      | 'pausedAtMs'
      | 'listeners'
      | 'seq'
      | 'updateTime'
    >,
  ): LiveGame {
    const now = Date.now();
    const g: LiveGame = {
      ...base,
      custom: base.seats.map(() => null),
      defaults: base.seats.map((s) => (s.account_id === 0 ? robotController(this.E, s.ai_level) : autoPlayController)),
      asks: new Map(),
      dueAt: now,
      handDeadline: now + this.handMs,
      nextHandAt: now,
      waitedInHand: false,
      pausedAtMs: now,
      listeners: new Set(),
      seq: 0,
      updateTime: this.o.clock.now(),
    };
    this.games.set(g.uuid, g);
    this.wake();
    return g;
  }

  /** Rebuilds a game this process just claimed from its config and persisted decisions, and drives it. */
  private async adopt(uuid: string): Promise<void> {
    const data = await loadGame(this.o.db, uuid);
    if (!data || this.games.has(uuid)) return;
    const config = JSON.parse(data.game.config) as GameConfig;
    const state = this.E.replay(config, data.decisions);
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
    this.o.log.info({ game: uuid, decisions: data.decisions.length }, 'game taken over');
    this.applyStatus(g, data.game.status);
  }

  /** Reads the stored status of a game and applies it here when this process drives it. */
  private async applyStored(uuid: string): Promise<string | null> {
    const row = await this.o.db.selectFrom('games').select('status').where('uuid', '=', uuid).executeTakeFirst();
    if (!row) return null;
    const g = this.games.get(uuid);
    if (g) {
      this.applyStatus(g, row.status);
      if (row.status === 'terminating') await Promise.allSettled([...this.finishing]);
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
    g.pausedAtMs = Date.now();
    for (const seat of [...g.asks.keys()]) this.withdraw(g, seat);
    this.queueWrite(g);
    this.emit(g, { type: 'paused' });
  }

  private resumeLocal(g: LiveGame): void {
    const away = Date.now() - g.pausedAtMs;
    g.handDeadline += away;
    g.nextHandAt += away;
    g.waitedInHand = true;
    g.status = 'running';
    g.dueAt = 0;
    this.emit(g, { type: 'resumed' });
    this.wake();
  }

  private terminateLocal(g: LiveGame): void {
    for (const seat of [...g.asks.keys()]) this.withdraw(g, seat);
    if (this.E.phase(g.state) !== 'game_end') {
      const r = this.E.terminate(g.state, { inPlace: true, events: listenersOf(g) });
      g.state = r.state;
      g.decisions.push({ seat: -1, action: { type: 'terminate' } });
      this.emitTable(g, r.events);
    }
    this.finish(g, true);
  }

  /** Stops driving a game without writing anything (another process owns it now). */
  private drop(g: LiveGame, why: string): void {
    for (const seat of [...g.asks.keys()]) this.withdraw(g, seat);
    this.detachAll(g);
    this.games.delete(g.uuid);
    this.o.log.warn({ game: g.uuid, why }, 'game no longer driven here');
  }

  // ---- the driver loop ---------------------------------------------------------------------------------------

  private wake(): void {
    if (this.closed || this.immediate) return;
    if (this.handMs === 0) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
      this.immediate = setImmediate(() => this.run());
      return;
    }
    let next = Number.POSITIVE_INFINITY;
    for (const g of this.games.values()) if (g.status === 'running' && g.dueAt < next) next = g.dueAt;
    if (next === Number.POSITIVE_INFINITY) return;
    const wait = Math.max(0, next - Date.now());
    if (this.timer) clearTimeout(this.timer);
    if (wait === 0) this.immediate = setImmediate(() => this.run());
    else this.timer = setTimeout(() => this.run(), Math.min(wait, 1000));
  }

  private run(): void {
    this.immediate = null;
    this.timer = null;
    if (this.closed) return;
    const began = performance.now();
    let visited = 0;
    for (const g of [...this.games.values()]) {
      if (performance.now() - began > SLICE_MS) break;
      visited++;
      let steps = 0;
      while (g.status === 'running' && g.dueAt <= Date.now()) {
        if (!this.step(g)) break;
        if (++steps >= STEPS_PER_GAME) break;
      }
    }
    // the games visited this time go to the back: the next slice starts with those not reached
    if (visited < this.games.size) this.rotate(visited);
    this.kickWriter();
    this.wake();
  }

  private rotate(count: number): void {
    const front = [...this.games.entries()].slice(0, count);
    for (const [uuid, g] of front) {
      this.games.delete(uuid);
      this.games.set(uuid, g);
    }
  }

  /** One step of a game: a decision, or the next hand. False when the game must wait (time or a person). */
  private step(g: LiveGame): boolean {
    const phase = this.E.phase(g.state);
    if (phase === 'game_end') {
      this.finish(g, false);
      return false;
    }
    if (phase === 'hand_end') {
      const now = Date.now();
      if (now < g.nextHandAt) {
        g.dueAt = g.nextHandAt;
        return false;
      }
      if (this.handMs > 0 && !g.waitedInHand) this.sampleLag(now - g.nextHandAt);
      const r = this.E.nextHand(g.state, { inPlace: true, events: listenersOf(g) });
      g.state = r.state;
      g.handDeadline = Math.max(g.nextHandAt, now - 1000) + this.handMs;
      g.waitedInHand = false;
      this.counters.hands++;
      this.touch(g);
      this.emitTable(g, r.events);
      return true;
    }
    const choices = this.E.legalActions(g.state);
    if (choices.length === 0) {
      this.o.log.error({ game: g.uuid, phase }, 'engine offers no decision; game paused');
      this.pauseLocal(g);
      return false;
    }
    for (const c of choices) {
      const key = JSON.stringify(c);
      const pending = g.asks.get(c.seat);
      if (pending && pending.choices === key) continue;
      if (pending) this.withdraw(g, c.seat);
      const view = this.E.view(g.state, c.seat);
      const ask = new AbortController();
      let answer: Action | Promise<Action>;
      try {
        answer = this.controllerOf(g, c.seat).decide({ gameUuid: g.uuid, seat: c.seat, view, signal: ask.signal });
      } catch (e) {
        this.o.log.warn({ err: e, game: g.uuid, seat: c.seat }, 'seat controller failed; auto-play');
        answer = autoPlayAction(view);
      }
      if (answer && typeof (answer as Promise<Action>).then === 'function') {
        g.asks.set(c.seat, { controller: ask, choices: key });
        g.waitedInHand = true;
        (answer as Promise<Action>).then(
          (a) => this.onAnswer(g, c.seat, ask, a),
          () => this.onAnswer(g, c.seat, ask, null),
        );
        continue;
      }
      this.decide(g, c.seat, answer as Action, view);
      g.dueAt = Date.now() + this.delayAfter(g, view);
      return true;
    }
    if (listenersOf(g)) this.emit(g, { type: 'waiting', seats: choices.map((c) => c.seat) });
    g.dueAt = Number.POSITIVE_INFINITY;
    return false;
  }

  private onAnswer(g: LiveGame, seat: number, ask: AbortController, action: Action | null): void {
    if (ask.signal.aborted || g.asks.get(seat)?.controller !== ask || g.status !== 'running') return;
    g.asks.delete(seat);
    const view = this.E.view(g.state, seat);
    if (!view.choices) return;
    this.decide(g, seat, action ?? autoPlayAction(view), view);
    g.dueAt = Date.now();
    this.wake();
  }

  private decide(g: LiveGame, seat: number, action: Action, view: SeatView): void {
    let chosen = action;
    const opts = { inPlace: true, events: listenersOf(g) };
    let out = this.E.apply(g.state, seat, chosen, opts);
    if (!out.ok) {
      this.o.log.warn({ game: g.uuid, seat, action, reason: out.reason }, 'refused decision replaced by auto-play');
      chosen = autoPlayAction(view);
      out = this.E.apply(g.state, seat, chosen, opts);
      if (!out.ok) throw new Error(`engine refused auto-play for seat ${seat}: ${out.message}`);
    }
    g.state = out.state;
    g.decisions.push({ seat, action: chosen });
    this.counters.decisions++;
    this.touch(g);
    this.emitTable(g, out.events);
    if (g.asks.size > 0) {
      const still = new Set(this.E.legalActions(g.state).map((c) => c.seat));
      for (const s of [...g.asks.keys()]) if (!still.has(s)) this.withdraw(g, s);
    }
    const phase = this.E.phase(g.state);
    if (phase === 'hand_end' || phase === 'game_end') {
      this.queueWrite(g);
      g.nextHandAt = this.handMs === 0 ? Date.now() : g.handDeadline;
    }
  }

  /** Robot pacing: spread a hand's turns over the time left until its deadline; claims answer at once. */
  private delayAfter(g: LiveGame, view: SeatView): number {
    if (this.handMs === 0 || view.phase !== 'turn') return 0;
    const left = g.handDeadline - Date.now();
    return left <= 0 ? 0 : left / (Math.max(0, view.tilesLeft) + 2);
  }

  private controllerOf(g: LiveGame, seat: number): SeatController {
    return g.custom[seat] ?? g.defaults[seat];
  }

  private withdraw(g: LiveGame, seat: number): void {
    const ask = g.asks.get(seat);
    if (!ask) return;
    g.asks.delete(seat);
    ask.controller.abort();
  }

  private detachAll(g: LiveGame): void {
    for (const c of g.custom) c?.detach?.();
    g.listeners.clear();
  }

  private touch(g: LiveGame): void {
    g.updateTime = this.o.clock.now();
  }

  private sampleLag(ms: number): void {
    if (this.lag.length >= LAG_SAMPLES) this.lag = this.lag.slice(LAG_SAMPLES / 2);
    this.lag.push(ms);
  }

  // ---- events ------------------------------------------------------------------------------------------------

  private emit(g: LiveGame, e: DistributiveOmit<GameEvent, 'uuid' | 'seq'>): void {
    if (!listenersOf(g)) return;
    const event = { ...e, uuid: g.uuid, seq: ++g.seq } as GameEvent;
    for (const l of g.listeners) {
      try {
        l(event);
      } catch (err) {
        this.o.log.warn({ err, game: g.uuid }, 'game event listener failed');
      }
    }
  }

  private emitTable(g: LiveGame, events: TaggedEvent[]): void {
    if (!listenersOf(g)) return;
    for (const t of events) this.emit(g, { type: 'table', to: t.to, event: t.event });
  }

  // ---- persistence -------------------------------------------------------------------------------------------

  private queueWrite(g: LiveGame): void {
    const p = this.E.progress(g.state);
    const decisions = g.decisions.slice(g.persisted);
    g.persisted = g.decisions.length;
    this.writeQueue.push({
      uuid: g.uuid,
      owner: this.owner,
      seq: decisions.length ? g.nextSeq++ : g.nextSeq,
      decisions,
      chang: p.chang,
      ju: p.ju,
      ben: p.ben,
      scores: p.scores,
      decision_count: g.decisions.length,
      now: this.o.clock.now(),
    });
  }

  private kickWriter(): void {
    if (this.writing || this.writeQueue.length === 0) return;
    this.writing = (async () => {
      while (this.writeQueue.length) {
        const batch = this.writeQueue.splice(0);
        try {
          const lost = await writePositions(this.o.db, batch);
          for (const uuid of lost) {
            const g = this.games.get(uuid);
            if (g && g.status !== 'ending') this.drop(g, 'owner changed');
          }
        } catch (e) {
          this.o.log.error({ err: e }, 'writing game positions failed; retrying');
          this.writeQueue.unshift(...batch);
          await new Promise((r) => setTimeout(r, 1000));
          if (this.closed && !this.o.db) return;
        }
      }
    })().finally(() => {
      this.writing = null;
      if (this.writeQueue.length) this.kickWriter();
    });
  }

  private async drainWrites(): Promise<void> {
    this.kickWriter();
    while (this.writing) await this.writing;
  }

  // ---- finishing ---------------------------------------------------------------------------------------------

  private finish(g: LiveGame, terminated: boolean): void {
    if (g.status === 'ending') return;
    g.status = 'ending';
    for (const seat of [...g.asks.keys()]) this.withdraw(g, seat);
    const job: Promise<void> = this.writeFinish(g, terminated)
      .catch((e) => this.o.log.error({ err: e, game: g.uuid }, 'finishing the game failed'))
      .finally(() => this.finishing.delete(job));
    this.finishing.add(job);
  }

  private async writeFinish(g: LiveGame, terminated: boolean): Promise<void> {
    const result = this.E.result(g.state);
    if (!result) throw new Error(`game ${g.uuid} ended without a result`);
    const p = this.E.progress(g.state);
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
      hands: this.E.hands(g.state),
      yakuman: this.E.yakuman(g.state),
      mjai: this.E.mjaiLog(g.state),
      decisions: g.decisions,
    });
    for (let attempt = 1; ; attempt++) {
      try {
        await this.drainWrites();
        const ok = await writeFinishedGame(this.o.db, {
          built,
          owner: this.owner,
          scores: result.map((r) => r.part_point_1),
          chang: p.chang,
          ju: p.ju,
          ben: p.ben,
          decision_count: g.decisions.length,
        });
        if (ok) this.emit(g, { type: 'finished', terminated, result });
        this.detachAll(g);
        this.games.delete(g.uuid);
        if (ok) {
          const done: FinishedGame = {
            uuid: g.uuid,
            unique_id: g.unique_id,
            season_id: g.season_id,
            plan_uuid: g.plan_uuid,
            terminated,
            result,
          };
          for (const l of this.finishListeners) l(done);
        }
        return;
      } catch (e) {
        this.o.log.error({ err: e, game: g.uuid, attempt }, 'writing the game record failed');
        if (this.closed || attempt >= 5) {
          // leave the game to the next process: its lease runs out and the game is replayed and finished there
          this.games.delete(g.uuid);
          return;
        }
        await new Promise((r) => setTimeout(r, 500 * attempt));
      }
    }
  }
}

function listenersOf(g: LiveGame): boolean {
  return g.listeners.size > 0;
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
