/**
 * How a game's decision log is stored: `game_decisions.decisions` (a hand's batch, for picking a game up after a
 * restart) and `game_logs.decisions` (the finished game's whole log, from which its mjai file is replayed). The
 * config plus these entries, in order, is the game (engine.ts `replay`).
 *
 * One token per entry, tokens separated by one space: the seat (`0`–`9`, `x` for a control entry's -1), an
 * operation letter, and its tiles (mjai names; two tiles joined by `.`):
 *
 *   `d<tile>` discard   `r<tile>` discard declaring riichi   `t` tsumo   `o` ron   `p` pass
 *   `c<tile>.<tile>` chi   `n<tile>.<tile>` pon   `m` daiminkan   `a<tile>` ankan   `k<tile>` kakan
 *   `b` kita   `q` abort (nine terminals)   `T` terminate   `N` next hand
 *
 * e.g. `0d5mr 1p 2p 3r9s x T`. A hand's ~70 decisions are ~300 bytes instead of ~3.2 KB of JSON, encoded in a seventh
 * of the time (under the games bench a JSON log is 5 % of the game thread and most of the bytes each hand
 * writes). A log with any entry outside this grammar is stored as its JSON array instead, and
 * rows written before this form (JSON arrays, starting with `[`) are read as such: `decodeDecisions` reads both.
 */
import type { Action, LogEntry } from './engine.js';

const SUITED = ['m', 'p', 's'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`));
/** Every tile name a decision can carry (red fives `5mr` `5pr` `5sr`; honours `E S W N P F C`). */
const TILES = new Set([...SUITED, '5mr', '5pr', '5sr', 'E', 'S', 'W', 'N', 'P', 'F', 'C']);

const BARE: Readonly<Record<string, string>> = {
  tsumo: 't',
  ron: 'o',
  pass: 'p',
  daiminkan: 'm',
  kita: 'b',
  abort: 'q',
  terminate: 'T',
  next_hand: 'N',
};
const BARE_TYPE: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(BARE).map(([k, v]) => [v, k]));

const tile = (t: unknown): t is string => typeof t === 'string' && TILES.has(t);
const pair = (ts: unknown): ts is [string, string] =>
  Array.isArray(ts) && ts.length === 2 && tile(ts[0]) && tile(ts[1]);

/** One entry's token, or null when it is outside the grammar. */
function token(e: LogEntry): string | null {
  const seat = e.seat === -1 ? 'x' : Number.isInteger(e.seat) && e.seat >= 0 && e.seat <= 9 ? String(e.seat) : null;
  if (seat === null || e.action === null || typeof e.action !== 'object') return null;
  const a = e.action as Action | { type: 'terminate' | 'next_hand' };
  // a control entry (seat -1) is a terminate or a next hand, and those are control entries only
  if ((seat === 'x') !== (a.type === 'terminate' || a.type === 'next_hand')) return null;
  switch (a.type) {
    case 'discard':
      return tile(a.tile) ? `${seat}${a.riichi ? 'r' : 'd'}${a.tile}` : null;
    case 'chi':
    case 'pon':
      return pair(a.tiles) ? `${seat}${a.type === 'chi' ? 'c' : 'n'}${a.tiles[0]}.${a.tiles[1]}` : null;
    case 'ankan':
    case 'kakan':
      return tile(a.tile) ? `${seat}${a.type === 'ankan' ? 'a' : 'k'}${a.tile}` : null;
    default: {
      const op = BARE[a.type];
      return op ? seat + op : null;
    }
  }
}

/** The stored text of a decision log (see the header). */
export function encodeDecisions(entries: readonly LogEntry[]): string {
  let out = '';
  for (let i = 0; i < entries.length; i++) {
    const t = token(entries[i]);
    if (t === null) return JSON.stringify(entries);
    out += i === 0 ? t : ` ${t}`;
  }
  return out;
}

/** A decision log from its stored text, in either form. Throws on text that is neither. */
export function decodeDecisions(text: string): LogEntry[] {
  if (text === '') return [];
  if (text.startsWith('[')) return JSON.parse(text) as LogEntry[];
  return text.split(' ').map(entryOf);
}

function entryOf(t: string): LogEntry {
  const seat = t[0] === 'x' ? -1 : Number(t[0]);
  const op = t[1];
  const rest = t.slice(2);
  let action: LogEntry['action'] | null = null;
  if (op === 'd' || op === 'r')
    action = op === 'r' ? { type: 'discard', tile: rest, riichi: true } : { type: 'discard', tile: rest };
  else if (op === 'c' || op === 'n') {
    const tiles = rest.split('.');
    if (tiles.length === 2) action = { type: op === 'c' ? 'chi' : 'pon', tiles: [tiles[0], tiles[1]] };
  } else if (op === 'a' || op === 'k') action = { type: op === 'a' ? 'ankan' : 'kakan', tile: rest };
  else if (BARE_TYPE[op] && rest === '') action = { type: BARE_TYPE[op] } as LogEntry['action'];
  const seatOk = seat === -1 ? op === 'T' || op === 'N' : Number.isInteger(seat) && op !== 'T' && op !== 'N';
  const tilesOk =
    action !== null &&
    ('tile' in action ? TILES.has(action.tile) : 'tiles' in action ? action.tiles.every((x) => TILES.has(x)) : true);
  if (!action || !seatOk || !tilesOk) throw new Error(`unreadable decision "${t}"`);
  return { seat, action } as LogEntry;
}
