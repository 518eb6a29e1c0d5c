/**
 * Seeded randomness. xoshiro128** seeded through splitmix32; a game seed (number or text) is hashed to 32 bits and
 * each hand's seed is `handSeed(gameSeed, handNo)`, so one hand can be replayed on its own. Never Math.random.
 * Walls of version 2 (GameConfig.wallVersion) skip the 32-bit step: `handState` gives the generator a 128-bit state
 * read from the whole seed.
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

/**
 * Wall version 2: the 128-bit generator state of hand `handNo`, read from every character of the game seed (no
 * 32-bit bottleneck, unlike `handSeed`). Four 32-bit lanes, each with its own start and multiplier, take in every
 * UTF-16 code unit of the seed's text, then a marker (above 0xffff, so no text can imitate it) and the hand number;
 * each lane is stirred into the next as it goes, and a final mixing pass lets every lane depend on all four.
 * Platform-free (no node:crypto) and not a cryptographic hash: it keeps the seed's entropy, so guessing a wall
 * means guessing the seed (128 bits for the server's games) instead of one of 2^32 values.
 */
export function handState(gameSeed: Seed, handNo: number): [number, number, number, number] {
  const text = String(gameSeed);
  const h = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a];
  const take = (k: number) => {
    h[0] = (Math.imul(h[0] ^ k, 0x9e3779b1) + rotl(h[3], 5)) >>> 0;
    h[1] = (Math.imul(h[1] ^ k, 0x85ebca77) + rotl(h[0], 11)) >>> 0;
    h[2] = (Math.imul(h[2] ^ k, 0xc2b2ae3d) + rotl(h[1], 17)) >>> 0;
    h[3] = (Math.imul(h[3] ^ k, 0x27d4eb2f) + rotl(h[2], 23)) >>> 0;
  };
  for (let i = 0; i < text.length; i++) take(text.charCodeAt(i));
  take(0x10000 + text.length);
  take(handNo >>> 0);
  take(Math.floor(handNo / 4294967296) >>> 0);
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < 4; i++) h[i] = mix32((h[i] + rotl(h[(i + 1) & 3], 7) + Math.imul(h[(i + 2) & 3], 3)) >>> 0);
  }
  return [h[0], h[1], h[2], h[3]];
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

  /**
   * A generator started from a full 128-bit xoshiro128** state (wall version 2: `handState`). The all-zero state,
   * which xoshiro never leaves, is replaced by (1, 0, 0, 0).
   */
  static fromState(a: number, b: number, c: number, d: number): Rng {
    const r = new Rng(0);
    r.a = a >>> 0;
    r.b = b >>> 0;
    r.c = c >>> 0;
    r.d = d >>> 0;
    if ((r.a | r.b | r.c | r.d) === 0) r.a = 1;
    return r;
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
