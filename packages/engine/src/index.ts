/**
 * @taikai/engine — a seeded riichi mahjong engine: a step machine driven one decision at a time (newGame,
 * legalActions, apply, nextHand, view, replay …) and, on top of it, whole games between robots (playGame,
 * createGame). Pure: no I/O, no clock, no Math.random. See README.md for the API.
 */

export type { HandState, SeatState } from './hand.js';
/** a hand's wall as the machine shuffles it (`handWallFor(config, handNo)`): the host commits to it */
export { handWallFor, newWall } from './hand-wall.js';
export type { MjaiEvent, RyukyokuReason } from './log.js';
export { actionsOf, legalActions } from './machine/choices.js';
export type {
  EndReason,
  HandSummary,
  Progress,
  RoundTypeValue,
  SeatResult,
  YakumanRecord,
} from './machine/flow.js';
export { finalSeats } from './machine/flow.js';
export { newGame } from './machine/lifecycle.js';
export {
  endReason,
  hands,
  lastHand,
  mjaiEvents,
  mjaiLog,
  phase,
  progress,
  result,
  tilesLeft,
  yakuman,
} from './machine/read.js';
export { replay } from './machine/replay.js';
export type { ApplyOptions, ControlEntry, MachineState, ReplayEntry, StartOptions } from './machine/state.js';
export { apply, closeWindow, nextHand, terminate, windowHeld } from './machine/transitions.js';
export type * from './machine/types.js';
export type { ClaimTile, PublicSeatPlus, SeatViewPlus } from './machine/view.js';
export { view } from './machine/view.js';
export type { GameOptions } from './match.js';
export { createGame, createRobot, Game, playGame } from './match.js';
export { basePoints, tsumoShares } from './payments.js';
export { handSeed, handState, hashSeed, Rng } from './rng.js';
export type { Robot } from './robot-api.js';
export { robotAction, robotDecision } from './robot-sight.js';
export type { ClaimAction, ClaimOptions, Sight, TurnAction, TurnOptions } from './robots.js';
export type { EngineRule, RuleInput } from './rules.js';
export { engineRule } from './rules.js';
export type { MeldInput, ScoreWinInput, ScoreWinResult } from './score-win.js';
export { scoreWin } from './score-win.js';
export type { YakuEntry } from './scoring.js';
export type { RoundResult, WinRecord, YakumanHit } from './settle.js';
export { shanten, ukeire, waits } from './shanten.js';
export { mjaiName, parseMpsz, toMpsz } from './tiles.js';
