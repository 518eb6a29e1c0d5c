/**
 * Robots. Level 0 discards what it draws (and takes a win when the hand happens to complete). Level 1 ("simple")
 * minimises shanten, riichis when tenpai, declares kita and harmless closed kans, and wins when it can; it never
 * calls. Level 2 ("common") also weighs acceptance (ukeire) between equally good discards, pons yakuhai (and
 * then calls what brings it closer), and folds against riichi with genbutsu / suji / visible honors.
 *
 * Robots decide from a `Sight`: what one seat may see (its own concealed tiles, public rivers, melds, dora,
 * riichi and the tiles safe against it) and its choices, nothing else. `robotAction(view, level)` builds the sight
 * from a public `SeatView`; the engine's own drivers (playGame, Game) build the same sight straight from the state
 * without copying (robot-sight.ts), and a test checks both give the same decisions.
 */
import type { MeldKind } from './scoring.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

// Module-local bindings (transpiled imports are getter calls on every use).
const { discardShanten, discardUkeire, shanten } = sh;
const { HAKU, isHonor, isYaochu } = tiles;

const scratch = new Int8Array(34);
const unseenBuf = new Int8Array(34);
const ukeBuf = new Int32Array(34);

/** What a robot sees of the table from its seat. */
export interface Sight {
  seat: number;
  players: 3 | 4;
  roundWind: number;
  seatWind: number;
  /** own concealed tiles per type (the drawn tile included); robots change it only briefly and restore it */
  counts: number[];
  /** own concealed tiles as mjai names (the drawn tile included) */
  handNames(): string[];
  drawnName: string | null;
  melds: { kind: MeldKind; type: number }[];
  closed: boolean;
  riichi: boolean;
  /** shanten of the 13 (10, 7, 4) concealed tiles before the draw */
  shanten: number;
  /** kuikae: types that may not be discarded now */
  forbidden: number[];
  /** publicly visible copies per type: rivers, melds, dora indicators, kita */
  visible: ArrayLike<number>;
  doraTargets: number[];
  /** per seat (public): riichi (truthy when declared), tiles safe against it, types it has discarded */
  seats: readonly {
    readonly riichi: boolean | number;
    readonly safe: ArrayLike<number>;
    readonly discarded: ArrayLike<number>;
  }[];
}

export interface TurnOptions {
  /** type of the tile just drawn (-1 right after a chi/pon) */
  drawn: number;
  canTsumo: boolean;
  canAbort: boolean;
  canRiichi: boolean;
  ankan: number[];
  kakan: number[];
  canKita: boolean;
}

export type TurnAction =
  | { kind: 'tsumo' }
  | { kind: 'abort' }
  | { kind: 'kita' }
  | { kind: 'ankan'; type: number }
  | { kind: 'kakan'; type: number }
  | { kind: 'discard'; type: number; riichi?: boolean };

export interface ClaimOptions {
  /** type of the tile on offer */
  tile: number;
  canRon: boolean;
  canPon: boolean;
  canMinkan: boolean;
  /** chi choices: the two tile types taken from the hand */
  chi: [number, number][];
}

export type ClaimAction =
  | { kind: 'pass' }
  | { kind: 'ron' }
  | { kind: 'pon' }
  | { kind: 'minkan' }
  | { kind: 'chi'; option: number };

function yakuhai(v: Sight, t: number): boolean {
  return t >= HAKU || t === 27 + v.roundWind || t === 27 + v.seatWind;
}

/** How much a tile is worth keeping (higher = keep): neighbours, copies, dora. */
function keepValue(v: Sight, t: number): number {
  const c = v.counts;
  let val = 0;
  if (isHonor(t)) {
    val = (c[t] - 1) * 4;
    if (c[t] >= 2 && t >= HAKU) val += 2;
  } else {
    const n = t % 9;
    const base = t - n;
    val = (c[t] - 1) * 3;
    for (let d = -2; d <= 2; d++) {
      if (d === 0) continue;
      const m = n + d;
      if (m < 0 || m > 8) continue;
      val += c[base + m] * (d === 1 || d === -1 ? 2 : 1);
    }
    if (n !== 0 && n !== 8) val += 1;
    if (n >= 2 && n <= 6) val += 1;
  }
  for (const d of v.doraTargets) if (d === t) val += 2;
  return val;
}

function fillUnseen(v: Sight): Int8Array {
  for (let t = 0; t < 34; t++) {
    if (v.players === 3 && t >= 1 && t <= 7) unseenBuf[t] = 0;
    else unseenBuf[t] = 4 - v.visible[t] - v.counts[t];
  }
  return unseenBuf;
}

/** Danger of discarding t against the seats in riichi (0 = genbutsu). */
function danger(v: Sight, t: number): number {
  let worst = 0;
  for (let s = 0; s < v.seats.length; s++) {
    const r = v.seats[s];
    if (s === v.seat || !r.riichi) continue;
    let d: number;
    if (r.safe[t]) d = 0;
    else if (isHonor(t)) {
      const seen = v.visible[t] + v.counts[t];
      d = seen >= 3 ? 1 : seen === 2 ? 3 : 6;
    } else {
      const n = t % 9;
      const base = t - n;
      const lo = n >= 3 ? r.discarded[base + n - 3] === 1 : true;
      const hi = n <= 5 ? r.discarded[base + n + 3] === 1 : true;
      const suji = (n < 3 && hi) || (n > 5 && lo) || (n >= 3 && n <= 5 && lo && hi);
      d = suji ? (isYaochu(t) ? 2 : 4) : isYaochu(t) ? 7 : 9;
    }
    if (d > worst) worst = d;
  }
  return worst;
}

/** A drawn tile with no other copy and no neighbour within two in hand, and not a dora. */
function isolatedDraw(v: Sight, t: number): boolean {
  const c = v.counts;
  if (c[t] > 1) return false;
  for (const d of v.doraTargets) if (d === t) return false;
  if (t >= 27) return true;
  const n = t % 9;
  for (let d = -2; d <= 2; d++) {
    if (d === 0) continue;
    const m = n + d;
    if (m >= 0 && m <= 8 && c[t - n + m] > 0) return false;
  }
  return true;
}

function anyRiichi(v: Sight): boolean {
  for (let s = 0; s < v.seats.length; s++) if (s !== v.seat && v.seats[s].riichi) return true;
  return false;
}

/** Pick the discard type. Level 1: min shanten then keep value; level 2 adds ukeire and defence. */
function chooseDiscard(v: Sight, level: number): { type: number; sh: number } {
  const counts = v.counts as unknown as Uint8Array;
  const melds = v.melds.length;
  discardShanten(counts, melds, scratch);
  for (const f of v.forbidden) scratch[f] = 127;
  let min = 127;
  for (let t = 0; t < 34; t++) if (scratch[t] < min) min = scratch[t];
  if (level >= 2 && min >= 1 && anyRiichi(v)) {
    // fold: safest tile, then lowest shanten, then keep value
    let pick = -1;
    let pd = 99;
    let ps = 127;
    let pv = 0;
    for (let t = 0; t < 34; t++) {
      if (scratch[t] === 127) continue;
      const d = danger(v, t);
      const val = keepValue(v, t);
      if (d < pd || (d === pd && (scratch[t] < ps || (scratch[t] === ps && val < pv)))) {
        pick = t;
        pd = d;
        ps = scratch[t];
        pv = val;
      }
    }
    return { type: pick, sh: ps };
  }
  let pick = -1;
  let pu = -1;
  let pv = 0;
  let cands: number[] = [];
  for (let t = 0; t < 34; t++) if (scratch[t] === min) cands.push(t);
  // weigh acceptance among the (at most six) least useful of the equally good discards
  if (cands.length > 6) {
    cands = cands
      .map((t) => ({ t, v: keepValue(v, t) }))
      .sort((x, y) => x.v - y.v || y.t - x.t)
      .slice(0, 6)
      .map((x) => x.t);
  }
  if (level >= 2 && cands.length > 1) discardUkeire(counts, melds, cands, scratch, fillUnseen(v), ukeBuf);
  for (const t of cands) {
    const val = keepValue(v, t);
    const u = level >= 2 && cands.length > 1 ? ukeBuf[t] : 0;
    if (pick < 0 || u > pu || (u === pu && val < pv)) {
      pick = t;
      pu = u;
      pv = val;
    }
  }
  return { type: pick, sh: min };
}

function yaochuKinds(counts: ArrayLike<number>): number {
  let k = 0;
  for (let t = 0; t < 34; t++) if (counts[t] && isYaochu(t)) k++;
  return k;
}

export function robotTurn(v: Sight, opts: TurnOptions, level: number): TurnAction {
  if (opts.canTsumo) return { kind: 'tsumo' };
  if (level === 0) {
    if (opts.drawn >= 0) return { kind: 'discard', type: opts.drawn };
    for (let t = 0; t < 34; t++) if (v.counts[t] && !v.forbidden.includes(t)) return { kind: 'discard', type: t };
  }
  const counts = v.counts as unknown as Uint8Array;
  const melds = v.melds.length;
  if (opts.canAbort && yaochuKinds(counts) <= 10) return { kind: 'abort' };
  if (opts.canKita) return { kind: 'kita' };
  if (v.riichi) {
    if (opts.ankan.length) return { kind: 'ankan', type: opts.ankan[0] };
    return { kind: 'discard', type: opts.drawn };
  }
  if (opts.kakan.length && level >= 2) return { kind: 'kakan', type: opts.kakan[0] };
  for (const t of opts.ankan) {
    counts[t] -= 4;
    const s10 = shanten(counts, melds + 1);
    counts[t] += 4;
    const s14 = discardShanten(counts, melds, scratch);
    if (s10 <= s14) return { kind: 'ankan', type: t };
  }
  // If the draw did not lower the shanten, throwing it back is already optimal for level 1 (the 14-tile shanten
  // equals the best discard's), so skip the full analysis; level 2 does the same for a draw that touches nothing
  // and is not dora (it cannot widen acceptance by much), unless it must defend.
  if (opts.drawn >= 0 && !v.forbidden.length && (level === 1 || (isolatedDraw(v, opts.drawn) && !anyRiichi(v)))) {
    const s14 = shanten(counts, melds);
    if (s14 >= v.shanten) return { kind: 'discard', type: opts.drawn, riichi: opts.canRiichi && v.shanten === 0 };
  }
  const d = chooseDiscard(v, level);
  const riichi = opts.canRiichi && d.sh === 0;
  return { kind: 'discard', type: d.type, riichi };
}

export function robotClaim(v: Sight, o: ClaimOptions, level: number): ClaimAction {
  if (o.canRon) return { kind: 'ron' };
  if (level < 2) return { kind: 'pass' };
  const t = o.tile;
  if (anyRiichi(v)) return { kind: 'pass' };
  const hasYakuMeld = v.melds.some((m) => m.kind !== 'chi' && yakuhai(v, m.type));
  const isYakuhai = yakuhai(v, t);
  if (o.canMinkan && isYakuhai && !v.closed) return { kind: 'minkan' };
  if (o.canPon && isYakuhai) return { kind: 'pon' };
  if (!hasYakuMeld) return { kind: 'pass' };
  // With a yakuhai meld in place, call whatever lowers shanten.
  const cur = v.shanten;
  const counts = v.counts as unknown as Uint8Array;
  const after = (take: number[]) => {
    for (const x of take) counts[x]--;
    const s = discardShanten(counts, v.melds.length + 1, scratch);
    for (const x of take) counts[x]++;
    return s;
  };
  if (o.canPon && after([t, t]) < cur) return { kind: 'pon' };
  for (let i = 0; i < o.chi.length; i++) if (after(o.chi[i]) < cur) return { kind: 'chi', option: i };
  return { kind: 'pass' };
}
