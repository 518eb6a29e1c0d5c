/** The seating model (issue 32): what `seatRound` takes and answers. Pure data, JSON-safe. */

/** How a season forms tables for auto-match and for a generated round. */
export type SeatingMethod = 'arrival' | 'fewest_repeats' | 'swiss';

/** Players a table (the contest mode: four-player or three-player mahjong). */
export type TableSize = 3 | 4;

/**
 * A table: account ids by seat wind, index 0 East, 1 South, 2 West, 3 North. A past table may hold ids of people
 * not present now (and robots, account 0): they are ignored.
 */
export type SeatedTable = readonly number[];

/** A player present, with their standing when the method is `swiss` (rank points; missing counts as 0). */
export interface SeatingPlayer {
  id: number;
  points?: number;
}

export interface SeatingInput {
  /** the players present, in arrival order (first ready first); each id once */
  players: readonly SeatingPlayer[];
  tableSize: TableSize;
  /** the season's past tables, each by seat wind */
  history: readonly SeatedTable[];
  method: SeatingMethod;
  /** the only source of randomness: the same input and seed give the same seating */
  seed: number;
}

/** How good a round's seating is, counted over the tables of the round against the season's history. */
export interface SeatingQuality {
  /** the most times any two players at one of the round's tables have met, this round included (0: no tables) */
  maxMeetings: number;
  /** pairs at the round's tables who had met before (each pair once) */
  repeatPairs: number;
  /**
   * seat-wind spread after this round: each seated player's most-used wind count minus their least-used (over the
   * table's winds, history and this round counted); the largest over the seated players, and their mean
   */
  windSpreadMax: number;
  windSpreadMean: number;
}

export interface Seating {
  /** each table's account ids by seat wind (East, South, West, North) */
  tables: number[][];
  /** the players present who sit this round out, in arrival order (fewer than the table size) */
  sittingOut: number[];
  quality: SeatingQuality;
}
