/**
 * The game host (DESIGN section 5): where games are played. The rest of the server talks to games through this
 * interface only; `LocalGameHost` (local-host.ts) is the built-in one, driving the engine's step machine in the
 * server process. Another implementation (a worker process, a remote game server) would keep the same contract.
 */
import type { Executor } from '../db/database.js';
import type { SeatController } from './controllers.js';
import type { Audience, FinalSeat, LogEntry, MjaiEvent, SeatView } from './engine.js';

export interface GameSeatSpec {
  /** 0 is a robot seat */
  account_id: number;
  nickname: string;
  /** robot level for a robot seat (0, 1, 2); kept for a person's seat too (the plan's level) */
  ai_level: number;
  init_points: number;
}

/** What a game is started from. Seats are in table order: seat 0 is the first dealer (East). */
export interface GameSpec {
  unique_id: number;
  season_id: number;
  /** the plan this game comes from (null for an auto-matched table) */
  plan_uuid: string | null;
  /** 1 east-4, 2 south-4, 11 east-3, 12 south-3 */
  round_type: number;
  /** the season's detail rule (the contest's game_rule_setting.detail_rule) */
  detail_rule: Record<string, unknown>;
  seats: GameSeatSpec[];
  remark?: string;
  /** engine seed; random when absent */
  seed?: string;
  /** start held (status paused, no decision played) until `resume` — so people can sit down first */
  paused?: boolean;
}

/**
 * Runs inside the transaction that creates the game, before it: the caller's claim on what the game consumes (the
 * plan row, the ready rows). Answering false rolls everything back and `start` answers null — another process
 * won the claim.
 */
export type StartClaim = (trx: Executor, gameUuid: string) => Promise<boolean>;

/** Live position of a game, as the progress call answers it. */
export interface LiveProgress {
  uuid: string;
  status: 'running' | 'paused' | 'finished' | 'terminated';
  chang: number;
  ju: number;
  ben: number;
  scores: number[];
  /** hands completed */
  hands: number;
  is_end: boolean;
  /** unix seconds of the last change */
  update_time: number;
}

/**
 * What a game's subscribers receive, numbered per game (`seq` counts from 1 in the process driving the game; on
 * PostgreSQL the numbering is the game's, kept in its event log and continued by a process that takes it over). A
 * `sync` event — sent when a process starts publishing a game (cluster mode: another process asked for it, or the
 * game was taken over) — tells subscribers to fetch full views; `decisions` is the length of the decision log the
 * game stands at, and `log` that log itself (a follower rebuilds from it: decisions are only written at hand ends).
 * A `quiet` event says the log stops there: nothing of the game is published until its next `sync`.
 * `table` events carry the engine's tagged mjai events: show one to a seat only when `to` is 'all' or lists it.
 * `step` events carry each decision-log entry as it is applied (a seat's decision, next hand, terminate), before the
 * table events it caused: another process mirrors the game from them (cluster mode); the table ignores them.
 */
export type GameEvent =
  | { type: 'sync'; uuid: string; seq: number; decisions?: number; paused?: boolean; log?: LogEntry[] }
  | { type: 'quiet'; uuid: string; seq: number }
  | { type: 'step'; uuid: string; seq: number; entry: LogEntry }
  | { type: 'table'; uuid: string; seq: number; to: Audience; event: MjaiEvent }
  /** these seats must decide now (everyone may know whose turn it is) */
  | { type: 'waiting'; uuid: string; seq: number; seats: number[] }
  | { type: 'paused'; uuid: string; seq: number }
  | { type: 'resumed'; uuid: string; seq: number }
  | { type: 'finished'; uuid: string; seq: number; terminated: boolean; result: FinalSeat[] };

export interface FinishedGame {
  uuid: string;
  unique_id: number;
  season_id: number;
  plan_uuid: string | null;
  terminated: boolean;
  result: FinalSeat[];
}

export interface GameHost {
  /** Creates the game (rows + config) in one transaction with `claim`, and starts driving it. Null: claim lost. */
  start(spec: GameSpec, claim?: StartClaim): Promise<string | null>;
  /**
   * Pauses between two decisions. Idempotent; answers false when the game is not running. Stored in the games
   * row, so whichever process drives the game applies it (at its next lease renewal when it is another one).
   */
  pause(uuid: string): Promise<boolean>;
  resume(uuid: string): Promise<boolean>;
  /** Ends the game for everyone and records it as terminated (scores as they stand). */
  terminate(uuid: string): Promise<boolean>;
  /** The live position when this host drives the game, else null (read the games row instead). */
  progress(uuid: string): LiveProgress | null;
  /** A seat's view now (seat -1: an observer's), when this host drives the game. */
  view(uuid: string, seat: number): SeatView | null;
  /**
   * Hands a seat to `controller` (a connected person), or back to the default (null: robot for a robot seat,
   * auto-play for a person). Answers false when this host does not drive the game. A question pending with the
   * old controller is withdrawn and asked again of the new one.
   */
  setController(uuid: string, seat: number, controller: SeatController | null): boolean;
  /** Every event of one game while this host drives it. Returns the unsubscribe function. */
  subscribe(uuid: string, listener: (event: GameEvent) => void): () => void;
  /** Called after a game's record is written (finished or terminated). */
  onFinish(listener: (game: FinishedGame) => void): () => void;
  /** Whether this host drives the game now. */
  drives(uuid: string): boolean;
  /**
   * A manager changed a live game of the season (pause, resume, terminate, remark; committed): tells the `onChange`
   * listeners of every process — this one's at once, the others' through the cluster bus (PostgreSQL).
   */
  announceChange(uniqueId: number, seasonId: number): void;
  /** Hears `announceChange` of any process. Returns the function that stops listening. */
  onChange(listener: (uniqueId: number, seasonId: number) => void): () => void;
  /**
   * Several processes (cluster mode): makes a game driven by another process available here — its events through
   * `subscribe`, `view` and `progress` from a mirror, `setController` forwarded to the driving process. False when the
   * game cannot be followed (not live). Absent on a single-process host (the game is then only where it is driven).
   */
  follow?(uuid: string): Promise<boolean>;
  /** Cluster mode: the number of the last event this game's subscribers here got (a new subscriber starts there). */
  eventSeq?(uuid: string): number;
}

/** What the scheduler needs besides the public interface: upkeep and shutdown. */
export interface HostedGames extends GameHost {
  /**
   * Upkeep, called by the scheduler's loop: renew this process's leases, apply pause/resume/terminate requests
   * stored by other processes, take over games whose driver's lease expired.
   */
  maintain(): Promise<void>;
  /** Stops driving: persists every game's decisions and hands the leases back so another process takes over. */
  close(): Promise<void>;
  /** Figures for the benchmark. */
  stats(): HostStats;
}

export interface HostStats {
  games: number;
  hands: number;
  decisions: number;
  /** the driver's visits to games (a visit plays the decisions due within the pacing grain: driver.ts) */
  visits: number;
  /** how late hands started against their pace, ms (the most recent samples, oldest first) */
  lagMs: number[];
  /** lag samples taken since the host started (the last ones of them are in lagMs) */
  lagSamples: number;
}
