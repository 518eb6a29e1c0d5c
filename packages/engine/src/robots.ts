/**
 * Robots. Level 0 discards what it draws (and takes a win when the hand happens to complete). Level 1 ("simple")
 * minimises shanten, riichis when tenpai, declares kita and harmless closed kans, and wins when it can; it never
 * calls. Level 2 ("common") also weighs acceptance (ukeire) between equally good discards, pons yakuhai (and
 * then calls what brings it closer), and folds against riichi with genbutsu / suji / visible honors.
 */
import type { PlayerState } from './player.js';
import type { ClaimAction, ClaimOptions, Robot, RoundView, TurnAction, TurnOptions } from './robot-api.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

// Module-local bindings (transpiled imports are getter calls on every use).
const { discardShanten, discardUkeire, shanten } = sh;
const { HAKU, isHonor, isYaochu } = tiles;

const scratch = new Int8Array(34);
const unseenBuf = new Int8Array(34);
const ukeBuf = new Int32Array(34);

function yakuhai(view: RoundView, seat: number, t: number): boolean {
  return t >= HAKU || t === 27 + view.roundWind || t === 27 + view.seatWind(seat);
}

/** How much a tile is worth keeping (higher = keep): neighbours, copies, dora. */
function keepValue(view: RoundView, p: PlayerState, t: number): number {
  const c = p.counts;
  let v = 0;
  if (isHonor(t)) {
    v = (c[t] - 1) * 4;
    if (c[t] >= 2 && t >= HAKU) v += 2;
  } else {
    const n = t % 9;
    const base = t - n;
    v = (c[t] - 1) * 3;
    for (let d = -2; d <= 2; d++) {
      if (d === 0) continue;
      const m = n + d;
      if (m < 0 || m > 8) continue;
      v += c[base + m] * (d === 1 || d === -1 ? 2 : 1);
    }
    if (n !== 0 && n !== 8) v += 1;
    if (n >= 2 && n <= 6) v += 1;
  }
  for (const d of view.doraTargets) if (d === t) v += 2;
  return v;
}

function fillUnseen(view: RoundView, p: PlayerState): Int8Array {
  for (let t = 0; t < 34; t++) {
    if (view.players === 3 && t >= 1 && t <= 7) unseenBuf[t] = 0;
    else unseenBuf[t] = 4 - view.visible[t] - p.counts[t];
  }
  return unseenBuf;
}

/** Danger of discarding t against the seats in riichi (0 = genbutsu). */
function danger(view: RoundView, seat: number, t: number): number {
  let worst = 0;
  for (const r of view.seats) {
    if (r.seat === seat || !r.riichi) continue;
    let d: number;
    if (r.safe[t]) d = 0;
    else if (isHonor(t)) {
      const seen = view.visible[t] + view.seats[seat].counts[t];
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
function isolatedDraw(view: RoundView, p: PlayerState, t: number): boolean {
  if (p.counts[t] > 1) return false;
  for (const d of view.doraTargets) if (d === t) return false;
  if (t >= 27) return true;
  const n = t % 9;
  for (let d = -2; d <= 2; d++) {
    if (d === 0) continue;
    const m = n + d;
    if (m >= 0 && m <= 8 && p.counts[t - n + m] > 0) return false;
  }
  return true;
}

function anyRiichi(view: RoundView, seat: number): boolean {
  for (const r of view.seats) if (r.seat !== seat && r.riichi) return true;
  return false;
}

/** Pick the discard type. Level 1: min shanten then keep value; level 2 adds ukeire and defence. */
function chooseDiscard(view: RoundView, seat: number, level: number): { type: number; sh: number } {
  const p = view.seats[seat];
  discardShanten(p.counts, p.melds.length, scratch);
  const melds = p.melds.length;
  for (const f of p.forbidden) scratch[f] = 127;
  let min = 127;
  for (let t = 0; t < 34; t++) if (scratch[t] < min) min = scratch[t];
  if (level >= 2 && min >= 1 && anyRiichi(view, seat)) {
    // fold: safest tile, then lowest shanten, then keep value
    let pick = -1;
    let pd = 99;
    let ps = 127;
    let pv = 0;
    for (let t = 0; t < 34; t++) {
      if (scratch[t] === 127) continue;
      const d = danger(view, seat, t);
      const v = keepValue(view, p, t);
      if (d < pd || (d === pd && (scratch[t] < ps || (scratch[t] === ps && v < pv)))) {
        pick = t;
        pd = d;
        ps = scratch[t];
        pv = v;
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
      .map((t) => ({ t, v: keepValue(view, p, t) }))
      .sort((x, y) => x.v - y.v || y.t - x.t)
      .slice(0, 6)
      .map((x) => x.t);
  }
  if (level >= 2 && cands.length > 1) discardUkeire(p.counts, melds, cands, scratch, fillUnseen(view, p), ukeBuf);
  for (const t of cands) {
    const v = keepValue(view, p, t);
    const u = level >= 2 && cands.length > 1 ? ukeBuf[t] : 0;
    if (pick < 0 || u > pu || (u === pu && v < pv)) {
      pick = t;
      pu = u;
      pv = v;
    }
  }
  return { type: pick, sh: min };
}

function turn(view: RoundView, seat: number, opts: TurnOptions, level: number): TurnAction {
  const p = view.seats[seat];
  if (opts.canTsumo) return { kind: 'tsumo' };
  if (opts.canAbort && p.yaochuKinds() <= 10) return { kind: 'abort' };
  if (opts.canKita) return { kind: 'kita' };
  if (p.riichi) {
    if (opts.ankan.length) return { kind: 'ankan', type: opts.ankan[0] };
    return { kind: 'discard', type: opts.drawn >> 2 };
  }
  if (opts.kakan.length && level >= 2) return { kind: 'kakan', type: opts.kakan[0] };
  for (const t of opts.ankan) {
    p.counts[t] -= 4;
    const s10 = shanten(p.counts, p.melds.length + 1);
    p.counts[t] += 4;
    const s14 = discardShanten(p.counts, p.melds.length, scratch);
    if (s10 <= s14) return { kind: 'ankan', type: t };
  }
  // If the draw did not lower the shanten, throwing it back is already optimal for level 1 (the 14-tile shanten
  // equals the best discard's), so skip the full analysis; level 2 does the same for a draw that touches nothing
  // and is not dora (it cannot widen acceptance by much), unless it must defend.
  if (
    opts.drawn >= 0 &&
    !p.forbidden.length &&
    (level === 1 || (isolatedDraw(view, p, opts.drawn >> 2) && !anyRiichi(view, seat)))
  ) {
    const s14 = shanten(p.counts, p.melds.length);
    if (s14 >= p.shanten) return { kind: 'discard', type: opts.drawn >> 2, riichi: opts.canRiichi && p.shanten === 0 };
  }
  const d = chooseDiscard(view, seat, level);
  const riichi = opts.canRiichi && d.sh === 0;
  return { kind: 'discard', type: d.type, riichi };
}

function claimCommon(view: RoundView, seat: number, o: ClaimOptions): ClaimAction {
  if (o.canRon) return { kind: 'ron' };
  const p = view.seats[seat];
  const t = o.tile >> 2;
  if (anyRiichi(view, seat)) return { kind: 'pass' };
  const hasYakuMeld = p.melds.some((m) => m.kind !== 'chi' && yakuhai(view, seat, m.type));
  const isYakuhai = yakuhai(view, seat, t);
  if (o.canMinkan && isYakuhai && !p.closed) return { kind: 'minkan' };
  if (o.canPon && isYakuhai) return { kind: 'pon' };
  if (!hasYakuMeld) return { kind: 'pass' };
  // With a yakuhai meld in place, call whatever lowers shanten.
  const cur = p.shanten;
  const after = (take: number[]) => {
    for (const x of take) p.counts[x]--;
    const s = discardShanten(p.counts, p.melds.length + 1, scratch);
    for (const x of take) p.counts[x]++;
    return s;
  };
  if (o.canPon && after([t, t]) < cur) return { kind: 'pon' };
  for (let i = 0; i < o.chi.length; i++) if (after(o.chi[i]) < cur) return { kind: 'chi', option: i };
  return { kind: 'pass' };
}

export function createRobot(level: number): Robot {
  const lv = Math.max(0, Math.min(2, Math.floor(level)));
  if (lv === 0) {
    return {
      level: 0,
      calls: false,
      turn(_view, _seat, opts) {
        if (opts.canTsumo) return { kind: 'tsumo' };
        if (opts.drawn >= 0) return { kind: 'discard', type: opts.drawn >> 2 };
        const p = _view.seats[_seat];
        const t = p.hand.map((id) => id >> 2).find((x) => !p.forbidden.includes(x)) as number;
        return { kind: 'discard', type: t };
      },
      claim(_view, _seat, o) {
        return o.canRon ? { kind: 'ron' } : { kind: 'pass' };
      },
    };
  }
  return {
    level: lv,
    calls: lv >= 2,
    turn(view, seat, opts) {
      return turn(view, seat, opts, lv);
    },
    claim(view, seat, o) {
      if (lv < 2) return o.canRon ? { kind: 'ron' } : { kind: 'pass' };
      return claimCommon(view, seat, o);
    },
  };
}
