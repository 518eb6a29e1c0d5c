/**
 * One seat of a hand: a fresh seat, tiles in and out of the closed hand, lookups by tile type, closed / furiten /
 * tenpai, the shanten-and-waits refresh after the hand changes, and its melds in the scorer's shape.
 */
import type { SeatState } from './hand.js';
import type { MeldShape } from './scoring.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { shanten, waits } = sh;
const { isYaochu } = tiles;

const ZERO34: number[] = [];
for (let i = 0; i < 34; i++) ZERO34.push(0);

/** 34 zeros in a packed array (faster element access than `new Array(34).fill(0)`, which stays holey). */
export function zeros34(): number[] {
  return ZERO34.slice();
}

export function newSeat(seat: number): SeatState {
  const z = zeros34;
  return {
    seat,
    hand: [],
    counts: z(),
    melds: [],
    river: [],
    riverCalled: [],
    riverTsumogiri: [],
    discarded: z(),
    riichi: 0,
    riichiIndex: -1,
    ippatsu: false,
    riichiFuriten: false,
    tempFuriten: false,
    discardFuriten: false,
    kita: 0,
    kitaIds: [],
    nagashi: true,
    firstTurn: true,
    shanten: 8,
    waits: z(),
    waitCount: 0,
    forbidden: [],
    safe: z(),
  };
}

export function addTile(p: SeatState, id: number): void {
  p.hand.push(id);
  p.counts[id >> 2]++;
}

export function removeTile(p: SeatState, id: number): void {
  const i = p.hand.indexOf(id);
  if (i < 0) throw new Error(`seat ${p.seat} does not hold tile ${id}`);
  p.hand.splice(i, 1);
  p.counts[id >> 2]--;
}

/** Physical ids of type t in hand, non-red first. */
export function idsOf(p: SeatState, t: number, red: Uint8Array): number[] {
  const out: number[] = [];
  for (const id of p.hand) if (id >> 2 === t) out.push(id);
  out.sort((a, b) => red[a] - red[b] || a - b);
  return out;
}

/** The first id of `idsOf(p, t, red)` (the lowest non-red id of type t, else the lowest red one), -1 if none. */
export function firstIdOf(p: SeatState, t: number, red: Uint8Array): number {
  let best = -1;
  for (const id of p.hand) {
    if (id >> 2 !== t) continue;
    if (best < 0 || red[id] < red[best] || (red[id] === red[best] && id < best)) best = id;
  }
  return best;
}

export function isClosed(p: SeatState): boolean {
  for (const m of p.melds) if (m.kind !== 'ankan') return false;
  return true;
}

export function isFuriten(p: SeatState): boolean {
  return p.discardFuriten || p.tempFuriten || p.riichiFuriten;
}

/** Recompute shanten, waits and discard furiten of the current 3n+1 closed hand. */
export function refresh(p: SeatState): void {
  const counts = p.counts as unknown as Uint8Array;
  p.shanten = shanten(counts, p.melds.length);
  if (p.shanten === 0) p.waitCount = waits(counts, p.melds.length, p.waits as unknown as Uint8Array);
  else if (p.waitCount !== 0) {
    p.waits.fill(0);
    p.waitCount = 0;
  }
  p.discardFuriten = false;
  if (p.waitCount) for (let t = 0; t < 34; t++) if (p.waits[t] && p.discarded[t]) p.discardFuriten = true;
}

/**
 * Tenpai at an exhaustive draw (noten payments, dealer renchan, the tenpai hands shown): the closed hand has a
 * wait, i.e. some tile type completes it of which the closed hand holds fewer than four. This is the same test
 * as riichi legality (`riichiDiscardKeepsTenpai`: shanten 0 after the discard) and the robots' riichi (shanten
 * 0), because the shanten tables never count a fifth copy of a held tile: shanten 0 ⇔ some wait (karaten.test.ts
 * checks this on random hands).
 *
 * Karaten (empty tenpai), as Mahjong Soul rules it:
 * - a wait only on a tile the closed hand holds all four of (123456789m + 5555p, waiting on a fifth 5p) is no
 *   wait: not tenpai, so no riichi and noten at the draw;
 * - copies in the seat's own melds do not count: waiting on 5p with a closed kan of 5p (or the tanki beside
 *   one's own pon) is tenpai in form: riichi allowed, tenpai at the draw. So is a wait whose tiles are all
 *   visible in the rivers, dora indicators or other seats' melds.
 * Sources: riichi.wiki "Ryuukyoku" (an ankan case scored tenpai in Majsoul, with its paipu) and "Karaten" (Tenhou
 * scored 12s44466688p + a 3s kan tenpai, "likewise" Mahjong Soul; the fifth-tile case may be no tenpai at all;
 * Ron2 once allowed riichi on such a kan hand yet scored it noten, the mismatch avoided here); RiichiEnv (checked
 * against Mahjong Soul logs) and @kobalab/majiang-core skip only types held four times in the closed hand, and
 * majiang-core allows riichi by the same test it pays tenpai by. Some table rules call the kan case noten.
 */
export function isTenpai(p: SeatState): boolean {
  return p.waitCount > 0;
}

/** Distinct terminal/honor types in hand (nine terminals). */
export function yaochuKinds(counts: ArrayLike<number>): number {
  let k = 0;
  for (let t = 0; t < 34; t++) if (counts[t] && isYaochu(t)) k++;
  return k;
}

export function meldShapes(p: SeatState, players: number, red: Uint8Array): MeldShape[] {
  return p.melds.map((m) => {
    const types = m.ids.map((id) => id >> 2);
    const reds = m.ids.map((id) => red[id] === 1);
    let calledIndex = -1;
    if (m.kind !== 'ankan') calledIndex = Math.max(0, m.ids.indexOf(m.called));
    const fromOffset = m.from < 0 ? 0 : (m.from - p.seat + players) % players;
    return { kind: m.kind, types, reds, calledIndex, fromOffset };
  });
}
