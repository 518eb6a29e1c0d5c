/**
 * The start of a seat's turn: the draw (live or replacement; none after a chi / pon) and the options worked out
 * once from it (tsumo, nine terminals, riichi, closed and added kans, kita), with the riichi checks they need.
 * An empty live wall ends the hand here (exhaustive draw).
 */
import type { HandState, SeatState, TurnPending } from './hand.js';
import type { Ctx } from './hand-context.js';
import { kanAllowed } from './hand-ops.js';
import { addTile, isClosed, yaochuKinds } from './hand-seat.js';
import { drawLive, drawReplacement, remaining } from './hand-wall.js';
import { canWin } from './hand-win.js';
import { type RoundResult, settleExhaustive } from './settle.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { shanten, waits } = sh;
const { NORTH } = tiles;

/** shared empty list in turn options (never pushed to: a list with entries is a new array) */
const NONE: number[] = [];
const waitScratch = new Uint8Array(34);

/** Start a seat's turn: draw (live or replacement) unless it just called, then work out its options. */
export function beginTurn(
  c: Ctx,
  h: HandState,
  seat: number,
  mode: 'draw' | 'replacement' | 'called',
): RoundResult | null {
  const p = h.seats[seat];
  let drawn = -1;
  let haitei = false;
  if (mode === 'draw') {
    if (remaining(h.wall) === 0) return settleExhaustive(c, h);
    drawn = drawLive(h.wall);
    h.rinshan = false;
    haitei = remaining(h.wall) === 0;
    addTile(p, drawn);
    c.sink.draw({ type: 'tsumo', actor: seat, pai: c.names[drawn] });
  } else if (mode === 'replacement') {
    drawn = drawReplacement(h.wall);
    h.rinshan = true;
    addTile(p, drawn);
    c.sink.draw({ type: 'tsumo', actor: seat, pai: c.names[drawn], rinshan: true });
  }
  h.pending = turnOptions(c, h, seat, drawn, mode === 'called', haitei);
  return null;
}

function turnOptions(c: Ctx, h: HandState, seat: number, drawn: number, called: boolean, haitei: boolean): TurnPending {
  const p = h.seats[seat];
  const rule = c.rule;
  const opts: TurnPending = {
    kind: 'turn',
    seat,
    drawn,
    called,
    haitei,
    canTsumo: false,
    canAbort: false,
    canRiichi: false,
    ankan: NONE,
    kakan: NONE,
    canKita: false,
  };
  if (called) return opts;
  if (p.waits[drawn >> 2])
    opts.canTsumo = canWin(c, h, seat, drawn, true, -1, { haitei, houtei: false, chankan: false });
  if (p.firstTurn && !h.interrupted && rule.abortNineTerminals && yaochuKinds(p.counts) >= 9) opts.canAbort = true;
  opts.canRiichi =
    p.riichi === 0 &&
    isClosed(p) &&
    h.scores[seat] >= rule.riichiStick &&
    (rule.riichiWithoutDraw || remaining(h.wall) >= c.n);
  if (kanAllowed(h)) {
    for (let t = 0; t < 34; t++) {
      if (p.counts[t] !== 4) continue;
      if (p.riichi && !(t === drawn >> 2 && riichiKanKeepsWaits(p, t))) continue;
      opts.ankan = grow(opts.ankan, t);
    }
    if (!p.riichi)
      for (const m of p.melds) if (m.kind === 'pon' && p.counts[m.type] > 0) opts.kakan = grow(opts.kakan, m.type);
  }
  if (c.n === 3 && p.counts[NORTH] > 0 && remaining(h.wall) > 0) {
    opts.canKita = !p.riichi || drawn >> 2 === NORTH;
  }
  return opts;
}

/** After riichi, a closed kan may not change the waits. */
function riichiKanKeepsWaits(p: SeatState, t: number): boolean {
  const cnt = p.counts as unknown as Uint8Array;
  cnt[t] -= 4;
  const s = shanten(cnt, p.melds.length + 1);
  let same = s === 0;
  if (same) {
    waits(cnt, p.melds.length + 1, waitScratch);
    for (let u = 0; u < 34; u++) if (waitScratch[u] !== p.waits[u]) same = false;
  }
  cnt[t] += 4;
  return same;
}

/**
 * Does discarding type t (riichi declared) leave the hand tenpai? Shanten 0 here is exactly `isTenpai` at the draw
 * (a wait on a tile the closed hand does not hold four of; copies in its own kans do not count), so a seat may
 * riichi only on a hand the exhaustive draw pays as tenpai.
 */
export function riichiDiscardKeepsTenpai(p: SeatState, t: number): boolean {
  const cnt = p.counts.slice() as unknown as Uint8Array;
  cnt[t]--;
  return shanten(cnt, p.melds.length) === 0;
}

/** Append to a list, starting a new one for null or a shared empty list (NONE, NO_OFFERS). */
export function grow<T>(list: T[] | null, x: T): T[] {
  const out = list === null || list.length === 0 ? [] : list;
  out.push(x);
  return out;
}
