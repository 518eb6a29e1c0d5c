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
 * Waits of a 3n+1 hand: writes 1 into out[t] for every tile type that completes it (in any form) and returns how
 * many types wait. Types whose four copies are all in the hand are still listed (the caller decides).
 */
export function waits(counts: Uint8Array, melds: number, out: Uint8Array): number {
  out.fill(0);
  let n = 0;
  for (let t = 0; t < 34; t++) {
    if (counts[t] >= 4) continue;
    // Only tiles that can complete: held, a number within two of a held one, or (closed) a terminal/honor.
    if (!touches(counts, t) && !(melds === 0 && isYaochuType(t))) continue;
    counts[t]++;
    if (shanten(counts, melds) === -1) {
      out[t] = 1;
      n++;
    }
    counts[t]--;
  }
  return n;
}

/** Is t held, or a number tile within two of a held tile of its suit? Other tiles cannot complete a standard or
 * seven-pairs hand. */
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

/**
 * Acceptance of a 3n+1 hand at shanten `sh`: the number of unseen tiles (from `unseen`, per type) that lower the
 * shanten.
 */
export function ukeire(counts: Uint8Array, melds: number, sh: number, unseen: ArrayLike<number>): number {
  let total = 0;
  for (let t = 0; t < 34; t++) {
    const u = unseen[t];
    if (u <= 0 || counts[t] >= 4) continue;
    counts[t]++;
    const s = shanten(counts, melds);
    counts[t]--;
    if (s < sh) total += u;
  }
  return total;
}

/**
 * Fast path for discard choice: shanten after discarding each held type of a 3n+2 hand, written to out[t]
 * (127 where the type is not held). Returns the minimum. Uses the memoised suit vectors so each candidate costs
 * one lookup plus a 10-step finish.
 */
export function discardShanten(counts: Uint8Array, melds: number, out: Int8Array): number {
  suitKeys(counts, keysTmp);
  const K = 4 - melds;
  const vo = [
    suitVecOffset(keysTmp[0]),
    suitVecOffset(keysTmp[1]),
    suitVecOffset(keysTmp[2]),
    honorVecOffset(keysTmp[3]),
  ];
  const mem = [suitMemo, suitMemo, suitMemo, honorMemo];
  // rest[s] = combination of the other three suits.
  const r01 = new Int8Array(10);
  const r23 = new Int8Array(10);
  combine(suitMemo, vo[0], suitMemo, vo[1], r01);
  combine(suitMemo, vo[2], honorMemo, vo[3], r23);
  const rest = [new Int8Array(10), new Int8Array(10), new Int8Array(10), new Int8Array(10)];
  combine(suitMemo, vo[1], r23, 0, rest[0]);
  combine(suitMemo, vo[0], r23, 0, rest[1]);
  combine(r01, 0, honorMemo, vo[3], rest[2]);
  combine(r01, 0, suitMemo, vo[2], rest[3]);

  let pairs = 0;
  let kinds = 0;
  let yk = 0;
  let ypair = 0;
  const closed = melds === 0;
  if (closed) {
    for (let t = 0; t < 34; t++) {
      const c = counts[t];
      if (c > 0) kinds++;
      if (c >= 2) pairs++;
    }
    for (const t of YAOCHU) {
      if (counts[t] > 0) yk++;
      if (counts[t] >= 2) ypair++;
    }
  }
  let best = 127;
  for (let t = 0; t < 34; t++) {
    const c = counts[t];
    if (c === 0) {
      out[t] = 127;
      continue;
    }
    const s = t < 27 ? (t / 9) | 0 : 3;
    const pos = t < 27 ? t % 9 : t - 27;
    const key = keysTmp[s] - POW5[pos];
    const off = s === 3 ? honorVecOffset(key) : suitVecOffset(key);
    let sh = finish(mem[s], off, rest[s], K) - 1;
    if (closed) {
      const p2 = pairs - (c === 2 ? 1 : 0);
      const k2 = kinds - (c === 1 ? 1 : 0);
      const cs = 6 - p2 + (k2 < 7 ? 7 - k2 : 0);
      if (cs < sh) sh = cs;
      if (isYaochuType(t)) {
        const yk2 = yk - (c === 1 ? 1 : 0);
        const yp2 = ypair - (c === 2 ? 1 : 0);
        const ks = 13 - yk2 - (yp2 > 0 ? 1 : 0);
        if (ks < sh) sh = ks;
      } else {
        const ks = 13 - yk - (ypair > 0 ? 1 : 0);
        if (ks < sh) sh = ks;
      }
    }
    out[t] = sh;
    if (sh < best) best = sh;
  }
  return best;
}

function isYaochuType(t: number): boolean {
  return t >= 27 || t % 9 === 0 || t % 9 === 8;
}
