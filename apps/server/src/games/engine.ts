/**
 * The one place the game host meets the engine's step machine (packages/engine/src/machine/types.ts). The host
 * and its controllers use `EnginePort` only, so a test can drive the host with a small scripted engine and the
 * real engine's exact call shapes are adapted here and nowhere else.
 */
import * as engine from '@taikai/engine';
import type { HandSummary, MjaiEvent, YakumanRecord } from '@taikai/engine';
import type {
  Action,
  ApplyResult,
  Audience,
  Decision,
  FinalSeat,
  GameConfig,
  GameProgress,
  GameState,
  Phase,
  SeatChoices,
  SeatView,
  TaggedEvent,
} from '../../../../packages/engine/src/machine/types.js';

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

export interface EnginePort {
  newGame(config: GameConfig): GameState;
  /** The config plus its decisions, in order, rebuild the game exactly (hand changes are implied). */
  replay(config: GameConfig, decisions: readonly Decision[]): GameState;
  /** One entry per seat that must decide now (empty between hands and after the end). */
  legalActions(state: GameState): SeatChoices[];
  apply(state: GameState, seat: number, action: Action): ApplyResult;
  /** From hand_end into the next hand (or to game_end when the game is over). */
  nextHand(state: GameState): Step;
  /** Ends the game now, settled with the points as they stand. */
  terminate(state: GameState): Step;
  view(state: GameState, seat: number): SeatView;
  progress(state: GameState): GameProgress;
  phase(state: GameState): Phase;
  result(state: GameState): FinalSeat[] | null;
  yakuman(state: GameState): YakumanRecord[];
  hands(state: GameState): HandSummary[];
  mjaiLog(state: GameState): MjaiEvent[];
  robotAction(view: SeatView, level: number): Action;
}

/** The step machine's functions as @taikai/engine exports them (issue 9). */
interface MachineModule {
  newGame(config: GameConfig): GameState;
  replay(config: GameConfig, decisions: readonly Decision[]): GameState | { state: GameState };
  legalActions(state: GameState): SeatChoices[];
  apply(state: GameState, seat: number, action: Action): ApplyResult;
  nextHand(state: GameState): GameState | Step | ApplyResult;
  terminate(state: GameState): GameState | Step | ApplyResult;
  view(state: GameState, seat: number): SeatView;
  progress(state: GameState): GameProgress;
  phase(state: GameState): Phase;
  result(state: GameState): FinalSeat[] | null;
  yakuman(state: GameState): YakumanRecord[];
  hands(state: GameState): HandSummary[];
  mjaiLog(state: GameState): MjaiEvent[];
  robotAction(view: SeatView, level: number): Action;
}

const machine = engine as unknown as Partial<MachineModule>;

/** Whether @taikai/engine already exports the step machine (it lands with issue 9). */
export function engineAvailable(): boolean {
  return typeof machine.newGame === 'function' && typeof machine.replay === 'function';
}

function asStep(out: GameState | Step | ApplyResult, before: GameState): Step {
  if ('ok' in out) {
    const r = out as ApplyResult;
    if (!r.ok) throw new Error(`engine refused: ${r.reason} ${r.message}`);
    return { state: r.state, events: r.events };
  }
  if ('state' in out && 'events' in out && (out as Step).state?.v === 1) return out as Step;
  return { state: (out as GameState) ?? before, events: [] };
}

/** The real engine, adapted to the port. */
export function realEngine(): EnginePort {
  if (!engineAvailable()) throw new Error('@taikai/engine does not export the step machine yet');
  const m = machine as MachineModule;
  return {
    newGame: (config) => m.newGame(config),
    replay: (config, decisions) => {
      const out = m.replay(config, decisions);
      return 'v' in out ? (out as GameState) : out.state;
    },
    legalActions: (s) => m.legalActions(s),
    apply: (s, seat, action) => m.apply(s, seat, action),
    nextHand: (s) => asStep(m.nextHand(s), s),
    terminate: (s) => asStep(m.terminate(s), s),
    view: (s, seat) => m.view(s, seat),
    progress: (s) => m.progress(s),
    phase: (s) => m.phase(s),
    result: (s) => m.result(s),
    yakuman: (s) => m.yakuman(s),
    hands: (s) => m.hands(s),
    mjaiLog: (s) => m.mjaiLog(s),
    robotAction: (view, level) => m.robotAction(view, level),
  };
}
