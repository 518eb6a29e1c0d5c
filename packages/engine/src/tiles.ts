/**
 * Tiles. A tile *type* is 0..33: 0–8 = 1m–9m, 9–17 = 1p–9p, 18–26 = 1s–9s, 27–33 = East, South, West, North,
 * White (haku), Green (hatsu), Red (chun). A physical tile is an id 0..135 with type = id >> 2; which ids are red
 * fives is decided per game (see `redConfig`), so a tile is "type + red flag".
 *
 * Text forms: mpsz (`"123m406p11z"`, 0 = red five), mjai (`"1m"`, `"5pr"`, `"E"`…`"C"`), and the majiang-core
 * pair form (`"m1"`, `"p0"`, `"z7"`).
 */

export const NORTH = 30;
export const HAKU = 31;

const SUITS = 'mpsz';
const MJAI_HONORS = ['E', 'S', 'W', 'N', 'P', 'F', 'C'];

/** Parsed hand: tile types plus how many of them are red fives (by suit m, p, s). */
export interface ParsedTiles {
  types: number[];
  reds: boolean[];
}

export const suitOf = (t: number): number => (t / 9) | 0;
export const numOf = (t: number): number => (t % 9) + 1;
export const isHonor = (t: number): boolean => t >= 27;
export const isYaochu = (t: number): boolean => t >= 27 || t % 9 === 0 || t % 9 === 8;
export const isFive = (t: number): boolean => t < 27 && t % 9 === 4;

/** Parse mpsz text (`"123m406p789s11z"`); `0` is a red five. Throws on malformed text. */
export function parseMpsz(text: string): ParsedTiles {
  const types: number[] = [];
  const reds: boolean[] = [];
  let pending: number[] = [];
  for (const ch of text.replace(/\s+/g, '')) {
    if (ch >= '0' && ch <= '9') {
      pending.push(ch.charCodeAt(0) - 48);
      continue;
    }
    const suit = SUITS.indexOf(ch);
    if (suit < 0) throw new Error(`bad tile text: ${text}`);
    for (const d of pending) {
      if (suit === 3) {
        if (d < 1 || d > 7) throw new Error(`bad honor ${d}z in ${text}`);
        types.push(27 + d - 1);
        reds.push(false);
      } else {
        const n = d === 0 ? 5 : d;
        types.push(suit * 9 + n - 1);
        reds.push(d === 0);
      }
    }
    pending = [];
  }
  if (pending.length) throw new Error(`tile digits without suit in ${text}`);
  return { types, reds };
}

/** Parse one tile (`"5m"`, `"0p"`, `"7z"`). */
export function parseTile(text: string): { type: number; red: boolean } {
  const p = parseMpsz(text);
  if (p.types.length !== 1) throw new Error(`expected one tile: ${text}`);
  return { type: p.types[0], red: p.reds[0] };
}

/** Print types (+ optional red flags) as sorted mpsz text. */
export function toMpsz(types: readonly number[], reds?: readonly boolean[]): string {
  const idx = types.map((_, i) => i).sort((a, b) => types[a] - types[b]);
  let out = '';
  for (let s = 0; s < 4; s++) {
    let digits = '';
    for (const i of idx) {
      const t = types[i];
      if (suitOf(t) !== s) continue;
      digits += reds?.[i] && isFive(t) ? '0' : String(numOf(t));
    }
    if (digits) out += digits + SUITS[s];
  }
  return out;
}

/** mjai tile name: `1m`…`9s`, `5mr` for a red five, `E S W N P F C` for honors. */
export function mjaiName(type: number, red = false): string {
  if (type >= 27) return MJAI_HONORS[type - 27];
  return `${numOf(type)}${SUITS[suitOf(type)]}${red ? 'r' : ''}`;
}

/** majiang-core form: `m1`, `p0` (red), `z7`. */
export function mjcName(type: number, red = false): string {
  if (type >= 27) return `z${type - 26}`;
  return `${SUITS[suitOf(type)]}${red ? 0 : numOf(type)}`;
}

/** The dora a given indicator points to; in three-player play 1m points to 9m (2m–8m are not used). */
export function doraOf(indicator: number, players: 3 | 4): number {
  if (indicator < 27) {
    const s = suitOf(indicator);
    const n = indicator % 9;
    if (players === 3 && s === 0) return n === 0 ? 8 : 0;
    return s * 9 + ((n + 1) % 9);
  }
  if (indicator <= NORTH) return 27 + ((indicator - 27 + 1) % 4);
  return 31 + ((indicator - 31 + 1) % 3);
}

/**
 * Red fives per suit for a `dora_count` value. Four-player: 1 → p, 2 → p s, 3 → m p s, 4 → m p p s.
 * Three-player (no 5m): 1 → p, 2 → p s, 3 → p p s, 4 → p p s s. Values above 4 are treated as 4.
 */
export function redConfig(doraCount: number, players: 3 | 4): [number, number, number] {
  const n = Math.max(0, Math.min(4, Math.floor(doraCount)));
  if (players === 4)
    return (
      [
        [0, 0, 0],
        [0, 1, 0],
        [0, 1, 1],
        [1, 1, 1],
        [1, 2, 1],
      ] as const
    )[n].slice() as [number, number, number];
  return (
    [
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [0, 2, 1],
      [0, 2, 2],
    ] as const
  )[n].slice() as [number, number, number];
}

/** Which physical ids (0..135) are red fives for a red configuration. */
export function redIds(config: readonly [number, number, number]): Uint8Array {
  const red = new Uint8Array(136);
  for (let s = 0; s < 3; s++) for (let k = 0; k < config[s]; k++) red[(s * 9 + 4) * 4 + k] = 1;
  return red;
}
