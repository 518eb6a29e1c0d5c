/**
 * Seat winds for fixed tables: each table's players are put in the order of winds that evens out their counts
 * over the season. A table is tiny (24 orders of four players, 6 of three), so every order is tried and the best
 * kept, judged in turn by: the largest spread at the table after this round (a player's most-used wind count minus
 * their least-used, over the table's winds), the sum of the four spreads, the sum of the counts of the winds given
 * (each takes a wind they have sat least); a tie keeps the earlier order, the table's own first.
 */
import { windCounts } from './history.js';
import type { SeatedTable } from './types.js';

/** The same tables with each table's players reordered by seat wind to even out winds after `history`. */
export function balanceWinds(tables: readonly SeatedTable[], history: readonly SeatedTable[]): number[][] {
  const counts = windCounts(tables.flat(), history);
  return tables.map((table) => balanceTable(table, counts));
}

/** One table's best order of winds, given each player's wind counts so far. */
export function balanceTable(table: SeatedTable, counts: ReadonlyMap<number, readonly number[]>): number[] {
  const n = table.length;
  let best: readonly number[] = [];
  let bestCost: number[] = [];
  for (const order of permutations(n)) {
    let top = 0;
    let spreads = 0;
    let given = 0;
    for (let w = 0; w < n; w++) {
      const c = counts.get(table[order[w]]) ?? [];
      let hi = 0;
      let lo = Number.POSITIVE_INFINITY;
      for (let k = 0; k < n; k++) {
        const v = (c[k] ?? 0) + (k === w ? 1 : 0);
        hi = Math.max(hi, v);
        lo = Math.min(lo, v);
      }
      top = Math.max(top, hi - lo);
      spreads += hi - lo;
      given += c[w] ?? 0;
    }
    const cost = [top, spreads, given];
    if (best.length === 0 || lexLess(cost, bestCost)) {
      best = order;
      bestCost = cost;
    }
  }
  return best.map((i) => table[i]);
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

const orders = new Map<number, number[][]>();

/** Every order of `0..n-1`, the identity first (n ≤ 4 here: 24 at most). */
function permutations(n: number): number[][] {
  let list = orders.get(n);
  if (!list) {
    list = [[]];
    for (let k = 0; k < n; k++)
      list = list.flatMap((p) => [...Array(n).keys()].filter((i) => !p.includes(i)).map((i) => [...p, i]));
    orders.set(n, list);
  }
  return list;
}
