/**
 * The seating's one source of randomness: mulberry32, a 32-bit seeded generator, so a seed gives the same
 * seating on the server and in the browser. Not for anything secret.
 */
export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [0, n) */
  int(n: number): number;
}

export function seededRandom(seed: number): Random {
  let a = Math.trunc(seed) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

/** Fisher–Yates in place; answers the list. */
export function shuffleInPlace<T>(list: T[], rng: Random): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
