/**
 * What happens on a turn once the robot has chosen: discards (riichi, furiten bookkeeping, abortive draws), ron
 * offers with furiten, claims (pon / daiminkan / chi with kuikae), closed and added kans, and kita. Internal to
 * round.ts, which owns the state.
 */

import type { Meld, PlayerState } from './player.js';
import type { ClaimAction, ClaimOptions, TurnOptions } from './robot-api.js';
import type { Round, RoundResult } from './round.js';
import { settleAbort, settleWins } from './settle.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { kokushiShanten, shanten } = sh;
const { isYaochu, NORTH } = tiles;

/**
 * Offer a tile (discard, added kan, kita, or a closed kan for kokushi) to the other seats for ron.
 * Returns the seats that ron, in turn order from `from`. Seats that pass a winning tile become furiten.
 */
export function ronCheck(
  r: Round,
  from: number,
  id: number,
  flags: { houtei: boolean; chankan: boolean },
  kokushiOnly: boolean,
): number[] {
  const n = r.players;
  const t = id >> 2;
  const winners: number[] = [];
  for (let k = 1; k < n; k++) {
    const q = (from + k) % n;
    const qs = r.seats[q];
    if (!qs.waits[t]) continue;
    if (kokushiOnly && !(qs.melds.length === 0 && kokushiShanten(qs.counts) === 0)) continue;
    let took = false;
    if (!qs.furiten) {
      let ok: boolean;
      if (kokushiOnly) {
        const ev = r.evaluate(q, id, false, from, { haitei: false, ...flags }, false);
        ok = ev.valid && ev.yaku.some((y) => y.name.startsWith('Kokushi'));
      } else ok = r.canWin(q, id, false, from, { haitei: false, ...flags });
      if (ok) {
        const opt: ClaimOptions = { tile: id, from, canRon: true, canPon: false, canMinkan: false, chi: [] };
        const a: ClaimAction = r.robots[q].claim(r, q, opt);
        if (a.kind === 'ron') {
          winners.push(q);
          took = true;
        }
      }
    }
    if (!took) {
      qs.tempFuriten = true;
      if (qs.riichi) qs.riichiFuriten = true;
    }
  }
  return winners;
}

/** Resolve a set of ron declarations (triple ron abort, head bump). */
export function ron(
  r: Round,
  winners: number[],
  from: number,
  id: number,
  flags: { houtei: boolean; chankan: boolean },
): RoundResult {
  if (winners.length === 3 && r.rule.abortTripleRon) return settleAbort(r, 'sanchaho');
  const ws = r.rule.headBump ? winners.slice(0, 1) : winners;
  return settleWins(r, ws, from, id, { haitei: false, ...flags });
}

export function doKita(r: Round, seat: number, drawn: number): RoundResult | null {
  const p = r.seats[seat];
  const id = drawn >= 0 && drawn >> 2 === NORTH ? drawn : p.idsOf(NORTH, r.red)[0];
  p.remove(id);
  p.kita++;
  p.kitaIds.push(id);
  r.visible[NORTH]++;
  r.log.push({ type: 'kita', actor: seat, pai: r.names[id] });
  p.refresh();
  const winners = ronCheck(r, seat, id, { houtei: false, chankan: false }, false);
  if (winners.length) return ron(r, winners, seat, id, { houtei: false, chankan: false });
  return null;
}

export function doKan(r: Round, seat: number, kind: 'ankan' | 'kakan', t: number): RoundResult | null {
  const p = r.seats[seat];
  r.flushPendingDora();
  if (kind === 'ankan') {
    const ids = p.idsOf(t, r.red);
    for (const id of ids) p.remove(id);
    p.melds.push({ kind: 'ankan', type: t, ids, called: -1, from: -1 });
    r.visible[t] += 4;
    r.log.push({ type: 'ankan', actor: seat, consumed: ids.map((id) => r.names[id]) });
    r.kanCount++;
    r.kanSeats.add(seat);
    p.refresh();
    if (!r.rule.noAnkanKokushi) {
      const winners = ronCheck(r, seat, ids[0], { houtei: false, chankan: true }, true);
      if (winners.length) return ron(r, winners, seat, ids[0], { houtei: false, chankan: true });
    }
    r.breakFirstGoAround();
    r.kanDora(true);
    return null;
  }
  const m = p.melds.find((x) => x.kind === 'pon' && x.type === t) as Meld;
  const id = p.idsOf(t, r.red)[0];
  p.remove(id);
  m.kind = 'kakan';
  m.ids.push(id);
  r.visible[t]++;
  r.log.push({
    type: 'kakan',
    actor: seat,
    pai: r.names[id],
    consumed: m.ids.slice(0, 3).map((x) => r.names[x]),
  });
  r.kanCount++;
  r.kanSeats.add(seat);
  p.refresh();
  const winners = ronCheck(r, seat, id, { houtei: false, chankan: true }, false);
  if (winners.length) return ron(r, winners, seat, id, { houtei: false, chankan: true });
  r.breakFirstGoAround();
  r.kanDora(r.rule.kanDoraImmediate);
  return null;
}

export function doDiscard(
  r: Round,
  seat: number,
  t: number,
  riichi: boolean,
  drawn: number,
  opts: TurnOptions,
): RoundResult | null {
  const p = r.seats[seat];
  const n = r.players;
  if (p.forbidden.includes(t)) throw new Error(`seat ${seat} kuikae discard ${t}`);
  const id = p.riichi && drawn >= 0 ? drawn : r.pickId(p, t, drawn);
  if (p.riichi && id >> 2 !== t) throw new Error(`seat ${seat} in riichi must discard the drawn tile`);
  if (riichi) {
    if (!opts.canRiichi) throw new Error(`seat ${seat} cannot riichi now`);
    p.counts[t]--;
    const sh = shanten(p.counts, p.melds.length);
    p.counts[t]++;
    if (sh !== 0) throw new Error(`seat ${seat} riichi discard leaves the hand not tenpai`);
    r.log.push({ type: 'reach', actor: seat });
  }
  const doubleRiichi = riichi && p.firstTurn && !r.interrupted;
  p.remove(id);
  p.river.push(id);
  p.riverCalled.push(false);
  p.discarded[t] = 1;
  r.visible[t]++;
  if (!isYaochu(t)) p.nagashi = false;
  r.log.push({ type: 'dahai', actor: seat, pai: r.names[id], tsumogiri: id === drawn });
  p.forbidden = [];
  p.tempFuriten = false;
  if (p.riichi) {
    p.ippatsu = false;
    p.safe[t] = 1;
  }
  if (id === drawn) {
    // Tsumogiri: the 13 tiles are the ones before the draw; only discard furiten can change.
    if (p.waits[t]) p.discardFuriten = true;
  } else p.refresh();
  if (p.firstTurn && !r.interrupted) r.firstDiscards.push(t);
  p.firstTurn = false;
  r.rinshan = false;
  const houtei = r.wall.remaining === 0;

  const winners = ronCheck(r, seat, id, { houtei, chankan: false }, false);
  if (winners.length) return ron(r, winners, seat, id, { houtei, chankan: false });

  if (riichi) {
    p.riichi = doubleRiichi ? 2 : 1;
    p.riichiIndex = p.river.length - 1;
    p.ippatsu = r.rule.ippatsu;
    r.scores[seat] -= r.rule.riichiStick;
    r.kyotaku++;
    p.safe.set(p.discarded);
    const deltas = new Array<number>(n).fill(0);
    deltas[seat] = -r.rule.riichiStick;
    r.log.push({ type: 'reach_accepted', actor: seat, deltas, scores: r.scores.slice() });
  }
  for (const q of r.seats) if (q.riichi && q.seat !== seat) q.safe[t] = 1;
  r.flushPendingDora();

  if (n === 4 && r.rule.abortFourRiichi && r.seats.every((q) => q.riichi)) return settleAbort(r, 'suuchariichi');
  if (r.kanCount === 4 && r.kanSeats.size > 1 && r.rule.abortFourKans) return settleAbort(r, 'suukaikan');
  if (n === 4 && r.rule.abortFourWinds && !r.interrupted && r.firstDiscards.length === 4) {
    const w = r.firstDiscards[0];
    if (w >= 27 && w <= NORTH && r.firstDiscards.every((x) => x === w)) return settleAbort(r, 'suufonrenda');
  }
  return null;
}

/**
 * Offer the last discard for pon / daiminkan / chi. Returns -1 when nobody calls, else
 * `seat | (isKan << 3)` of the caller, whose turn it now is.
 */
export function resolveClaims(r: Round, from: number): number {
  if (r.wall.remaining === 0) return -1;
  const n = r.players;
  const d = r.seats[from];
  const id = d.river[d.river.length - 1];
  const t = id >> 2;
  let best: { seat: number; action: ClaimAction; opts: ClaimOptions } | null = null;
  for (let k = 1; k < n; k++) {
    const q = (from + k) % n;
    const qs = r.seats[q];
    const robot = r.robots[q];
    if (!robot.calls || qs.riichi) continue;
    const c = qs.counts[t];
    const canPon = c >= 2 && kuikaeOk(r, qs, [t, t], t, true);
    const canMinkan = c >= 3 && r.kanAllowed();
    const chi: [number, number][] = [];
    if (n === 4 && k === 1 && t < 27) {
      const num = t % 9;
      const opts: [number, number][] = [];
      if (num >= 2) opts.push([t - 2, t - 1]);
      if (num >= 1 && num <= 7) opts.push([t - 1, t + 1]);
      if (num <= 6) opts.push([t + 1, t + 2]);
      for (const [a, b] of opts)
        if (qs.counts[a] && qs.counts[b] && kuikaeOk(r, qs, [a, b], t, false)) chi.push([a, b]);
    }
    if (!canPon && !canMinkan && chi.length === 0) continue;
    const opts: ClaimOptions = { tile: id, from, canRon: false, canPon, canMinkan, chi };
    const action = robot.claim(r, q, opts);
    if (action.kind === 'pass' || action.kind === 'ron') continue;
    if (
      (action.kind === 'pon' && !canPon) ||
      (action.kind === 'minkan' && !canMinkan) ||
      (action.kind === 'chi' && !chi[action.option])
    ) {
      throw new Error(`seat ${q} illegal claim ${action.kind}`);
    }
    if (action.kind === 'chi') {
      if (!best) best = { seat: q, action, opts };
    } else best = { seat: q, action, opts };
  }
  if (!best) return -1;
  const q = best.seat;
  const qs = r.seats[q];
  r.breakFirstGoAround();
  d.riverCalled[d.riverCalled.length - 1] = true;
  d.nagashi = false;
  const a = best.action;
  let consumed: number[];
  if (a.kind === 'chi') {
    const [x, y] = best.opts.chi[a.option];
    consumed = [qs.idsOf(x, r.red).pop() as number, qs.idsOf(y, r.red).pop() as number];
  } else {
    // red fives go into the meld, where they always count
    const ids = qs.idsOf(t, r.red).reverse();
    consumed = a.kind === 'minkan' ? ids.slice(0, 3) : ids.slice(0, 2);
  }
  for (const c of consumed) {
    qs.remove(c);
    r.visible[c >> 2]++;
  }
  const kind = a.kind === 'chi' ? 'chi' : a.kind === 'pon' ? 'pon' : 'minkan';
  const ids = [id, ...consumed];
  const meldType = kind === 'chi' ? Math.min(t, consumed[0] >> 2, consumed[1] >> 2) : t;
  qs.melds.push({ kind, type: meldType, ids, called: id, from });
  r.log.push({
    type: kind === 'minkan' ? 'daiminkan' : kind,
    actor: q,
    target: from,
    pai: r.names[id],
    consumed: consumed.map((c) => r.names[c]),
  });
  if (kind === 'minkan') {
    r.kanCount++;
    r.kanSeats.add(q);
    qs.refresh();
    r.kanDora(r.rule.kanDoraImmediate);
    return q | 8;
  }
  qs.forbidden = r.rule.kuikaeAllowed ? [] : kuikaeTypes(t, kind === 'chi' ? consumed.map((c) => c >> 2) : null);
  return q;
}

/** Would the hand still have a legal discard after calling with `take` (kuikae rule)? */
export function kuikaeOk(r: Round, p: PlayerState, take: number[], t: number, pon: boolean): boolean {
  if (r.rule.kuikaeAllowed) return true;
  const forbidden = kuikaeTypes(t, pon ? null : take);
  const c = p.counts;
  for (const x of take) c[x]--;
  let ok = false;
  for (let u = 0; u < 34 && !ok; u++) if (c[u] > 0 && !forbidden.includes(u)) ok = true;
  for (const x of take) c[x]++;
  return ok;
}

/** Types that may not be discarded right after calling `t` (pon when `chiTypes` is null). */
export function kuikaeTypes(t: number, chiTypes: number[] | null): number[] {
  if (!chiTypes) return [t];
  const [a, b] = chiTypes[0] < chiTypes[1] ? chiTypes : [chiTypes[1], chiTypes[0]];
  const out = [t];
  const num = t % 9;
  if (t < a && num + 3 <= 8) out.push(t + 3);
  if (t > b && num - 3 >= 0) out.push(t - 3);
  return out;
}
