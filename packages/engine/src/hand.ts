/**
 * One hand's state as plain JSON data: the records only (seats with closed tiles as ids + per-type counts, melds,
 * river, riichi, furiten and a cache of the 13-tile shanten and waits; the wall; the pending decision). The
 * operations on them live beside: hand-context.ts (rule, names, event sink), hand-seat.ts, hand-wall.ts,
 * hand-ops.ts (dora, kans, census), hand-win.ts (win evaluation), hand-clone.ts (copies). No turn logic here
 * (play-*.ts) and no settlement (settle.ts), so the imports run one way: hand-* ← settle.ts ← play-*.ts.
 */
import type { MeldKind } from './scoring.js';

export interface MeldState {
  kind: MeldKind;
  /** tile type of the meld (lowest for chi) */
  type: number;
  /** physical ids; for kakan the added tile is last */
  ids: number[];
  /** claimed id (-1 for ankan) */
  called: number;
  /** seat it was claimed from (-1 for ankan) */
  from: number;
}

export interface SeatState {
  seat: number;
  /** concealed tile ids in the order they arrived */
  hand: number[];
  /** concealed tiles per type (34) */
  counts: number[];
  melds: MeldState[];
  /** river ids in order (called ones included) */
  river: number[];
  /** which river entries were claimed by others */
  riverCalled: boolean[];
  riverTsumogiri: boolean[];
  /** per type: has this seat ever discarded it (discard furiten, suji) */
  discarded: number[];
  riichi: 0 | 1 | 2;
  /** river index of the riichi declaration tile */
  riichiIndex: number;
  ippatsu: boolean;
  /** missed a winning tile after riichi */
  riichiFuriten: boolean;
  /** missed a winning tile since own last discard */
  tempFuriten: boolean;
  /** a wait is in own river */
  discardFuriten: boolean;
  kita: number;
  kitaIds: number[];
  /** still eligible for nagashi mangan */
  nagashi: boolean;
  /** has not discarded yet (double riichi, tenhou / chiihou, nine terminals) */
  firstTurn: boolean;
  /** 13-tile shanten (valid between turns) */
  shanten: number;
  waits: number[];
  waitCount: number;
  /** kuikae: types that may not be discarded right after a call */
  forbidden: number[];
  /** tiles safe against this seat's riichi (its river and everything passed since); public information */
  safe: number[];
}

export interface WallState {
  /** the shuffled order of every tile (never changed during the hand) */
  tiles: number[];
  /** next live draw index */
  pos: number;
  /** end (exclusive) of the live wall */
  liveEnd: number;
  /** replacement tiles still available, drawn front first */
  rinshan: number[];
  /** the original dead wall: 0–3 replacement, 4–8 dora indicators, 9–13 ura indicators (never changed) */
  dead: number[];
  doraRevealed: number;
}

/** The seat to act after a draw (or a call): its options, computed once when the turn starts. */
export interface TurnPending {
  kind: 'turn';
  seat: number;
  /** the tile just drawn, -1 right after a chi / pon */
  drawn: number;
  called: boolean;
  haitei: boolean;
  canTsumo: boolean;
  canAbort: boolean;
  /** riichi is allowed if some discard keeps the hand tenpai */
  canRiichi: boolean;
  ankan: number[];
  kakan: number[];
  canKita: boolean;
}

export interface ClaimOffer {
  seat: number;
  ron: boolean;
  pon: boolean;
  minkan: boolean;
  /** chi choices as the two tile types taken from the hand */
  chi: [number, number][];
}

export type ClaimAnswer =
  | { kind: 'pass' }
  | { kind: 'ron' }
  | { kind: 'pon'; ids: number[] }
  | { kind: 'minkan' }
  | { kind: 'chi'; ids: number[] };

/** A tile offered to the other seats (discard, added kan, kita, closed kan for kokushi), waiting for answers. */
export interface ClaimPending {
  kind: 'claim';
  source: 'discard' | 'kakan' | 'ankan' | 'kita';
  from: number;
  tile: number;
  houtei: boolean;
  chankan: boolean;
  /** the discard declared riichi (accepted once nobody rons) */
  riichi: boolean;
  doubleRiichi: boolean;
  /** seats asked, in turn order from the discarder */
  offers: ClaimOffer[];
  /** one answer per offer, null until given */
  answers: (ClaimAnswer | null)[];
}

export interface HandState {
  dealer: number;
  /** 0 East, 1 South, 2 West, 3 North */
  roundWind: number;
  honba: number;
  kyotaku: number;
  scores: number[];
  /** scores when the hand started */
  startScores: number[];
  kyotakuStart: number;
  wall: WallState;
  seats: SeatState[];
  /** publicly visible copies per type: rivers, melds, dora indicators, kita */
  visible: number[];
  doraTargets: number[];
  /** a call or kan has happened (ends the first uninterrupted go-around) */
  interrupted: boolean;
  rinshan: boolean;
  kanCount: number;
  kanSeats: number[];
  pendingDora: number;
  firstDiscards: number[];
  pending: TurnPending | ClaimPending | null;
}
