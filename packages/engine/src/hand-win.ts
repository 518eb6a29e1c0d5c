/**
 * Win evaluation for one seat of a hand: the hand as it stands handed to the scorer (majiang-core through
 * scoring.ts), and the cheap "may this seat win here" check used while play goes on.
 */
import type { HandState } from './hand.js';
import type { Ctx } from './hand-context.js';
import { seatWind } from './hand-ops.js';
import { isClosed, meldShapes } from './hand-seat.js';
import { doraIndicators, uraIndicators } from './hand-wall.js';
import { evaluateWin, type WinContext, type WinEval } from './scoring.js';

export interface WinFlags {
  haitei: boolean;
  houtei: boolean;
  chankan: boolean;
}

/** Score a win by `seat` on tile id `win` (with the hand as it stands). */
export function evaluate(
  c: Ctx,
  h: HandState,
  seat: number,
  win: number,
  tsumo: boolean,
  from: number,
  flags: WinFlags,
  withUra: boolean,
): WinEval {
  const p = h.seats[seat];
  const n = c.n;
  const closed: number[] = [];
  const closedReds: boolean[] = [];
  let skipped = !tsumo;
  for (const id of p.hand) {
    if (!skipped && id === win) {
      skipped = true;
      continue;
    }
    closed.push(id >> 2);
    closedReds.push(c.red[id] === 1);
  }
  const first = p.firstTurn && !h.interrupted && tsumo;
  const ctx: WinContext = {
    players: n,
    closed,
    closedReds,
    melds: meldShapes(p, n, c.red),
    winTile: win >> 2,
    winRed: c.red[win] === 1,
    tsumo,
    fromOffset: from < 0 ? 0 : (from - seat + n) % n,
    riichi: p.riichi,
    ippatsu: p.ippatsu,
    haitei: flags.haitei,
    houtei: flags.houtei,
    rinshan: tsumo && h.rinshan,
    chankan: flags.chankan,
    tenhou: first ? (seat === h.dealer ? 1 : 2) : 0,
    roundWind: h.roundWind,
    seatWind: seatWind(h, n, seat),
    doraIndicators: doraIndicators(h.wall).map((id) => id >> 2),
    uraIndicators:
      withUra && p.riichi && c.rule.ura ? uraIndicators(h.wall, c.rule.kanUra ? 5 : 1).map((id) => id >> 2) : [],
    kita: p.kita,
    rule: c.rule,
  };
  return evaluateWin(ctx);
}

/**
 * Can `seat` win on this tile (the shape is already known complete)? A riichi hand, or a closed hand winning by
 * tsumo, always has a yaku, so with a one-han minimum majiang-core is only asked at settlement.
 */
export function canWin(c: Ctx, h: HandState, seat: number, win: number, tsumo: boolean, from: number, flags: WinFlags) {
  const p = h.seats[seat];
  if (c.rule.fanfu <= 1 && (p.riichi > 0 || (tsumo && isClosed(p)))) return true;
  return evaluate(c, h, seat, win, tsumo, from, flags, false).valid;
}
