/**
 * An exact search that backs the tabu search (repeats.ts) where it is weakest: when few seatings keep the pairs
 * under a count (a small group late in a season), local search can circle near one without finding it, while a
 * backtracking search finds it at once, since every table has few choices. `seatBelow` looks for tables in which
 * no two players met `level` times or more: it seats the player with the fewest possible table-mates left
 * (ties: the lower position) with each set of mutually possible mates in turn, and backtracks when someone left
 * has too few. It gives up after a budget of work (about a million steps), so it answers null both when there is no
 * such seating and when it could not tell.
 */

/** Work units (a candidate looked at, a bit-set word read) the search may spend. */
const BUDGET = 1_000_000;

/** Tables (as repeats.ts `slots`) where every pair met fewer than `level` times, or null. */
export function seatBelow(m: number, size: number, met: Uint8Array, level: number): Int32Array | null {
  const words = Math.ceil(m / 32);
  const ok = new Uint32Array(m * words);
  for (let p = 0; p < m; p++)
    for (let q = 0; q < m; q++) if (p !== q && met[p * m + q] < level) ok[p * words + (q >>> 5)] |= 1 << (q & 31);
  const free = new Uint32Array(words);
  for (let p = 0; p < m; p++) free[p >>> 5] |= 1 << (p & 31);
  const slots = new Int32Array(m);
  let work = 0;

  const fits = (p: number, q: number) => (ok[p * words + (q >>> 5)] & (1 << (q & 31))) !== 0;
  const take = (p: number) => {
    free[p >>> 5] &= ~(1 << (p & 31));
  };
  const give = (p: number) => {
    free[p >>> 5] |= 1 << (p & 31);
  };

  /** Seats tables from `filled` on; true when everyone is seated. */
  const place = (filled: number): boolean => {
    if (filled === m) return true;
    // the free player with the fewest free possible mates
    let pick = -1;
    let fewest = Number.POSITIVE_INFINITY;
    for (let p = 0; p < m && fewest >= size - 1; p++) {
      if ((free[p >>> 5] & (1 << (p & 31))) === 0) continue;
      let n = 0;
      for (let w = 0; w < words; w++) n += bitCount(ok[p * words + w] & free[w]);
      work += words;
      if (n < fewest) {
        fewest = n;
        pick = p;
      }
    }
    if (fewest < size - 1 || work > BUDGET) return false;
    const mates: number[] = [];
    for (let q = 0; q < m; q++)
      if (q !== pick && (free[q >>> 5] & (1 << (q & 31))) !== 0 && fits(pick, q)) mates.push(q);
    take(pick);
    slots[filled] = pick;
    const choose = (from: number, k: number): boolean => {
      if (k === size) return place(filled + size);
      for (let i = from; i < mates.length; i++) {
        if (++work > BUDGET) return false;
        const q = mates[i];
        let fine = true;
        for (let j = filled + 1; j < filled + k && fine; j++) fine = fits(slots[j], q);
        if (!fine) continue;
        slots[filled + k] = q;
        take(q);
        if (choose(i + 1, k + 1)) return true;
        give(q);
      }
      return false;
    };
    if (choose(0, 1)) return true;
    give(pick);
    return false;
  };
  return place(0) ? slots : null;
}

function bitCount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
