/**
 * A seat's turn action, already checked by the caller (machine/transitions.ts): tsumo, nine terminals, kita, closed
 * or added kan, or a discard (with riichi); each but the win and the abort offers the tile to the others through
 * the claim window (play-claims.ts).
 */
import type { HandState, TurnPending } from './hand.js';
import type { Ctx } from './hand-context.js';
import { flushPendingDora } from './hand-ops.js';
import { firstIdOf, idsOf, refresh, removeTile } from './hand-seat.js';
import { remaining } from './hand-wall.js';
import type { RyukyokuReason } from './log.js';
import { afterClaims, allSame, openClaims } from './play-claims.js';
import { type RoundResult, settleAbort, settleWins } from './settle.js';
import * as tiles from './tiles.js';

const { isYaochu, NORTH } = tiles;

export type TurnAct =
  | { kind: 'discard'; id: number; riichi: boolean }
  | { kind: 'tsumo' }
  | { kind: 'abort' }
  | { kind: 'kita' }
  | { kind: 'ankan'; type: number }
  | { kind: 'kakan'; type: number };

/** Carry out the acting seat's (already validated) turn action. */
export function turnAct(c: Ctx, h: HandState, act: TurnAct): RoundResult | null {
  const opts = h.pending as TurnPending;
  const seat = opts.seat;
  switch (act.kind) {
    case 'tsumo':
      return settleWins(c, h, [seat], -1, opts.drawn, { haitei: opts.haitei, houtei: false, chankan: false });
    case 'abort':
      return settleAbort(c, h, 'kyushukyuhai');
    case 'kita':
      return doKita(c, h, seat, opts.drawn);
    case 'ankan':
    case 'kakan':
      return doKan(c, h, seat, act.kind, act.type);
    case 'discard':
      return doDiscard(c, h, seat, act.id, act.riichi, opts.drawn);
  }
}

function doKita(c: Ctx, h: HandState, seat: number, drawn: number): RoundResult | null {
  const p = h.seats[seat];
  const id = drawn >= 0 && drawn >> 2 === NORTH ? drawn : firstIdOf(p, NORTH, c.red);
  removeTile(p, id);
  p.kita++;
  p.kitaIds.push(id);
  h.visible[NORTH]++;
  c.sink.all({ type: 'kita', actor: seat, pai: c.names[id] });
  refresh(p);
  return openClaims(c, h, 'kita', seat, id, { haitei: false, houtei: false, chankan: false }, false, false);
}

function doKan(c: Ctx, h: HandState, seat: number, kind: 'ankan' | 'kakan', t: number): RoundResult | null {
  const p = h.seats[seat];
  flushPendingDora(c, h);
  if (kind === 'ankan') {
    const ids = idsOf(p, t, c.red);
    for (const id of ids) removeTile(p, id);
    p.melds.push({ kind: 'ankan', type: t, ids, called: -1, from: -1 });
    h.visible[t] += 4;
    c.sink.all({ type: 'ankan', actor: seat, consumed: ids.map((id) => c.names[id]) });
    h.kanCount++;
    if (!h.kanSeats.includes(seat)) h.kanSeats.push(seat);
    refresh(p);
    if (!c.rule.noAnkanKokushi)
      return openClaims(c, h, 'ankan', seat, ids[0], { haitei: false, houtei: false, chankan: true }, false, false);
    return afterClaims(c, h, 'ankan', seat);
  }
  const m = p.melds.find((x) => x.kind === 'pon' && x.type === t);
  if (!m) throw new Error(`seat ${seat} has no pon of ${t}`);
  const id = firstIdOf(p, t, c.red);
  removeTile(p, id);
  m.kind = 'kakan';
  m.ids.push(id);
  h.visible[t]++;
  c.sink.all({ type: 'kakan', actor: seat, pai: c.names[id], consumed: m.ids.slice(0, 3).map((x) => c.names[x]) });
  h.kanCount++;
  if (!h.kanSeats.includes(seat)) h.kanSeats.push(seat);
  refresh(p);
  return openClaims(c, h, 'kakan', seat, id, { haitei: false, houtei: false, chankan: true }, false, false);
}

function doDiscard(c: Ctx, h: HandState, seat: number, id: number, riichi: boolean, drawn: number): RoundResult | null {
  const p = h.seats[seat];
  const t = id >> 2;
  if (riichi) c.sink.all({ type: 'reach', actor: seat });
  const doubleRiichi = riichi && p.firstTurn && !h.interrupted;
  removeTile(p, id);
  p.river.push(id);
  p.riverCalled.push(false);
  p.riverTsumogiri.push(id === drawn);
  p.discarded[t] = 1;
  h.visible[t]++;
  if (!isYaochu(t)) p.nagashi = false;
  c.sink.all({ type: 'dahai', actor: seat, pai: c.names[id], tsumogiri: id === drawn });
  p.forbidden = [];
  p.tempFuriten = false;
  if (p.riichi) {
    p.ippatsu = false;
    p.safe[t] = 1;
  }
  if (id === drawn) {
    // Tsumogiri: the 13 tiles are the ones before the draw; only discard furiten can change.
    if (p.waits[t]) p.discardFuriten = true;
  } else refresh(p);
  if (p.firstTurn && !h.interrupted) h.firstDiscards.push(t);
  p.firstTurn = false;
  h.rinshan = false;
  const houtei = remaining(h.wall) === 0;
  const callsAllowed = !houtei && anyCaller(c, seat) && abortAfterDiscard(c, h, seat, riichi) === null;
  return openClaims(
    c,
    h,
    'discard',
    seat,
    id,
    { haitei: false, houtei, chankan: false },
    callsAllowed,
    riichi,
    doubleRiichi,
  );
}

/** Some other seat may ever call (chi / pon / daiminkan): not every one of them is in GameConfig.noCalls. */
function anyCaller(c: Ctx, seat: number): boolean {
  for (let q = 0; q < c.n; q++) if (q !== seat && !c.noCalls[q]) return true;
  return false;
}

/** The abortive draw that follows an unclaimed discard (riichi `declaring` counted as accepted), if any. */
function abortAfterDiscard(c: Ctx, h: HandState, seat: number, declaring: boolean): RyukyokuReason | null {
  const rule = c.rule;
  if (c.n === 4 && rule.abortFourRiichi) {
    let all = true;
    for (const q of h.seats) if (!q.riichi && !(declaring && q.seat === seat)) all = false;
    if (all) return 'suuchariichi';
  }
  if (h.kanCount === 4 && h.kanSeats.length > 1 && rule.abortFourKans) return 'suukaikan';
  if (c.n === 4 && rule.abortFourWinds && !h.interrupted && h.firstDiscards.length === 4) {
    const w = h.firstDiscards[0];
    if (w >= 27 && w <= NORTH && allSame(h.firstDiscards, w)) return 'suufonrenda';
  }
  return null;
}
