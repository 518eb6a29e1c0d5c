/**
 * The one place the game host meets the engine's step machine (packages/engine/src/machine/types.ts). The host
 * and its controllers use `EnginePort` only, so a test can drive the host with a small scripted engine and the
 * real engine's exact call shapes are adapted here and nowhere else.
 */

import type {
  Action,
  ApplyResult,
  Audience,
  Decision,
  FinalSeat,
  GameConfig,
  GameProgress,
  GameState,
  HandState,
  HandSummary,
  MachineState,
  MjaiEvent,
  Phase,
  SeatChoices,
  SeatView,
  TaggedEvent,
  YakumanRecord,
} from '@taikai/engine';
import * as engine from '@taikai/engine';

export type {
  Action,
  ApplyResult,
  Audience,
  Decision,
  FinalSeat,
  GameConfig,
  GameProgress,
  GameState,
  HandSummary,
  MjaiEvent,
  Phase,
  SeatChoices,
  SeatView,
  TaggedEvent,
  YakumanRecord,
};

/** A state change that is not a seat's decision (next hand, termination): the new state and what it showed. */
export interface Step {
  state: GameState;
  events: TaggedEvent[];
}

/**
 * How a change is made: `inPlace` lets the engine change the given state instead of copying it (the host owns its
 * states, nobody else holds them); `events: false` skips building events nobody listens to.
 */
export interface StepOptions {
  inPlace?: boolean;
  events?: boolean;
  /**
   * Stop at every claim window, even one nobody may claim from (`closeWindow` then goes on): what a game shown to
   * people and watchers is played with, so a seat that may not claim sees the same window whoever may.
   */
  holdWindows?: boolean;
}

/** A decision-log entry that is not a seat's decision: the game was terminated here (seat -1). */
export interface ControlEntry {
  seat: -1;
  action: { type: 'terminate' } | { type: 'next_hand' } | { type: 'close_window' };
}
export type LogEntry = Decision | ControlEntry;

/** The entry of a hand change (implied in stored logs; stated in events and sync logs). */
export const NEXT_HAND: ControlEntry = Object.freeze({
  seat: -1,
  action: Object.freeze({ type: 'next_hand' }),
}) as ControlEntry;

/** The entry of a claim window closed with nobody to ask (never stored: a replay does not hold windows). */
export const CLOSE_WINDOW: ControlEntry = Object.freeze({
  seat: -1,
  action: Object.freeze({ type: 'close_window' }),
}) as ControlEntry;

/**
 * `log: false`: the state keeps no mjai log (what the host's games and mirrors do: the log is rebuilt by `replay` with
 * the log when a record's file is asked for; see docs/ARCHITECTURE.md "Game records"). Default: kept.
 */
export interface LogOption {
  log?: boolean;
}

/** How the host's games and the mirrors of followed games are kept: without the mjai log. */
export const NO_LOG: Readonly<LogOption> = Object.freeze({ log: false });

export interface EnginePort {
  newGame(config: GameConfig, opts?: LogOption): GameState;
  /** The config plus its log, in order, rebuild the game exactly (hand changes are implied). */
  replay(config: GameConfig, log: readonly LogEntry[], opts?: LogOption): GameState;
  /** One entry per seat that must decide now (empty between hands and after the end). */
  legalActions(state: GameState): SeatChoices[];
  /**
   * The seats that must decide now, in legalActions' order, without building their choices (a riichi check per
   * discard makes those the dearest part of a decision).
   */
  deciding(state: GameState): number[];
  /** Tiles left to draw in the hand in play (what a view's `tilesLeft` says). */
  tilesLeft(state: GameState): number;
  /**
   * A built-in robot's decision for `seat` (which must be deciding now) read from the state, without building the
   * seat's view; null when the engine does not offer one (then `robotAction(view(state, seat), level)` is used).
   * It sees only what the seat's view shows.
   */
  robotDecision: ((state: GameState, seat: number, level: number) => Action) | null;
  apply(state: GameState, seat: number, action: Action, opts?: StepOptions): ApplyResult;
  /** From hand_end into the next hand (or to game_end when the game is over). */
  nextHand(state: GameState, opts?: StepOptions): Step;
  /** Ends the game now, settled with the points as they stand (a hand in play counts for nothing). */
  terminate(state: GameState, opts?: StepOptions): Step;
  /** Closes a claim window held open with nobody to ask (StepOptions.holdWindows); null when none is held. */
  closeWindow(state: GameState, opts?: StepOptions): Step | null;
  view(state: GameState, seat: number): SeatView;
  progress(state: GameState): GameProgress;
  phase(state: GameState): Phase;
  result(state: GameState): FinalSeat[] | null;
  yakuman(state: GameState): YakumanRecord[];
  hands(state: GameState): HandSummary[];
  /** The full mjai log as the state holds it (read-only: the state's own events, not a copy; empty without one). */
  mjaiLog(state: GameState): readonly MjaiEvent[];
  robotAction(view: SeatView, level: number): Action;
}

function step(out: ApplyResult): Step {
  if (!out.ok) throw new Error(`engine refused: ${out.reason} ${out.message}`);
  return { state: out.state, events: out.events };
}

/** Whether @taikai/engine exports the step machine. */
export function engineAvailable(): boolean {
  return typeof (engine as Record<string, unknown>).replay === 'function';
}

/**
 * The seats that must decide, read from the state's shape as @taikai/engine types it (`MachineState`): what its
 * `legalActions` lists, without the choices. The engine exports no such call, so this is the one place the host
 * reads the state's inside; a change of that shape fails the typecheck here.
 */
function decidingSeats(state: GameState): number[] {
  const s = state as MachineState;
  if ((s.phase !== 'turn' && s.phase !== 'claim') || !s.hand) return [];
  const pend: HandState['pending'] = s.hand.pending;
  if (!pend) return [];
  if (pend.kind === 'turn') return [pend.seat];
  const out: number[] = [];
  for (let i = 0; i < pend.offers.length; i++) if (!pend.answers[i]) out.push(pend.offers[i].seat);
  return out;
}

type RobotDecision = (state: GameState, seat: number, level: number) => Action;

/** The engine's robot decision from the state (what playGame uses), when @taikai/engine exports it. */
function exportedRobotDecision(): RobotDecision | null {
  const f = (engine as Record<string, unknown>).robotDecision;
  return typeof f === 'function' ? (f as RobotDecision) : null;
}

/** What decides a game's walls: its seed, its round type (3 or 4 players) and its wall version. */
export type WallConfig = Pick<GameConfig, 'seed' | 'roundType' | 'wallVersion'>;

/**
 * The wall of hand `hand` (0-based, every hand dealt) as the step machine deals it (the engine's own
 * `handWallFor`): tile ids in draw order, the dead wall last (wall-hash.ts commits to it). Read from the config, not
 * from a state, so every hand of a finished game can be revealed and any process computes the same.
 */
export function handWall(config: WallConfig, hand: number): number[] {
  return engine.handWallFor(config, hand).tiles.slice();
}

/** The real engine (@taikai/engine's step machine), adapted to the port. */
export function realEngine(): EnginePort {
  return {
    newGame: (config, opts) => engine.newGame(config, { log: opts?.log }).state,
    replay: (config, log, opts) => engine.replay(config, log, { events: false, log: opts?.log }).state,
    legalActions: (s) => engine.legalActions(s),
    deciding: decidingSeats,
    tilesLeft: (s) => engine.tilesLeft(s),
    robotDecision: exportedRobotDecision(),
    apply: (s, seat, action, opts) => engine.apply(s, seat, action, opts),
    nextHand: (s, opts) => step(engine.nextHand(s, opts)),
    terminate: (s, opts) => step(engine.terminate(s, opts)),
    closeWindow: (s, opts) => (engine.windowHeld(s) ? step(engine.closeWindow(s, opts)) : null),
    view: (s, seat) => engine.view(s, seat),
    progress: (s) => engine.progress(s),
    phase: (s) => engine.phase(s),
    result: (s) => engine.result(s),
    yakuman: (s) => engine.yakuman(s),
    hands: (s) => engine.hands(s),
    mjaiLog: (s) => engine.mjaiEvents(s),
    robotAction: (view, level) => engine.robotAction(view, level),
  };
}
