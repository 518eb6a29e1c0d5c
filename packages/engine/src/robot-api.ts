/** What a robot is asked and what it may answer. Robots read the hand (`RoundView`) directly; they are ours. */
import type { PlayerState } from './player.js';
import type { EngineRule } from './rules.js';

export interface TurnOptions {
  /** the tile just drawn (-1 right after a chi/pon) */
  drawn: number;
  canTsumo: boolean;
  /** nine different terminals/honors on the first uninterrupted turn */
  canAbort: boolean;
  /** riichi is allowed if the discard leaves the hand tenpai */
  canRiichi: boolean;
  ankan: number[];
  kakan: number[];
  canKita: boolean;
}

export type TurnAction =
  | { kind: 'tsumo' }
  | { kind: 'abort' }
  | { kind: 'kita' }
  | { kind: 'ankan'; type: number }
  | { kind: 'kakan'; type: number }
  | { kind: 'discard'; type: number; riichi?: boolean };

export interface ClaimOptions {
  /** discarded (or kakan / kita) tile id */
  tile: number;
  from: number;
  canRon: boolean;
  canPon: boolean;
  canMinkan: boolean;
  /** chi choices: the two tile types taken from the hand */
  chi: [number, number][];
}

export type ClaimAction =
  | { kind: 'pass' }
  | { kind: 'ron' }
  | { kind: 'pon' }
  | { kind: 'minkan' }
  | { kind: 'chi'; option: number };

/** Read-only view of a hand in play. */
export interface RoundView {
  readonly rule: EngineRule;
  readonly players: 3 | 4;
  readonly dealer: number;
  readonly roundWind: number;
  readonly seats: PlayerState[];
  readonly red: Uint8Array;
  /** publicly visible copies per type: rivers, melds, dora indicators, kita */
  readonly visible: Uint8Array;
  /** live tiles left */
  readonly remaining: number;
  readonly doraTargets: number[];
  seatWind(seat: number): number;
}

export interface Robot {
  readonly level: number;
  /** whether this robot ever calls chi/pon/minkan (lets the round skip building options) */
  readonly calls: boolean;
  turn(view: RoundView, seat: number, opts: TurnOptions): TurnAction;
  claim(view: RoundView, seat: number, opts: ClaimOptions): ClaimAction;
}
