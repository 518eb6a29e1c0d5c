/**
 * @taikai/engine — a seeded riichi mahjong engine that plays whole games between robots.
 * Pure: no I/O, no clock, no Math.random. See README.md for the API.
 */

export type { MjaiEvent, RyukyokuReason } from './log.js';
export type { GameOptions, HandSummary, Progress, RoundTypeValue, SeatResult, YakumanRecord } from './match.js';
export { createGame, Game, playGame } from './match.js';
export { basePoints, tsumoShares } from './payments.js';
export { handSeed, hashSeed, Rng } from './rng.js';
export type { ClaimAction, ClaimOptions, Robot, RoundView, TurnAction, TurnOptions } from './robot-api.js';
export { createRobot } from './robots.js';
export type { EngineRule, RuleInput } from './rules.js';
export { engineRule } from './rules.js';
export type { MeldInput, ScoreWinInput, ScoreWinResult } from './score-win.js';
export { scoreWin } from './score-win.js';
export type { YakuEntry } from './scoring.js';
export type { RoundResult, WinRecord, YakumanHit } from './settle.js';
export { shanten, ukeire, waits } from './shanten.js';
export { mjaiName, parseMpsz, toMpsz } from './tiles.js';
