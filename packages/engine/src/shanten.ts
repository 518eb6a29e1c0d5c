/**
 * Shanten, waits and acceptance (ukeire), our own.
 *
 * Exact method: the shanten of a hand is (the fewest tiles that must be added to some complete hand's worth of
 * tiles it holds) − 1. Per suit we memoise, for m = 0..4 melds, the fewest additions to form m melds (A[m]) and m
 * melds plus the pair (B[m]), never asking for a fifth copy of a tile. A suit is keyed in base 5 (9 digits for
 * m/p/s, 7 for honors, where only triplets and pairs count). The four suit vectors are then combined by a tiny
 * min-plus product. Seven pairs and thirteen orphans are counted separately for closed hands.
 */

const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];
const SUIT_KEYS = POW5[9];
const HONOR_KEYS = POW5[7];
const BIG = 99;

// Vector memo: 10 values per key (A[0..4], B[0..4]); -1 = not computed yet.
const suitMemo = new Int8Array(SUIT_KEYS * 10).fill(-1);
const honorMemo = new Int8Array(HONOR_KEYS * 10).fill(-1);

const dpCur = new Int16Array(250);
const dpNext = new Int16Array(250);
const digits = new Int8Array(9);

/** Fill the vector of one suit key (len 9 with runs, or len 7 honors without). */
function computeVector(key: number, honors: boolean, out: Int8Array, off: number): void {
  const len = honors ? 7 : 9;
  let k = key;
  for (let i = 0; i < len; i++) {
    digits[i] = k % 5;
    k = (k / 5) | 0;
  }
  // state index: ((m*5 + a)*5 + b)*2 + p ; a = runs needing this tile as their last, b = runs started one before.
  dpCur.fill(BIG);
  dpCur[0] = 0;
  for (let i = 0; i < len; i++) {
    dpNext.fill(BIG);
    const c = digits[i];
    const runOk = !honors && i <= len - 3;
    for (let m = 0; m <= 4; m++) {
      for (let a = 0; a <= m; a++) {
        for (let b = 0; a + b <= m; b++) {
          for (let p = 0; p <= 1; p++) {
            const cost = dpCur[((m * 5 + a) * 5 + b) * 2 + p];
            if (cost >= BIG) continue;
            const xMax = runOk ? 4 - m : 0;
            for (let x = 0; x <= xMax; x++) {
              for (let pon = 0; pon <= 1 && m + x + pon <= 4; pon++) {
                for (let pr = 0; pr + p <= 1; pr++) {
                  const req = a + b + x + 3 * pon + 2 * pr;
                  if (req > 4) continue;
                  const add = req > c ? req - c : 0;
                  const idx = (((m + x + pon) * 5 + b) * 5 + x) * 2 + p + pr;
                  const v = cost + add;
                  if (v < dpNext[idx]) dpNext[idx] = v;
                }
              }
            }
          }
        }
      }
    }
    dpCur.set(dpNext);
  }
  for (let m = 0; m <= 4; m++) {
    out[off + m] = dpCur[(m * 5 * 5) * 2] as number;
    out[off + 5 + m] = dpCur[(m * 5 * 5) * 2 + 1] as number;
  }
}

function suitVecOffset(key: number): number {
  const off = key * 10;
  if (suitMemo[off] < 0) computeVector(key, false, suitMemo, off);
  return off;
}

function honorVecOffset(key: number): number {
  const off = key * 10;
  if (honorMemo[off] < 0) computeVector(key, true, honorMemo, off);
  return off;
}

/** Base-5 keys of the four suits of a 34-count array. */
export function suitKeys(counts: ArrayLike<number>, out: Int32Array): void {
  for (let s = 0; s < 3; s++) {
    let k = 0;
    for (let i = 8; i >= 0; i--) k = k * 5 + counts[s * 9 + i];
    out[s] = k;
  }
  let z = 0;
  for (let i = 6; i >= 0; i--) z = z * 5 + counts[27 + i];
  out[3] = z;
}

const tmpA = new Int8Array(10);
const tmpB = new Int8Array(10);

/** out = combine(x, y): A[k] = min A_x[i] + A_y[k−i]; B[k] = min(B_x[i] + A_y[k−i], A_x[i] + B_y[k−i]). */
function combine(x: Int8Array, xo: number, y: Int8Array, yo: number, out: Int8Array): void {
  for (let k = 0; k <= 4; k++) {
    let a = BIG;
    let b = BIG;
    for (let i = 0; i <= k; i++) {
      const j = k - i;
      const aa = x[xo + i] + y[yo + j];
      if (aa < a) a = aa;
      const b1 = x[xo + 5 + i] + y[yo + j];
      if (b1 < b) b = b1;
      const b2 = x[xo + i] + y[yo + 5 + j];
      if (b2 < b) b = b2;
    }
    out[k] = a;
    out[5 + k] = b;
  }
}

/** min additions for K melds + pair when one vector is (v, vo) and the rest combined is r. */
function finish(v: Int8Array, vo: number, r: Int8Array, K: number): number {
  let best = BIG;
  for (let i = 0; i <= K; i++) {
    const x = v[vo + i] + r[5 + K - i];
    if (x < best) best = x;
    const y = v[vo + 5 + i] + r[K - i];
    if (y < best) best = y;
  }
  return best;
}

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

/** Is a 3n+2 hand complete (in any form)? */
export function isComplete(counts: ArrayLike<number>, melds: number): boolean {
  return shanten(counts, melds) === -1;
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
      if (cs < b) b = cs;
      const ks = 13 - yk - (ypair > 0 ? 1 : 0);
      if (ks < b) b = ks;
    }
    this.base = b;
    return this;
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

/**
 * Waits of a 3n+1 hand: writes 1 into out[t] for every tile type that completes it (in any form) and returns how
 * many types wait. Types whose four copies are all in the hand are still listed (the caller decides).
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
  let total = 0;
  for (let t = 0; t < 34; t++) {
    const u = unseen[t];
    if (u <= 0 || counts[t] >= 4) continue;
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

function isYaochuType(t: number): boolean {
  return t >= 27 || t % 9 === 0 || t % 9 === 8;
}
