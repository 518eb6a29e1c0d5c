/**
 * Shanten, waits and acceptance (ukeire), our own.
 *
 * Exact method: the shanten of a hand is (the fewest tiles that must be added to some complete hand's worth of
 * tiles it holds) − 1. Per suit we memoise, for m = 0..4 melds, the fewest additions to form m melds (A[m]) and m
 * melds plus the pair (B[m]), never asking for a fifth copy of a tile. A suit is keyed in base 5 (9 digits for
 * m/p/s, 7 for honors, where only triplets and pairs count). The four suit vectors are then combined by a tiny
 * min-plus product. Seven pairs and thirteen orphans are counted separately for closed hands.
 */

import * as table from './shanten-table.js';

export { suitKeys } from './shanten-table.js';

// Module-local bindings: transpiled imports are getter calls, too slow for these loops.
const { POW5, combine, finish, honorMemo, honorVecOffset, suitKeys, suitMemo, suitVecOffset } = table;

const tmpA = new Int8Array(10);
const tmpB = new Int8Array(10);
const keysTmp = new Int32Array(4);

/** Standard-form shanten (4 − melds sets + pair) from suit keys. */
export function normalShantenKeys(keys: Int32Array, melds: number): number {
  const K = 4 - melds;
  combine(suitMemo, suitVecOffset(keys[0]), suitMemo, suitVecOffset(keys[1]), tmpA);
  combine(tmpA, 0, suitMemo, suitVecOffset(keys[2]), tmpB);
  return finish(honorMemo, honorVecOffset(keys[3]), tmpB, K) - 1;
}

export function normalShanten(counts: ArrayLike<number>, melds: number): number {
  suitKeys(counts, keysTmp);
  return normalShantenKeys(keysTmp, melds);
}

export function chiitoiShanten(counts: ArrayLike<number>): number {
  let pairs = 0;
  let kinds = 0;
  for (let t = 0; t < 34; t++) {
    const c = counts[t];
    if (c > 0) kinds++;
    if (c >= 2) pairs++;
  }
  return 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
}

const YAOCHU = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

export function kokushiShanten(counts: ArrayLike<number>): number {
  let kinds = 0;
  let pair = 0;
  for (const t of YAOCHU) {
    if (counts[t] > 0) kinds++;
    if (counts[t] >= 2) pair = 1;
  }
  return 13 - kinds - pair;
}

/** Shanten over all forms (seven pairs and orphans only when no melds). −1 = complete hand. */
export function shanten(counts: ArrayLike<number>, melds: number): number {
  let s = normalShanten(counts, melds);
  if (melds === 0 && s > -1) {
    const c = chiitoiShanten(counts);
    if (c < s) s = c;
    const k = kokushiShanten(counts);
    if (k < s) s = k;
  }
  return s;
}

/**
 * A loaded hand, answering "shanten if one tile of type t were added / removed" with one memo lookup and a
 * 10-step finish. Load costs a handful of vector combinations.
 */
export class Analyzer {
  readonly keys = new Int32Array(4);
  private readonly vo = new Int32Array(4);
  private readonly rest = [new Int8Array(10), new Int8Array(10), new Int8Array(10), new Int8Array(10)];
  private readonly r01 = new Int8Array(10);
  private readonly r23 = new Int8Array(10);
  private K = 4;
  private closed = true;
  private pairs = 0;
  private kinds = 0;
  private yk = 0;
  private ypair = 0;
  counts: ArrayLike<number> = new Uint8Array(34);
  /** shanten of the loaded hand */
  base = 8;
  /** standard-form shanten, and the seven-pairs / orphans shanten (99 when open) */
  normal = 8;
  special = 99;

  load(counts: ArrayLike<number>, melds: number): this {
    this.counts = counts;
    suitKeys(counts, this.keys);
    this.K = 4 - melds;
    this.closed = melds === 0;
    const k = this.keys;
    const vo = this.vo;
    vo[0] = suitVecOffset(k[0]);
    vo[1] = suitVecOffset(k[1]);
    vo[2] = suitVecOffset(k[2]);
    vo[3] = honorVecOffset(k[3]);
    combine(suitMemo, vo[0], suitMemo, vo[1], this.r01);
    combine(suitMemo, vo[2], honorMemo, vo[3], this.r23);
    combine(suitMemo, vo[1], this.r23, 0, this.rest[0]);
    combine(suitMemo, vo[0], this.r23, 0, this.rest[1]);
    combine(this.r01, 0, honorMemo, vo[3], this.rest[2]);
    combine(this.r01, 0, suitMemo, vo[2], this.rest[3]);
    let b = finish(honorMemo, vo[3], this.rest[3], this.K) - 1;
    this.normal = b;
    this.special = 99;
    if (this.closed) {
      let pairs = 0;
      let kinds = 0;
      for (let t = 0; t < 34; t++) {
        const c = counts[t];
        if (c > 0) kinds++;
        if (c >= 2) pairs++;
      }
      let yk = 0;
      let ypair = 0;
      for (const t of YAOCHU) {
        if (counts[t] > 0) yk++;
        if (counts[t] >= 2) ypair++;
      }
      this.pairs = pairs;
      this.kinds = kinds;
      this.yk = yk;
      this.ypair = ypair;
      const cs = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
      const ks = 13 - yk - (ypair > 0 ? 1 : 0);
      this.special = Math.min(cs, ks);
      if (this.special < b) b = this.special;
    }
    this.base = b;
    return this;
  }

  /** Combination of the three suits other than s (valid after load). */
  restOf(s: number): Int8Array {
    return this.rest[s];
  }

  /** Shanten of the loaded hand with one tile of type t changed by delta (+1 or −1). */
  with(t: number, delta: 1 | -1): number {
    const s = t < 27 ? (t / 9) | 0 : 3;
    const pos = t < 27 ? t % 9 : t - 27;
    const key = this.keys[s] + delta * POW5[pos];
    let sh: number;
    if (s === 3) sh = finish(honorMemo, honorVecOffset(key), this.rest[3], this.K) - 1;
    else sh = finish(suitMemo, suitVecOffset(key), this.rest[s], this.K) - 1;
    if (this.closed) {
      const c = this.counts[t];
      let p2 = this.pairs;
      let k2 = this.kinds;
      if (delta < 0) {
        if (c === 2) p2--;
        if (c === 1) k2--;
      } else {
        if (c === 1) p2++;
        if (c === 0) k2++;
      }
      const cs = 6 - p2 + (k2 < 7 ? 7 - k2 : 0);
      if (cs < sh) sh = cs;
      let yk = this.yk;
      let yp = this.ypair;
      if (isYaochuType(t)) {
        if (delta < 0) {
          if (c === 1) yk--;
          if (c === 2) yp--;
        } else {
          if (c === 0) yk++;
          if (c === 1) yp++;
        }
      }
      const ks = 13 - yk - (yp > 0 ? 1 : 0);
      if (ks < sh) sh = ks;
    }
    return sh;
  }
}

const shared = new Analyzer();
const pairCombos = [
  new Int8Array(10),
  new Int8Array(10),
  new Int8Array(10),
  new Int8Array(10),
  new Int8Array(10),
  new Int8Array(10),
];
const restX = [new Int8Array(10), new Int8Array(10), new Int8Array(10), new Int8Array(10)];
const touchTiles = new Int32Array(34);
const allTiles = new Int32Array(34);
/** index of the pair combination of the two suits other than s and x */
const OTHER_PAIR: number[][] = [];

{
  // pair index of {y,z}: 01→0 02→1 03→2 12→3 13→4 23→5
  const pi = (y: number, z: number) => (y === 0 ? z - 1 : y === 1 ? z + 1 : 5);
  for (let s = 0; s < 4; s++) {
    OTHER_PAIR.push([]);
    for (let x = 0; x < 4; x++) {
      const o = [0, 1, 2, 3].filter((q) => q !== s && q !== x);
      OTHER_PAIR[s].push(s === x ? -1 : pi(o[0], o[1]));
    }
  }
}

/**
 * Acceptance after each candidate discard of a 3n+2 hand, from one analysis of the hand: out[d] = unseen tiles
 * that would lower the shanten of (hand − d). `shAfter[d]` is the shanten after discarding d (discardShanten).
 */
export function discardUkeire(
  counts: Uint8Array,
  melds: number,
  cands: readonly number[],
  shAfter: ArrayLike<number>,
  unseen: ArrayLike<number>,
  out: Int32Array,
): void {
  const a = shared.load(counts, melds);
  const keys = a.keys;
  const vo = [suitVecOffset(keys[0]), suitVecOffset(keys[1]), suitVecOffset(keys[2]), honorVecOffset(keys[3])];
  const mem = [suitMemo, suitMemo, suitMemo, honorMemo];
  combine(suitMemo, vo[0], suitMemo, vo[1], pairCombos[0]);
  combine(suitMemo, vo[0], suitMemo, vo[2], pairCombos[1]);
  combine(suitMemo, vo[0], honorMemo, vo[3], pairCombos[2]);
  combine(suitMemo, vo[1], suitMemo, vo[2], pairCombos[3]);
  combine(suitMemo, vo[1], honorMemo, vo[3], pairCombos[4]);
  combine(suitMemo, vo[2], honorMemo, vo[3], pairCombos[5]);
  const K = 4 - melds;
  const closed = melds === 0;
  // seven pairs / orphans stats of the 14 tiles, adjusted per candidate
  let pairs14 = 0;
  let kinds14 = 0;
  let yk14 = 0;
  let ypair14 = 0;
  if (closed) {
    for (let t = 0; t < 34; t++) {
      const c = counts[t];
      if (c > 0) kinds14++;
      if (c >= 2) pairs14++;
    }
    for (const t of YAOCHU) {
      if (counts[t] > 0) yk14++;
      if (counts[t] >= 2) ypair14++;
    }
  }
  const four = hasFour(counts);
  // tiles worth testing: unseen, and touching the 14 tiles (a superset of touching any 13 of them)
  let nt = 0;
  let nAll = 0;
  for (let t = 0; t < 34; t++) {
    if (unseen[t] <= 0) continue;
    allTiles[nAll++] = t;
    if (touches(counts, t)) touchTiles[nt++] = t;
  }
  for (const d of cands) {
    const s = d < 27 ? (d / 9) | 0 : 3;
    const keyS = keys[s] - POW5[d < 27 ? d % 9 : d - 27];
    const wOff = s === 3 ? honorVecOffset(keyS) : suitVecOffset(keyS);
    const wMem = mem[s];
    for (let x = 0; x < 4; x++) if (x !== s) combine(wMem, wOff, pairCombos[OTHER_PAIR[s][x]], 0, restX[x]);
    const restS = a.restOf(s);
    const sh = shAfter[d];
    const cd = counts[d];
    counts[d]--;
    let special = 99;
    const pairs = pairs14 - (cd === 2 ? 1 : 0);
    const kinds = kinds14 - (cd === 1 ? 1 : 0);
    const yd = isYaochuType(d);
    const yk = yk14 - (yd && cd === 1 ? 1 : 0);
    const ypair = ypair14 - (yd && cd === 2 ? 1 : 0);
    if (closed) {
      const cs = 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
      const ks = 13 - yk - (ypair > 0 ? 1 : 0);
      special = Math.min(cs, ks);
    }
    const all = special <= sh || four;
    const list = all ? allTiles : touchTiles;
    const len = all ? nAll : nt;
    let total = 0;
    for (let i = 0; i < len; i++) {
      const t = list[i];
      const c = counts[t];
      if (c >= 4) continue;
      const x = t < 27 ? (t / 9) | 0 : 3;
      const pos = t < 27 ? t % 9 : t - 27;
      let v: number;
      if (x === s) {
        const k2 = keyS + POW5[pos];
        v = finish(mem[x], x === 3 ? honorVecOffset(k2) : suitVecOffset(k2), restS, K) - 1;
      } else {
        const k2 = keys[x] + POW5[pos];
        v = finish(mem[x], x === 3 ? honorVecOffset(k2) : suitVecOffset(k2), restX[x], K) - 1;
      }
      if (closed && v >= sh) {
        const p2 = pairs + (c === 1 ? 1 : 0);
        const k2 = kinds + (c === 0 ? 1 : 0);
        const cs = 6 - p2 + (k2 < 7 ? 7 - k2 : 0);
        if (cs < v) v = cs;
        if (isYaochuType(t)) {
          const ks = 13 - (yk + (c === 0 ? 1 : 0)) - (ypair + (c === 1 ? 1 : 0) > 0 ? 1 : 0);
          if (ks < v) v = ks;
        } else {
          const ks = 13 - yk - (ypair > 0 ? 1 : 0);
          if (ks < v) v = ks;
        }
      }
      if (v < sh) total += unseen[t];
    }
    counts[d]++;
    out[d] = total;
  }
}

/**
 * Waits of a 3n+1 hand: writes 1 into out[t] for every tile type that completes it (in any form) and returns how
 * many types wait. A type the hand already holds four of is never a wait (there is no fifth copy); `counts` has no
 * meld tiles, so a type whose copies sit in the seat's own melds is listed. Returns 0 exactly when the shanten is
 * not 0, as the tables never count a fifth copy either.
 */
export function waits(counts: Uint8Array, melds: number, out: Uint8Array): number {
  out.fill(0);
  const a = shared.load(counts, melds);
  if (a.base > 0) return 0;
  let n = 0;
  for (let t = 0; t < 34; t++) {
    if (counts[t] >= 4) continue;
    if (a.with(t, 1) === -1) {
      out[t] = 1;
      n++;
    }
  }
  return n;
}

/**
 * Acceptance of a 3n+1 hand: the number of unseen tiles (from `unseen`, per type) that lower its shanten.
 */
export function ukeire(counts: Uint8Array, melds: number, unseen: ArrayLike<number>): number {
  const a = shared.load(counts, melds);
  const sh = a.base;
  // A tile that neither matches nor neighbours a held tile cannot lower the standard form of a 3n+1 hand (every
  // slot can already take a held tile) unless a tile is held four times (the fourth cannot pair); seven pairs /
  // orphans need the others too.
  const all = a.special <= sh || hasFour(counts);
  let total = 0;
  for (let t = 0; t < 34; t++) {
    const u = unseen[t];
    if (u <= 0 || counts[t] >= 4) continue;
    if (!all && !touches(counts, t)) continue;
    if (a.with(t, 1) < sh) total += u;
  }
  return total;
}

/**
 * Shanten after discarding each held type of a 3n+2 hand, written to out[t] (127 where the type is not held).
 * Returns the minimum.
 */
export function discardShanten(counts: Uint8Array, melds: number, out: Int8Array): number {
  const a = shared.load(counts, melds);
  let best = 127;
  for (let t = 0; t < 34; t++) {
    if (counts[t] === 0) {
      out[t] = 127;
      continue;
    }
    const sh = a.with(t, -1);
    out[t] = sh;
    if (sh < best) best = sh;
  }
  return best;
}

function hasFour(counts: ArrayLike<number>): boolean {
  for (let t = 0; t < 34; t++) if (counts[t] >= 4) return true;
  return false;
}

/** Is t held, or a number tile within two of a held tile of its suit? */
function touches(counts: ArrayLike<number>, t: number): boolean {
  if (counts[t] > 0) return true;
  if (t >= 27) return false;
  const n = t % 9;
  const base = t - n;
  for (let d = -2; d <= 2; d++) {
    const m = n + d;
    if (m >= 0 && m <= 8 && counts[base + m] > 0) return true;
  }
  return false;
}

function isYaochuType(t: number): boolean {
  return t >= 27 || t % 9 === 0 || t % 9 === 8;
}
