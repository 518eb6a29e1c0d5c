/** The quality of a round's seating (`SeatingQuality`), counted exactly: what the organiser sees before confirming. */
import { windCounts } from './history.js';
import type { SeatedTable, SeatingQuality } from './types.js';

/**
 * Scores `tables` (account ids by seat wind) as the next round after `history`. Any seating can be scored, a
 * computed one or one the organiser edited: nothing is assumed about who sits where.
 */
export function scoreSeating(tables: readonly SeatedTable[], history: readonly SeatedTable[]): SeatingQuality {
  const ids = [...new Set(tables.flat())];
  const index = new Map(ids.map((id, i) => [id, i]));
  const key = (i: number, j: number) => (i < j ? i * ids.length + j : j * ids.length + i);
  const met = new Map<number, number>();
  for (const table of history) {
    const at = [...new Set(table)].flatMap((id) => index.get(id) ?? []);
    for (let x = 0; x < at.length; x++)
      for (let y = x + 1; y < at.length; y++) met.set(key(at[x], at[y]), (met.get(key(at[x], at[y])) ?? 0) + 1);
  }
  let maxMeetings = 0;
  let repeatPairs = 0;
  for (const table of tables)
    for (let a = 0; a < table.length; a++)
      for (let b = a + 1; b < table.length; b++) {
        const before = met.get(key(index.get(table[a]) ?? 0, index.get(table[b]) ?? 0)) ?? 0;
        maxMeetings = Math.max(maxMeetings, before + 1);
        if (before > 0) repeatPairs++;
      }

  const winds = windCounts(ids, history);
  let spreadMax = 0;
  let spreadSum = 0;
  let seated = 0;
  for (const table of tables)
    table.forEach((id, w) => {
      const c = (winds.get(id) ?? []).slice(0, table.length);
      c[w]++;
      const spread = Math.max(...c) - Math.min(...c);
      spreadMax = Math.max(spreadMax, spread);
      spreadSum += spread;
      seated++;
    });
  return { maxMeetings, repeatPairs, windSpreadMax: spreadMax, windSpreadMean: seated === 0 ? 0 : spreadSum / seated };
}
