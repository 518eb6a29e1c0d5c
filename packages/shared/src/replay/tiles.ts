/**
 * Tile names for the replay: mjai names (`1m`, `5pr`, `E`…`C`), their order on screen, and the name of a wall tile
 * id under a game's red-five layout (the engine's: packages/engine/src/tiles.ts `redConfig` / `redIds`).
 */

const SUITS = 'mps';
const HONOURS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/** Tile type 0..33 of an mjai name (0–8 man, 9–17 pin, 18–26 sou, 27–33 E S W N P F C), or -1. */
export function tileType(name: string): number {
  const h = HONOURS.indexOf(name);
  if (h >= 0) return 27 + h;
  const m = /^([1-9])([mps])(r?)$/.exec(name);
  if (!m || (m[3] === 'r' && m[1] !== '5')) return -1;
  return SUITS.indexOf(m[2]) * 9 + Number(m[1]) - 1;
}

/** Screen order: man, pin, sou, then honours; a red five right after the plain fives (the console's `tileOrder`). */
export function tileOrder(name: string): number {
  const t = tileType(name);
  if (t < 0) return 1000;
  return t * 2 + (name.endsWith('r') ? 1 : 0);
}

export function sortTiles(tiles: readonly string[]): string[] {
  return [...tiles].sort((a, b) => tileOrder(a) - tileOrder(b));
}

/**
 * Red fives per suit [m, p, s] for a rule's `dora_count` (clamped to 0..4). Four players: 1 → p, 2 → p s,
 * 3 → m p s, 4 → m p p s; three players (no 5m): 1 → p, 2 → p s, 3 → p p s, 4 → p p s s.
 */
export function redFivesFor(doraCount: number, players: number): [number, number, number] {
  const n = Math.max(0, Math.min(4, Math.floor(doraCount)));
  const four: [number, number, number][] = [
    [0, 0, 0],
    [0, 1, 0],
    [0, 1, 1],
    [1, 1, 1],
    [1, 2, 1],
  ];
  const three: [number, number, number][] = [
    [0, 0, 0],
    [0, 1, 0],
    [0, 1, 1],
    [0, 2, 1],
    [0, 2, 2],
  ];
  return (players === 3 ? three : four)[n].slice() as [number, number, number];
}

/**
 * The mjai name of wall tile `id` (0..135; type = id >> 2). The red fives of a suit are its five's lowest ids:
 * `(suit × 9 + 4) × 4 + k` for k below the suit's red count.
 */
export function tileName(id: number, redFives: readonly [number, number, number]): string {
  const t = id >> 2;
  if (t >= 27) return HONOURS[t - 27];
  const suit = Math.floor(t / 9);
  const num = (t % 9) + 1;
  const red = num === 5 && (id & 3) < redFives[suit];
  return `${num}${SUITS[suit]}${red ? 'r' : ''}`;
}

/** The ids of a full wall: 136 tiles, or 108 for three players (2m–8m left out). */
export function wallIds(players: number): number[] {
  const out: number[] = [];
  for (let id = 0; id < 136; id++) {
    const t = id >> 2;
    if (players === 3 && t >= 1 && t <= 7) continue;
    out.push(id);
  }
  return out;
}
