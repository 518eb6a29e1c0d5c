/**
 * The step machine's public contract. A game is a plain JSON-serialisable `GameState`; every change is
 * one decision `apply(state, seat, action)` taken from `legalActions(state)`. Hosts (the server's game host, the
 * simulator, tests) drive games through this file's types only; robots decide from `view(state, seat)` only.
 *
 * Tiles on this surface are mjai names: `1m`..`9m`, `1p`..`9p`, `1s`..`9s`, red fives `5mr` `5pr` `5sr`, honours
 * `E S W N P F C`. A hidden tile is `?`.
 */
import type { MjaiEvent } from '../log.js';

export type Tile = string;

/** What a game is started from. The same config + the same decisions reproduce the game exactly. */
export interface GameConfig {
  seed: string | number;
  /** 1 east-4, 2 south-4, 11 east-3, 12 south-3 */
  roundType: number;
  /** the season's detail rule (shared DetailRuleFields, partial allowed) */
  rule?: Record<string, unknown>;
  /** start points per seat (defaults to the rule's init_point) */
  initPoints?: number[];
  /** safety net: stop after this many hands (default 400) */
  maxHands?: number;
  /**
   * Seats whose controller never calls (robots of level 0 and 1): they are offered ron but never chi / pon /
   * daiminkan, so the game does not wait on a pass from them after every discard. Optional.
   */
  noCalls?: number[];
  /** names for the log's start_game event (default `seat-0` …) */
  names?: string[];
  /**
   * How each hand's wall is shuffled from the seed (hand-wall.ts `handWallFor`). Absent or 1: through a 32-bit seed
   * per hand (`handSeed`), as every game stored before version 2; 2: from a 128-bit state read from the whole seed.
   */
  wallVersion?: 1 | 2;
}

/** Everything a seat may choose. `tile` names the physical tile (a red five is `5mr`). */
export type Action =
  | { type: 'discard'; tile: Tile; riichi?: boolean }
  | { type: 'tsumo' }
  | { type: 'ron' }
  | { type: 'pass' }
  | { type: 'chi'; tiles: [Tile, Tile] }
  | { type: 'pon'; tiles: [Tile, Tile] }
  | { type: 'daiminkan' }
  | { type: 'ankan'; tile: Tile }
  | { type: 'kakan'; tile: Tile }
  | { type: 'kita' }
  | { type: 'abort' };

/**
 * The exact choices of one seat that must decide now. `discard` lists the tiles it may discard (kuikae and riichi
 * restrictions applied); `riichi` lists the discards that keep tenpai when riichi is legal, else it is absent.
 */
export interface SeatChoices {
  seat: number;
  discard?: Tile[];
  riichi?: Tile[];
  tsumo?: boolean;
  ron?: boolean;
  pass?: boolean;
  chi?: [Tile, Tile][];
  pon?: [Tile, Tile][];
  daiminkan?: boolean;
  ankan?: Tile[];
  kakan?: Tile[];
  kita?: boolean;
  abort?: boolean;
}

export type Phase = 'turn' | 'claim' | 'hand_end' | 'game_end';

/** Who may see an event: everyone (players and observers), or only the listed seats. */
export type Audience = 'all' | number[];

export interface TaggedEvent {
  to: Audience;
  event: MjaiEvent;
}

export type ApplyResult =
  | { ok: true; state: GameState; events: TaggedEvent[] }
  | { ok: false; reason: RefusalReason; message: string };

export type RefusalReason = 'game_over' | 'not_your_turn' | 'illegal_action' | 'already_answered' | 'paused';

/** One decision as persisted: replaying the config plus these, in order, rebuilds the game. */
export interface Decision {
  seat: number;
  action: Action;
}

/**
 * The serialisable state. Its inner shape belongs to the engine (hosts treat it as opaque JSON); its public
 * reading is `view()`, `progress()`, `phase()`, `result()`.
 */
export interface GameState {
  v: 1;
  config: GameConfig;
  [key: string]: unknown;
}

export interface SeatView {
  /** the seat this view belongs to, or -1 for an observer */
  seat: number;
  players: 3 | 4;
  phase: Phase;
  roundWind: number;
  dealer: number;
  honba: number;
  kyotaku: number;
  tilesLeft: number;
  doraIndicators: Tile[];
  scores: number[];
  /** own concealed hand sorted, the drawn tile apart (empty for an observer) */
  hand: Tile[];
  drawn: Tile | null;
  seats: PublicSeat[];
  /** this seat's choices now, if it must decide */
  choices: SeatChoices | null;
  /** who is shown as deciding: the seat to act on a turn; in a claim window only the viewer, when it may claim */
  waitingOn: number[];
  /** the last hand's outcome while `phase` is hand_end / game_end */
  lastHand: HandOutcome | null;
  /** final settlement once the game is over */
  final: FinalSeat[] | null;
}

export interface PublicSeat {
  seat: number;
  seatWind: number;
  score: number;
  riichi: boolean;
  handCount: number;
  discards: { tile: Tile; riichi: boolean; called: boolean; tsumogiri: boolean }[];
  melds: {
    kind: 'chi' | 'pon' | 'daiminkan' | 'ankan' | 'kakan';
    tiles: Tile[];
    calledTile: Tile | null;
    from: number;
  }[];
  kita: number;
}

export interface HandOutcome {
  kind: 'win' | 'draw' | 'abort';
  reason?: string;
  wins: {
    seat: number;
    from: number;
    hand: Tile[];
    winTile: Tile;
    yaku: { name: string; han: number }[];
    han: number;
    fu: number;
    yakuman: number;
    points: number;
    uraIndicators: Tile[];
  }[];
  /** hands shown at an exhaustive draw (tenpai seats only) */
  tenpaiHands: { seat: number; hand: Tile[] }[];
  deltas: number[];
  scores: number[];
}

export interface FinalSeat {
  seat: number;
  part_point_1: number;
  total_point: number;
  placement: number;
}

export interface GameProgress {
  chang: number;
  ju: number;
  ben: number;
  liqibang: number;
  scores: number[];
  hands: number;
  over: boolean;
}
