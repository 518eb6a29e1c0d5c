/**
 * Per-suit shanten tables (memoised, lazily filled). For a suit held as base-5 key k (9 digits for m/p/s, 7 for
 * honors) the vector at k*10 holds, for m = 0..4 sets, the fewest tiles to add to form m sets (A[m]) and m sets
 * plus the pair (B[m]), never asking for a fifth copy of a tile. `combine` and `finish` join suit vectors by a
 * min-plus product. Used by shanten.ts only.
 */

export const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];
const SUIT_KEYS = POW5[9];
const HONOR_KEYS = POW5[7];
const BIG = 99;

// Vector memo: 10 values per key (A[0..4], B[0..4]); -1 = not computed yet.
export const suitMemo = new Int8Array(SUIT_KEYS * 10).fill(-1);
export const honorMemo = new Int8Array(HONOR_KEYS * 10).fill(-1);

const dpCur = new Int16Array(250);
const dpNext = new Int16Array(250);

/**
 * Vector of one number-suit key. A suit whose held ranks fall into groups separated by two or more empty ranks is
 * the min-plus combination of its groups (no meld can touch two such groups), and each group runs the DP only over
 * the ranks a meld touching it can reach; melds made purely of added tiles (3 for a set, 2 for the pair) are added
 * afterwards.
 */
function computeSuit(key: number, off: number): void {
  const d = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  let k = key;
  for (let i = 0; i < 9; i++) {
    d[i] = k % 5;
    k = (k / 5) | 0;
  }
  let lo = 0;
  while (lo < 9 && d[lo] === 0) lo++;
  if (lo === 9) {
    for (let m = 0; m <= 4; m++) {
      suitMemo[off + m] = 3 * m;
      suitMemo[off + 5 + m] = 3 * m + 2;
    }
    return;
  }
  // split at the first gap of two or more empty ranks
  let end = lo;
  let zeros = 0;
  let split = -1;
  for (let i = lo; i < 9; i++) {
    if (d[i] > 0) {
      if (zeros >= 2) {
        split = i;
        break;
      }
      zeros = 0;
      end = i;
    } else zeros++;
  }
  if (split >= 0) {
    const first = key % POW5[split];
    const rest = key - first;
    combine(suitMemo, suitVecOffset(first), suitMemo, suitVecOffset(rest), tmpSplit);
    for (let j = 0; j < 10; j++) suitMemo[off + j] = tmpSplit[j];
    return;
  }
  const s0 = lo >= 2 ? lo - 2 : 0;
  const s1 = Math.min(end + 2, 8);
  // state index: ((m*5 + a)*5 + b)*2 + p ; a = runs needing this rank as their last, b = runs started one before.
  dpCur.fill(BIG);
  dpCur[0] = 0;
  for (let i = s0; i <= s1; i++) {
    dpNext.fill(BIG);
    const c = d[i];
    const runOk = i <= 6 && i + 2 <= s1;
    for (let m = 0; m <= 4; m++) {
      const xMax = runOk ? 4 - m : 0;
      for (let a = 0; a <= m; a++) {
        for (let b = 0; a + b <= m; b++) {
          const base = ((m * 5 + a) * 5 + b) * 2;
          for (let p = 0; p <= 1; p++) {
            const cost = dpCur[base + p];
            if (cost >= BIG) continue;
            for (let x = 0; x <= xMax; x++) {
              const ab = a + b + x;
              if (ab > 4) break;
              for (let pon = 0; pon <= 1 && m + x + pon <= 4; pon++) {
                for (let pr = 0; pr + p <= 1; pr++) {
                  const req = ab + 3 * pon + 2 * pr;
                  if (req > 4) continue;
                  const v = cost + (req > c ? req - c : 0);
                  const idx = (((m + x + pon) * 5 + b) * 5 + x) * 2 + p + pr;
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
    suitMemo[off + m] = dpCur[m * 50];
    suitMemo[off + 5 + m] = dpCur[m * 50 + 1];
  }
  relax(suitMemo, off);
}

/** Sets or the pair made entirely of added tiles. */
function relax(v: Int8Array, off: number): void {
  for (let m = 0; m <= 4; m++) {
    if (m > 0) {
      if (v[off + m - 1] + 3 < v[off + m]) v[off + m] = v[off + m - 1] + 3;
      if (v[off + 5 + m - 1] + 3 < v[off + 5 + m]) v[off + 5 + m] = v[off + 5 + m - 1] + 3;
    }
    if (v[off + m] + 2 < v[off + 5 + m]) v[off + 5 + m] = v[off + m] + 2;
  }
}

/** Honors: each tile stands alone (sets and the pair only), so the vector is exact by counting. */
function computeHonor(key: number, off: number): void {
  const pon: number[] = [];
  const pair: number[] = [];
  let k = key;
  for (let i = 0; i < 7; i++) {
    const c = k % 5;
    k = (k / 5) | 0;
    pon.push(c >= 3 ? 0 : 3 - c);
    pair.push(c >= 2 ? 0 : 2 - c);
  }
  const sorted = pon.slice().sort((x, y) => x - y);
  for (let m = 0; m <= 4; m++) {
    let a = 0;
    for (let j = 0; j < m; j++) a += sorted[j];
    honorMemo[off + m] = a;
    let b = BIG;
    for (let j = 0; j < 7; j++) {
      // pair on tile j, m sets among the others
      const others = pon.filter((_, q) => q !== j).sort((x, y) => x - y);
      let v = pair[j];
      for (let q = 0; q < m; q++) v += others[q];
      if (v < b) b = v;
    }
    honorMemo[off + 5 + m] = b;
  }
}

export function suitVecOffset(key: number): number {
  const off = key * 10;
  if (suitMemo[off] < 0) computeSuit(key, off);
  return off;
}

export function honorVecOffset(key: number): number {
  const off = key * 10;
  if (honorMemo[off] < 0) computeHonor(key, off);
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

const tmpSplit = new Int8Array(10);

/** out = combine(x, y): A[k] = min A_x[i] + A_y[k−i]; B[k] = min(B_x[i] + A_y[k−i], A_x[i] + B_y[k−i]). */
export function combine(x: Int8Array, xo: number, y: Int8Array, yo: number, out: Int8Array): void {
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
export function finish(v: Int8Array, vo: number, r: Int8Array, K: number): number {
  let best = BIG;
  for (let i = 0; i <= K; i++) {
    const x = v[vo + i] + r[5 + K - i];
    if (x < best) best = x;
    const y = v[vo + 5 + i] + r[K - i];
    if (y < best) best = y;
  }
  return best;
}
