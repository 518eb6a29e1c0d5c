/**
 * A game as the built-in host holds it while driving it (local-host.ts): the engine state, the decision log, the
 * seats' controllers and pending questions, the pacing clock, and the subscribers with the event fan-out.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { SeatController } from './controllers.js';
import type { GameConfig, GameState, LogEntry, TaggedEvent } from './engine.js';
import type { GameEvent } from './host.js';
import type { RecordSeat } from './record.js';

export type LocalStatus = 'running' | 'paused' | 'ending';

/** A question put to a seat's controller that answers later (a person). */
export interface Ask {
  controller: AbortController;
  /** the seat's choices when asked (JSON): the same choices later need no new question */
  choices: string;
}

export interface LiveGame {
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
  /** when the driver loop next steps this game (ms; +∞ while it waits for a person) */
  dueAt: number;
  /** the due time this game is queued under in the driver loop (NaN: not queued) */
  queuedAt: number;
  handDeadline: number;
  nextHandAt: number;
  /**
   * The hand in play was dealt after the decision log's last entry: a hand change the stored log leaves implied,
   * which a sync's log states (a follower rebuilding from it must stand in this hand, not at the last one's end:
   * a robot's first turn comes ~1/70 of the hand's time after the deal, a person's when they have thought).
   */
  dealtAfterLog: boolean;
  /** a person was waited for during this hand: its end does not count as lag */
  waitedInHand: boolean;
  pausedAtMs: number;
  listeners: Set<(e: GameEvent) => void>;
  seq: number;
  updateTime: number;
}

/** What a caller gives to start driving a game; the rest is the driving state, set by `liveGame`. */
export type LiveGameBase = Pick<
  LiveGame,
  | 'uuid'
  | 'unique_id'
  | 'season_id'
  | 'plan_uuid'
  | 'start_time'
  | 'config'
  | 'seats'
  | 'state'
  | 'decisions'
  | 'persisted'
  | 'nextSeq'
  | 'status'
>;

/** `clock` is the app's (clock.ts): `dueAt`, the hand's times and `pausedAtMs` are on its milliseconds. */
export function liveGame(base: LiveGameBase, defaults: SeatController[], handMs: number, clock: Clock): LiveGame {
  const now = clock.nowMs();
  return {
    ...base,
    custom: base.seats.map(() => null),
    defaults,
    asks: new Map(),
    dueAt: now,
    queuedAt: Number.NaN,
    handDeadline: now + handMs,
    nextHandAt: now,
    dealtAfterLog: false,
    waitedInHand: false,
    pausedAtMs: now,
    listeners: new Set(),
    seq: 0,
    updateTime: clock.now(),
  };
}

export function hasListeners(g: LiveGame): boolean {
  return g.listeners.size > 0;
}

/** Withdraws a pending question (the controller sees its signal aborted). */
export function withdraw(g: LiveGame, seat: number): void {
  const ask = g.asks.get(seat);
  if (!ask) return;
  g.asks.delete(seat);
  ask.controller.abort();
}

export function withdrawAll(g: LiveGame): void {
  for (const seat of [...g.asks.keys()]) withdraw(g, seat);
}

/** The host stops using the game's controllers and subscribers. */
export function detachAll(g: LiveGame): void {
  for (const c of g.custom) c?.detach?.();
  g.listeners.clear();
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

/** Numbers an event and hands it to every subscriber (nothing is built when nobody listens). */
export function emit(g: LiveGame, e: DistributiveOmit<GameEvent, 'uuid' | 'seq'>, log: FastifyBaseLogger): void {
  if (!hasListeners(g)) return;
  const event = { ...e, uuid: g.uuid, seq: ++g.seq } as GameEvent;
  for (const l of g.listeners) {
    try {
      l(event);
    } catch (err) {
      log.warn({ err, game: g.uuid }, 'game event listener failed');
    }
  }
}

export function emitTable(g: LiveGame, events: TaggedEvent[], log: FastifyBaseLogger): void {
  if (!hasListeners(g)) return;
  for (const t of events) emit(g, { type: 'table', to: t.to, event: t.event }, log);
}
