import type { AccountBrief } from '@taikai/shared';

/**
 * The seating the organiser edits (issue 32): the tables by wind and who sits out. A place is a seat of a table or a
 * spot in the sitting-out list (`table` -1); swapping two places exchanges their players, so a player sitting out
 * can be seated in someone's place.
 */

export interface SeatingDraft {
  tables: AccountBrief[][];
  sittingOut: AccountBrief[];
}

export interface Place {
  /** the table's index, -1 for the sitting-out list */
  table: number;
  index: number;
}

const at = (d: SeatingDraft, p: Place) => (p.table < 0 ? d.sittingOut[p.index] : d.tables[p.table]?.[p.index]);

/** The draft with the players of `a` and `b` exchanged (unchanged when either place is empty or they are equal). */
export function swapPlaces(d: SeatingDraft, a: Place, b: Place): SeatingDraft {
  const x = at(d, a);
  const y = at(d, b);
  if (!x || !y || (a.table === b.table && a.index === b.index)) return d;
  const tables = d.tables.map((t) => [...t]);
  const sittingOut = [...d.sittingOut];
  const put = (p: Place, who: AccountBrief) => {
    if (p.table < 0) sittingOut[p.index] = who;
    else tables[p.table][p.index] = who;
  };
  put(a, y);
  put(b, x);
  return { tables, sittingOut };
}

/** The tables as account ids by wind, as scored and sent. */
export const tableIds = (d: SeatingDraft): number[][] => d.tables.map((t) => t.map((p) => p.account_id));

export const samePlace = (a: Place | null, b: Place) => a !== null && a.table === b.table && a.index === b.index;
