/**
 * Seeded randomness. xoshiro128** seeded through splitmix32; a game seed (number or text) is hashed to 32 bits and
 * each hand's seed is `handSeed(gameSeed, handNo)`, so one hand can be replayed on its own. Never Math.random.
 */

export type Seed = number | string;

/** 32-bit hash of a seed: numbers are mixed directly, text goes through FNV-1a then a final mix. */
export function hashSeed(seed: Seed): number {
  if (typeof seed === 'number' && Number.isFinite(seed)) {
    // Fold numbers wider than 32 bits in, so 2**40 + 1 and 1 differ.
    const lo = seed >>> 0;
    const hi = Math.floor(seed / 4294967296) >>> 0;
    return mix32((lo ^ Math.imul(hi, 0x9e3779b1)) >>> 0);
  }
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h >>> 0);
}

/** murmur3 finaliser. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Seed of hand number `handNo` (0-based, counting every hand played in the game). */
export function handSeed(gameSeed: Seed, handNo: number): number {
  return mix32((hashSeed(gameSeed) ^ mix32((handNo + 1) * 0x9e3779b1)) >>> 0);
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: Seed) {
    let s = hashSeed(seed);
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  /** Next unsigned 32-bit value (xoshiro128**). */
  nextU32(): number {
    const r = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.nextU32() / 4294967296) * n);
  }

  /** In-place Fisher–Yates shuffle. */
  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const x = arr[i];
      arr[i] = arr[j];
      arr[j] = x;
    }
    return arr;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
