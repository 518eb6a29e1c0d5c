/** What the season's past tables say about the players of a round: how often two have met, each one's winds. */
import type { SeatedTable } from './types.js';

/** Seat winds counted per player: `[East, South, West, North]` times sat there in `history`; ids not asked: none. */
export function windCounts(ids: Iterable<number>, history: readonly SeatedTable[]): Map<number, number[]> {
  const counts = new Map<number, number[]>();
  for (const id of ids) counts.set(id, [0, 0, 0, 0]);
  for (const table of history)
    for (let w = 0; w < table.length && w < 4; w++) {
      const c = counts.get(table[w]);
      if (c) c[w]++;
    }
  return counts;
}

/** Tables sat per player in `history` (ids not asked: none). */
export function gamesPlayed(ids: Iterable<number>, history: readonly SeatedTable[]): Map<number, number> {
  const played = new Map<number, number>();
  for (const id of ids) played.set(id, 0);
  for (const table of history)
    for (const id of new Set(table)) {
      const n = played.get(id);
      if (n !== undefined) played.set(id, n + 1);
    }
  return played;
}

/**
 * How often each two of `ids` have met (sat at one past table), as an `m × m` matrix over the positions in `ids`:
 * `counts[i * m + j]`, symmetric, counted up to `cap` (Uint8: m² bytes, 64 KB for 256 players).
 */
export function meetingMatrix(ids: readonly number[], history: readonly SeatedTable[], cap: number): Uint8Array {
  const m = ids.length;
  const index = new Map(ids.map((id, i) => [id, i]));
  const counts = new Uint8Array(m * m);
  const at: number[] = [];
  for (const table of history) {
    at.length = 0;
    for (const id of table) {
      const i = index.get(id);
      if (i !== undefined && !at.includes(i)) at.push(i);
    }
    for (let x = 0; x < at.length; x++)
      for (let y = x + 1; y < at.length; y++) {
        const k = at[x] * m + at[y];
        if (counts[k] < cap) {
          counts[k]++;
          counts[at[y] * m + at[x]]++;
        }
      }
  }
  return counts;
}
