/**
 * Seat a round: the players present become tables (ids by seat wind) and those sitting out, with the seating's
 * quality (score.ts). The three methods differ only in who sits with whom; who sits out (sit-out.ts: the last
 * arrivals for `arrival`, else those who played most) and the winds at each table (winds.ts: the order that evens
 * out each player's winds over the season) are decided the same way for each.
 * - `arrival` (first come first seated, auto-match's way so far): tables of consecutive arrivals, in arrival order;
 * - `fewest_repeats`: a greedy start, a tabu search of swaps and an exact search behind it (repeats.ts, exact.ts):
 *   no two players meet again while that is possible; otherwise as few pairs as can be meet the most times;
 * - `swiss`: players by standing (points, most first; missing counts as 0; ties in arrival order), neighbours make
 *   the tables (the top `size` the first table, …), then the tabu search with each player kept at their own table
 *   or one beside it (one table up or down the standings), so similar standings still meet.
 * Deterministic: all randomness comes from `seed`. Cost: an m × m byte matrix of past meetings (64 KB for 256
 * players) and a fixed budget of work, a few ms for 256 players when a seating without repeats is found, tens of ms
 * when none is (bench/RESULTS.md, "Seating").
 */
import { meetingMatrix, windCounts } from './history.js';
import { seededRandom } from './random.js';
import { fewestRepeats, LEVEL_CAP, searchRepeats } from './repeats.js';
import { scoreSeating } from './score.js';
import { chooseSittingOut } from './sit-out.js';
import type { Seating, SeatingInput } from './types.js';
import { balanceTable } from './winds.js';

/** How far from their standing's table a player may be moved by `swiss`, in tables. */
const SWISS_REACH = 1;

export function seatRound(input: SeatingInput): Seating {
  const { tableSize: size, history, method } = input;
  if (size !== 3 && size !== 4) throw new RangeError(`seatRound: table size ${size} (3 or 4)`);
  const ids = input.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) throw new RangeError('seatRound: a player is present twice');

  const rng = seededRandom(input.seed);
  const { seated, sittingOut } = chooseSittingOut(input.players, size, history, method);
  let order = seated;
  if (method === 'swiss') {
    const arrival = new Map(seated.map((p, i) => [p.id, i]));
    order = [...seated].sort(
      (a, b) => (b.points ?? 0) - (a.points ?? 0) || (arrival.get(a.id) ?? 0) - (arrival.get(b.id) ?? 0),
    );
  }
  const m = order.length;
  const tableCount = m / size;
  let slots: Int32Array = Int32Array.from(order.keys());
  if (method !== 'arrival' && tableCount > 1) {
    const met = meetingMatrix(
      order.map((p) => p.id),
      history,
      LEVEL_CAP,
    );
    if (method === 'fewest_repeats') slots = fewestRepeats(m, size, met, rng);
    else {
      const home = (i: number) => Math.floor(i / size);
      const lo = Int32Array.from(order.keys(), (i) => Math.max(0, home(i) - SWISS_REACH));
      const hi = Int32Array.from(order.keys(), (i) => Math.min(tableCount - 1, home(i) + SWISS_REACH));
      slots = searchRepeats({ size, met, slots, reach: { lo, hi }, rng });
    }
  }

  const winds = windCounts(ids, history);
  const tables: number[][] = [];
  for (let t = 0; t < m; t += size)
    tables.push(
      balanceTable(
        Array.from(slots.subarray(t, t + size), (i) => order[i].id),
        winds,
      ),
    );
  return {
    tables,
    sittingOut: sittingOut.map((p) => p.id),
    quality: scoreSeating(tables, history),
  };
}
