/**
 * The replay model: a finished game's log file (`RecordLogFile`, docs/GAME-LOG.md) read into hands of
 * frames that a viewer draws one at a time. Pure data, JSON-safe, the same in the browser and on the server.
 *
 * Tiles are mjai names as the console's tile faces use them: `1m`..`9m`, `1p`..`9p`, `1s`..`9s`, red fives `5mr`
 * `5pr` `5sr`, honours `E S W N P F C`. The shapes of seats, discards, melds, wins and hand outcomes are the
 * table's (`TableSeat`, `TableWin`, `TableHandOutcome`, `TableView` in schemas/table.ts) with fields added, so the
 * table's components draw them as they are.
 */

/** A player of the game, in seat order (robots: account 0, empty nickname). */
export interface ReplayPlayer {
  seat: number;
  account_id: number;
  nickname: string;
  robot: boolean;
}

export interface ReplayDiscard {
  tile: string;
  /** the tile drawn was discarded at once */
  tsumogiri: boolean;
  /** the riichi declaration tile (drawn sideways; it stays the declaration tile when a call takes it) */
  riichi: boolean;
  /** taken by a call (chi / pon / daiminkan): drawn faded, the caller's meld holds it */
  called: boolean;
}

export interface ReplayMeld {
  kind: 'chi' | 'pon' | 'daiminkan' | 'ankan' | 'kakan';
  /** the called tile first, then the caller's own (an added kan: the pon's three, then the added tile) */
  tiles: string[];
  /** the tile taken from another seat; null for a closed kan */
  calledTile: string | null;
  /** the seat it was taken from; -1 for a closed kan */
  from: number;
}

/** One seat at one moment. Everything but `hand` and `drawn` is public (seatView hides those for others). */
export interface ReplaySeat {
  seat: number;
  /** 0 East … 3 North; the dealer is East */
  seatWind: number;
  score: number;
  /** riichi accepted (the stick is on the table) */
  riichi: boolean;
  /** concealed tiles held, the drawn tile included */
  handCount: number;
  /** concealed tiles, sorted (man, pin, sou, honours; a red five after the plain five), the drawn tile apart */
  hand: string[];
  /** the tile just drawn, held apart until the discard; null otherwise */
  drawn: string | null;
  /** the hand has been shown to everyone: a winner's, a tenpai hand at an exhaustive draw, a nine-terminals hand */
  shown: boolean;
  discards: ReplayDiscard[];
  melds: ReplayMeld[];
  /** north tiles set aside (three-player kita) */
  kita: number;
}

/** What a frame's step did: what the viewer puts in its caption. */
export type ReplayAction =
  | { type: 'deal' }
  | { type: 'draw'; seat: number; tile: string /** a replacement draw after a kan or a kita */; rinshan: boolean }
  | { type: 'discard'; seat: number; tile: string; tsumogiri: boolean /** declared riichi with it */; riichi: boolean }
  | { type: 'chi' | 'pon' | 'daiminkan'; seat: number; from: number; tile: string; consumed: string[] }
  | { type: 'ankan'; seat: number; tiles: string[] }
  | { type: 'kakan'; seat: number; tile: string }
  | { type: 'kita'; seat: number; tile: string }
  | { type: 'dora'; tile: string }
  | { type: 'win'; seat: number /** the discarder; -1 on a tsumo */; from: number; tile: string; tsumo: boolean }
  | {
      type: 'ryukyoku';
      reason: string;
      /** the seat that declared nine terminals (kyushukyuhai); null for the other draws */
      seat: number | null;
    };

/** The table after one step. Frames are independent snapshots: keep or index them freely. */
export interface ReplayFrame {
  /** position in its hand's `frames` */
  index: number;
  /** index in the log's `mjai` of the event that made this frame */
  event: number;
  action: ReplayAction;
  /** 0 East, 1 South, 2 West, 3 North */
  roundWind: number;
  /** hand number within the wind, 1-based (mjai `kyoku`, the dealer seat + 1) */
  kyoku: number;
  dealer: number;
  honba: number;
  /** riichi sticks on the table */
  kyotaku: number;
  doraIndicators: string[];
  /** tiles left in the live wall */
  tilesLeft: number;
  scores: number[];
  /** the seat that holds the turn (drew, discarded, called, won); the dealer at the deal */
  turn: number;
  /** the last discard still lying in a pond (not taken by a call), for the "last discard" marker */
  lastDiscard: { seat: number; index: number } | null;
  /** true from the win / draw frame on: the hand is over */
  ended: boolean;
  seats: ReplaySeat[];
}

/** One win of a hand (two or three on a multiple ron). Shape of the table's `TableWin`, fields added. */
export interface ReplayWin {
  seat: number;
  /** the discarder; -1 on a tsumo */
  from: number;
  tsumo: boolean;
  /** concealed tiles without the winning tile, sorted */
  hand: string[];
  winTile: string;
  melds: ReplayMeld[];
  yaku: { name: string; han: number }[];
  han: number;
  fu: number;
  /** yakuman multiple (0 for none) */
  yakuman: number;
  /** the hand's value (hora_points), without honba and riichi sticks */
  points: number;
  /** per seat: what this win moved (honba and, for the first winner, the riichi sticks included) */
  deltas: number[];
  /** ura dora indicators shown for this win (riichi winners only) */
  uraIndicators: string[];
  /** points after this win */
  scores: number[];
}

/**
 * How a hand ended. The shape of the table's `TableHandOutcome` (kind, reason, wins, tenpaiHands, deltas, scores),
 * fields added.
 */
export interface ReplayHandResult {
  /** win; draw = exhaustive (reason `fanpai`, or `nagashimangan`); abort = abortive draw */
  kind: 'win' | 'draw' | 'abort';
  /** for draws: fanpai, nagashimangan, kyushukyuhai, suufonrenda, suukaikan, suuchariichi, sanchaho */
  reason?: string;
  wins: ReplayWin[];
  /** per seat: tenpai at an exhaustive draw (all false otherwise; on a win, the winners) */
  tenpai: boolean[];
  /** the shown hands of the tenpai seats at an exhaustive draw (sorted) */
  tenpaiHands: { seat: number; hand: string[] }[];
  /** a draw's own payments (noten or nagashi mangan; the ryukyoku event's deltas); zeros on a win */
  payments: number[];
  /** per seat: the whole hand's change, points after less points at the deal (riichi deposits included) */
  deltas: number[];
  /** points after the hand */
  scores: number[];
  /** riichi sticks left on the table for the next hand */
  kyotaku: number;
  /** the seat that declared nine terminals; null otherwise */
  declarer: number | null;
}

/** A hand's wall commitment as the log reveals it (docs/GAME-LOG.md). */
export interface ReplayWall {
  /** tile ids in dealing order, the dead wall last 14; a tile's type is id >> 2 */
  tiles: number[];
  salt: string;
  /** hex SHA-256 of `<salt>:<id>,<id>,…` */
  hash: string;
}

export interface ReplayHand {
  /** 0-based, counting every hand dealt in the game (the wall commitment's hand number) */
  index: number;
  roundWind: number;
  kyoku: number;
  dealer: number;
  honba: number;
  /** riichi sticks on the table at the deal */
  kyotaku: number;
  /** points at the deal */
  startScores: number[];
  /** frame 0 is the deal */
  frames: ReplayFrame[];
  /** null for a hand that never ended (a terminated game's last hand) */
  result: ReplayHandResult | null;
  /** null when the log reveals no wall for this hand (an older log, or a hand left unfinished) */
  wall: ReplayWall | null;
  /** 3 or 4 */
  players: number;
  /** red fives per suit [m, p, s] under the game's rule (which tile ids are red: verifyHand needs it) */
  redFives: [number, number, number];
}

export interface ReplayStanding {
  seat: number;
  /** final raw points (riichi sticks left at the end go to first place) */
  points: number;
  /** 1-based */
  placement: number;
  /** the settlement ×1000, uma and oka included (35000 = +35.0); null when the log has none */
  totalPoint: number | null;
}

export interface Replay {
  uuid: string;
  players: 3 | 4;
  /** 1 east-4, 2 south-4, 11 east-3, 12 south-3 */
  roundType: number;
  seats: ReplayPlayer[];
  /** the record was ended by a manager before the game's end */
  terminated: boolean;
  hands: ReplayHand[];
  /** by seat; from the log's end_game, or from the last points known when the log has none */
  standings: ReplayStanding[];
  /** the log's end_game settlement as written (`{ seat, part_point_1, total_point, placement }`), or null */
  final: { seat: number; part_point_1: number; total_point: number; placement: number }[] | null;
  /** things in the log that did not add up while reading it (a tile discarded that the seat did not hold, …) */
  problems: string[];
}

/** What one seat saw at a frame (seat -1: an observer): a `TableView` for the table's board. */
export interface ReplaySeatView {
  seat: number;
  players: 3 | 4;
  phase: 'turn' | 'hand_end';
  roundWind: number;
  dealer: number;
  honba: number;
  kyotaku: number;
  tilesLeft: number;
  doraIndicators: string[];
  scores: number[];
  /** the viewer's own concealed tiles, the drawn tile apart (empty for an observer) */
  hand: string[];
  drawn: string | null;
  /** every seat as everyone sees it: `hand` empty and `drawn` null except the viewer's own and shown hands */
  seats: ReplaySeat[];
  choices: null;
  waitingOn: number[];
  lastHand: null;
  final: null;
}

/** The outcome of checking a hand's wall commitment against the log (verifyHand). */
export type WallVerification =
  | { status: 'verified' }
  | {
      status: 'mismatch';
      /** what disagreed: the hash, the wall itself (not a full set of tiles), the deal, a draw, a dora or ura indicator */
      what: 'hash' | 'wall' | 'deal' | 'draw' | 'dora' | 'ura';
      /** in words, for people and logs (English; the viewer shows `what` in the page's language) */
      detail: string;
    }
  | { status: 'unavailable' };
