/**
 * The search for fewer repeat meetings, over players by position `0..m-1` (m a multiple of the table size). A
 * seating is `slots`: `slots[t * size + s]` is the player at table t's s-th place (winds come later: winds.ts).
 *
 * What is minimised: the round's pairs (two players at one table) by how often they met before, compared from the
 * most meetings down — first the most times any two meet (the quality's `maxMeetings`), then how many pairs meet
 * that often, then how many meet one time fewer, and so on down to pairs meeting again for the first time. As one
 * number: a pair that met c times weighs 13^(c−1) (0 when c = 0); a swap changes at most 12 pairs, so its change of
 * weight has the sign of that comparison, exactly (meetings are counted up to 13; more count as 13).
 *
 * How (`fewestRepeats`): a greedy start (`greedyTables`), then a tabu search of swaps between two tables
 * (`searchRepeats`). Each step takes two players in repeat pairs (each half the time one in a pair of the most
 * meetings), tries swapping each with every player of every other table they may sit at, and makes the best swap,
 * even a worse one, that is not tabu (a player may not go back to a table they left for 1–10 steps); ties are broken
 * at random. The best seating seen is kept; after max(50, 4 × tables) steps without a better one the search starts
 * again from it with a few random swaps. It stops at a seating with no repeats (none is better) or after a budget of
 * swaps tried (500 a player, 10,000 to 250,000: a fixed count, not a clock, so a seed gives one answer on any
 * machine). Where repeats remain, the exact search (exact.ts) then looks for tables where no pair meets as often as
 * the worst pair now; what it finds is polished by the tabu search again, until it finds nothing.
 * `swiss` uses `searchRepeats` alone, from its standings' tables, each player kept within reach (seat.ts).
 */
import { seatBelow } from './exact.js';
import type { Random } from './random.js';
import { shuffleInPlace } from './random.js';

/** Meetings are counted up to this many (more weigh the same). */
export const LEVEL_CAP = 13;
const WEIGHT = Float64Array.from({ length: LEVEL_CAP + 1 }, (_, c) => (c === 0 ? 0 : 13 ** (c - 1)));
/** The search's budget: swaps tried (each about 12 look-ups), 500 a player, between 10,000 and 250,000. */
const swapsTried = (m: number) => Math.min(250_000, Math.max(10_000, 500 * m));
/** Players whose swaps are tried at each step. */
const PLAYERS_A_STEP = 2;

/** `fewest_repeats` (see the head of this file): positions in `slots` order. */
export function fewestRepeats(m: number, size: number, met: Uint8Array, rng: Random): Int32Array {
  let slots = searchRepeats({ size, met, slots: greedyTables(m, size, met, rng), rng });
  for (let top = topLevel(slots, size, met); top > 0; ) {
    const below = seatBelow(m, size, met, top);
    if (!below) break;
    slots = searchRepeats({ size, met, slots: below, rng });
    top = topLevel(slots, size, met);
  }
  return slots;
}

/** A start: players in random order, each table filled with whoever adds the least weight to it. */
function greedyTables(m: number, size: number, met: Uint8Array, rng: Random): Int32Array {
  const free = shuffleInPlace([...Array(m).keys()], rng);
  const slots = new Int32Array(m);
  let s = 0;
  while (free.length > 0) {
    const base = s;
    slots[s++] = free.shift() ?? 0;
    for (let k = 1; k < size; k++) {
      let pick = 0;
      let least = Number.POSITIVE_INFINITY;
      for (let f = 0; f < free.length; f++) {
        let w = 0;
        for (let t = base; t < s; t++) w += WEIGHT[met[free[f] * m + slots[t]]];
        if (w < least) {
          least = w;
          pick = f;
          if (w === 0) break;
        }
      }
      slots[s++] = free.splice(pick, 1)[0];
    }
  }
  return slots;
}

interface RepeatSearch {
  size: number;
  /** meetings so far between positions, m × m (history.ts meetingMatrix, capped at LEVEL_CAP) */
  met: Uint8Array;
  /** the start */
  slots: Int32Array;
  /** per player, the tables they may sit at, lo..hi inclusive (swiss); all when left out */
  reach?: { lo: Int32Array; hi: Int32Array };
  rng: Random;
}

/** The best seating found from `slots` (a new array). */
export function searchRepeats({ size, met, slots: start, reach, rng }: RepeatSearch): Int32Array {
  const m = start.length;
  const tables = m / size;
  const slots = Int32Array.from(start);
  const slotOf = new Int32Array(m);
  const lo = reach?.lo ?? new Int32Array(m);
  const hi = reach?.hi ?? new Int32Array(m).fill(tables - 1);
  const hist = new Int32Array(LEVEL_CAP + 1);
  const recount = () => {
    hist.fill(0);
    for (let s = 0; s < m; s++) slotOf[slots[s]] = s;
    for (let t = 0; t < m; t += size)
      for (let a = t; a < t + size; a++) for (let b = a + 1; b < t + size; b++) hist[met[slots[a] * m + slots[b]]]++;
  };
  recount();
  const best = Int32Array.from(slots);
  const bestHist = Int32Array.from(hist);
  const patience = Math.max(50, 4 * tables);
  const tabu = new Int32Array(m * tables);
  const tenure = () => 1 + rng.int(Math.min(10, tables));
  const any: number[] = [];
  const worst: number[] = [];

  const swap = (p: number, q: number) => {
    const sp = slotOf[p];
    const sq = slotOf[q];
    const a0 = sp - (sp % size);
    const b0 = sq - (sq % size);
    for (let x = a0; x < a0 + size; x++)
      if (x !== sp) {
        hist[met[p * m + slots[x]]]--;
        hist[met[q * m + slots[x]]]++;
      }
    for (let y = b0; y < b0 + size; y++)
      if (y !== sq) {
        hist[met[q * m + slots[y]]]--;
        hist[met[p * m + slots[y]]]++;
      }
    slots[sp] = q;
    slots[sq] = p;
    slotOf[p] = sq;
    slotOf[q] = sp;
  };

  let tried = 0;
  let sinceBest = 0;
  const budget = swapsTried(m);
  for (let step = 1; tried < budget && tables > 1; step++, tried++) {
    let top = LEVEL_CAP;
    while (top > 0 && hist[top] === 0) top--;
    if (top === 0) break;
    any.length = 0;
    worst.length = 0;
    for (let t = 0; t < m; t += size)
      for (let a = t; a < t + size; a++)
        for (let b = a + 1; b < t + size; b++) {
          const level = met[slots[a] * m + slots[b]];
          if (level === 0) continue;
          any.push(slots[a], slots[b]);
          if (level === top) worst.push(slots[a], slots[b]);
        }

    let bestDelta = Number.POSITIVE_INFINITY;
    let moveP = -1;
    let moveQ = -1;
    let ties = 0;
    for (let k = 0; k < PLAYERS_A_STEP; k++) {
      const pool = rng.next() < 0.5 ? worst : any;
      const p = pool[rng.int(pool.length)];
      const a0 = slotOf[p] - (slotOf[p] % size);
      const from = a0 / size;
      let leave = 0;
      for (let x = a0; x < a0 + size; x++) leave += WEIGHT[met[p * m + slots[x]]];
      for (let to = Math.max(0, lo[p]); to <= Math.min(tables - 1, hi[p]); to++) {
        if (to === from || tabu[p * tables + to] > step) continue;
        const b0 = to * size;
        let join = 0;
        for (let y = b0; y < b0 + size; y++) join += WEIGHT[met[p * m + slots[y]]];
        for (let sq = b0; sq < b0 + size; sq++) {
          const q = slots[sq];
          if (from < lo[q] || from > hi[q] || tabu[q * tables + from] > step) continue;
          tried++;
          let delta = join - WEIGHT[met[p * m + q]] - leave;
          for (let y = b0; y < b0 + size; y++) delta -= WEIGHT[met[q * m + slots[y]]];
          for (let x = a0; x < a0 + size; x++) if (slots[x] !== p) delta += WEIGHT[met[q * m + slots[x]]];
          if (delta < bestDelta || (delta === bestDelta && rng.int(++ties) === 0)) {
            if (delta < bestDelta) ties = 1;
            bestDelta = delta;
            moveP = p;
            moveQ = q;
          }
        }
      }
    }
    if (moveP < 0) continue;
    const from = (slotOf[moveP] - (slotOf[moveP] % size)) / size;
    const to = (slotOf[moveQ] - (slotOf[moveQ] % size)) / size;
    swap(moveP, moveQ);
    tabu[moveP * tables + from] = step + tenure();
    tabu[moveQ * tables + to] = step + tenure();
    if (lexLess(hist, bestHist)) {
      best.set(slots);
      bestHist.set(hist);
      sinceBest = 0;
    } else if (++sinceBest > patience) {
      slots.set(best);
      recount();
      perturb(slots, slotOf, size, lo, hi, rng, swap);
      tabu.fill(0);
      sinceBest = 0;
    }
  }
  return best;
}

/** The most times two players at one table of `slots` met before (0: no repeats). */
function topLevel(slots: Int32Array, size: number, met: Uint8Array): number {
  const m = slots.length;
  let top = 0;
  for (let t = 0; t < m; t += size)
    for (let a = t; a < t + size; a++)
      for (let b = a + 1; b < t + size; b++) top = Math.max(top, met[slots[a] * m + slots[b]]);
  return top;
}

/** A few random swaps that keep everyone within reach. */
function perturb(
  slots: Int32Array,
  slotOf: Int32Array,
  size: number,
  lo: Int32Array,
  hi: Int32Array,
  rng: Random,
  swap: (p: number, q: number) => void,
) {
  const m = slots.length;
  const tables = m / size;
  const count = 1 + rng.int(Math.max(1, Math.floor(tables / 8)));
  for (let k = 0, tries = 0; k < count && tries < 20 * count; tries++) {
    const p = rng.int(m);
    const q = rng.int(m);
    const from = Math.floor(slotOf[p] / size);
    const to = Math.floor(slotOf[q] / size);
    if (from === to || to < lo[p] || to > hi[p] || from < lo[q] || from > hi[q]) continue;
    swap(p, q);
    k++;
  }
}

/** a is better than b: fewer pairs at the highest level where they differ. */
function lexLess(a: Int32Array, b: Int32Array): boolean {
  for (let l = a.length - 1; l >= 1; l--) if (a[l] !== b[l]) return a[l] < b[l];
  return false;
}
