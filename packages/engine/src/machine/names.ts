/**
 * mjai tile names read back into the engine's terms: the tile type of a name, and the tile ids in a hand that carry
 * the wanted names (reproducibly, since copies with one name are interchangeable).
 */

const HONOR_CODES = 'ESWNPFC';

/** Tile type of an mjai name (`5mr` → 4 + 0, `E` → 27), or -1. */
export function typeOfName(name: string): number {
  if (typeof name !== 'string') return -1;
  if (name.length === 1) {
    const h = HONOR_CODES.indexOf(name);
    return h < 0 ? -1 : 27 + h;
  }
  const d = name.charCodeAt(0) - 49;
  const suit = name.charCodeAt(1);
  if (d < 0 || d > 8) return -1;
  const base = suit === 109 ? 0 : suit === 112 ? 9 : suit === 115 ? 18 : -1;
  if (base < 0) return -1;
  if (name.length === 2) return base + d;
  return name.length === 3 && d === 4 && name.charCodeAt(2) === 114 ? base + d : -1;
}

/**
 * The id of a tile with this name in hand: the preferred id (the drawn tile) if it has the name, else the lowest id
 * with it; -1 if none. (Copies with one name are interchangeable; the rule only makes the choice reproducible.)
 */
export function idByName(names: string[], hand: number[], wanted: string, prefer: number): number {
  if (prefer >= 0 && names[prefer] === wanted) return prefer;
  let best = -1;
  for (const id of hand) if (names[id] === wanted && (best < 0 || id < best)) best = id;
  return best;
}

/** Distinct ids in hand for the wanted names, each the lowest id with its name not yet taken (null if missing). */
export function idsByName(names: string[], hand: number[], wanted: string[]): number[] | null {
  const used: number[] = [];
  for (const w of wanted) {
    let best = -1;
    for (const id of hand) if (names[id] === w && !used.includes(id) && (best < 0 || id < best)) best = id;
    if (best < 0) return null;
    used.push(best);
  }
  return used;
}
