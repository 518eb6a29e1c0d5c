/** Tile names (mjai: 1m..9m, 5mr red five, E S W N P F C honours, ? hidden) and how the table draws them. */

const SUIT_ORDER: Record<string, number> = { m: 0, p: 1, s: 2 };
const HONOURS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/** A sort key: suits man, pin, sou then honours; a red five sorts with the fives. */
export function tileOrder(tile: string): number {
  const h = HONOURS.indexOf(tile);
  if (h >= 0) return 300 + h;
  const n = Number(tile[0]);
  const suit = SUIT_ORDER[tile[1]] ?? 9;
  return suit * 100 + n * 10 + (tile.endsWith('r') ? 1 : 0);
}

export function sortTiles(tiles: readonly string[]): string[] {
  return [...tiles].sort((a, b) => tileOrder(a) - tileOrder(b));
}

/** The face image of a tile, served from the console's static files (public/tiles, optimised at build time). */
export function tileFace(tile: string): string | null {
  if (tile === '?' || !tile) return null;
  return `/tiles/${encodeURIComponent(tile)}.svg`;
}

/** Seat `seat` relative to the viewer `me`: 0 self, 1 right (shimocha), 2 across, 3 left (kamicha). */
export function relative(seat: number, me: number, players: number): number {
  return (((seat - me) % players) + players) % players;
}
