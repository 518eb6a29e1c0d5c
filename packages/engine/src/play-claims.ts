/**
 * The claim window after a discard, an added kan, a kita or a closed kan (kokushi only): every seat that may claim
 * is asked at once; when all have answered it resolves by priority (ron > pon / daiminkan > chi), or the tile is
 * let go (riichi accepted, abortive draws, the next draw or the kan's replacement draw).
 */
import type { ClaimAnswer, ClaimOffer, ClaimPending, HandState, SeatState } from './hand.js';
import type { Ctx } from './hand-context.js';
import { breakFirstGoAround, flushPendingDora, kanAllowed, kanDora } from './hand-ops.js';
import { idsOf, isFuriten, refresh, removeTile } from './hand-seat.js';
import { canWin, evaluate, type WinFlags } from './hand-win.js';
import { kuikaeOk, kuikaeTypes } from './play-kuikae.js';
import { beginTurn, grow } from './play-turn.js';
import { type RoundResult, settleAbort, settleWins } from './settle.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { kokushiShanten } = sh;
const { NORTH } = tiles;

/**
 * Offer tile `id` to the other seats: ron for every seat that waits on it and may win (kokushi only for a closed
 * kan), and for a discard pon / daiminkan / chi when `calls`. Seats that wait on it but may not ron become furiten
 * now; seats that are offered ron and decline become furiten when they answer. With nobody to ask, it resolves at
 * once, unless the caller holds windows (`Ctx.hold`): then the window stays open with no offers until
 * `closeEmptyWindow`.
 */
export function openClaims(
  c: Ctx,
  h: HandState,
  source: ClaimPending['source'],
  from: number,
  id: number,
  flags: WinFlags,
  calls: boolean,
  riichi: boolean,
  doubleRiichi = false,
): RoundResult | null {
  const n = c.n;
  const t = id >> 2;
  const kokushiOnly = source === 'ankan';
  let offers: ClaimOffer[] = NO_OFFERS;
  for (let k = 1; k < n; k++) {
    const q = (from + k) % n;
    const qs = h.seats[q];
    let ron = false;
    if (qs.waits[t] && !(kokushiOnly && !(qs.melds.length === 0 && kokushiShanten(qs.counts) === 0))) {
      if (!isFuriten(qs)) {
        if (kokushiOnly) {
          const ev = evaluate(c, h, q, id, false, from, flags, false);
          ron = ev.valid && ev.yaku.some((y) => y.name.startsWith('Kokushi'));
        } else ron = canWin(c, h, q, id, false, from, flags);
      }
      if (!ron) passFuriten(qs);
    }
    let pon = false;
    let minkan = false;
    let chi: [number, number][] | null = null;
    if (calls && !qs.riichi && !c.noCalls[q]) {
      const cnt = qs.counts[t];
      pon = cnt >= 2 && kuikaeOk(c, qs, t, t, t, true);
      minkan = cnt >= 3 && kanAllowed(h);
      if (n === 4 && k === 1 && t < 27) {
        const num = t % 9;
        const cc = qs.counts;
        if (num >= 2 && cc[t - 2] && cc[t - 1] && kuikaeOk(c, qs, t - 2, t - 1, t, false))
          chi = grow(chi, [t - 2, t - 1]);
        if (num >= 1 && num <= 7 && cc[t - 1] && cc[t + 1] && kuikaeOk(c, qs, t - 1, t + 1, t, false))
          chi = grow(chi, [t - 1, t + 1]);
        if (num <= 6 && cc[t + 1] && cc[t + 2] && kuikaeOk(c, qs, t + 1, t + 2, t, false))
          chi = grow(chi, [t + 1, t + 2]);
      }
    }
    if (ron || pon || minkan || chi) offers = grow(offers, { seat: q, ron, pon, minkan, chi: chi ?? [] });
  }
  if (offers.length === 0 && !c.hold) {
    // nobody to ask: go on at once, without a pending record
    return source === 'discard'
      ? afterDiscard(c, h, from, id, riichi, doubleRiichi, null)
      : afterClaims(c, h, source, from);
  }
  h.pending = {
    kind: 'claim',
    source,
    from,
    tile: id,
    houtei: flags.houtei,
    chankan: flags.chankan,
    riichi,
    doubleRiichi,
    offers,
    answers: offers.map(nullAnswer),
  };
  return null;
}

/** Shared empty list for the common case of nobody to ask. */
const NO_OFFERS: ClaimOffer[] = [];

function nullAnswer(): null {
  return null;
}

export function allSame(xs: number[], w: number): boolean {
  for (const x of xs) if (x !== w) return false;
  return true;
}

function allRiichi(h: HandState): boolean {
  for (const q of h.seats) if (!q.riichi) return false;
  return true;
}

function passFuriten(qs: SeatState): void {
  qs.tempFuriten = true;
  if (qs.riichi) qs.riichiFuriten = true;
}

/** Record one seat's (already validated) answer; resolve when every asked seat has answered. */
export function claimAnswer(c: Ctx, h: HandState, index: number, answer: ClaimAnswer): RoundResult | null {
  const pend = h.pending as ClaimPending;
  const offer = pend.offers[index];
  pend.answers[index] = answer;
  if (offer.ron && answer.kind !== 'ron') passFuriten(h.seats[offer.seat]);
  for (const a of pend.answers) if (a === null) return null;
  return resolveClaims(c, h);
}

/** Closes a window held open with nobody to ask (Ctx.hold): the tile is let go, as when nobody may claim. */
export function closeEmptyWindow(c: Ctx, h: HandState): RoundResult | null {
  return resolveClaims(c, h);
}

function resolveClaims(c: Ctx, h: HandState): RoundResult | null {
  const pend = h.pending as ClaimPending;
  const { from, tile: id } = pend;
  let winners: number[] | null = null;
  for (let i = 0; i < pend.offers.length; i++)
    if (pend.answers[i]?.kind === 'ron') winners = grow(winners, pend.offers[i].seat);
  if (winners) {
    const flags: WinFlags = { haitei: false, houtei: pend.houtei, chankan: pend.chankan };
    if (winners.length === 3 && c.rule.abortTripleRon) return settleAbort(c, h, 'sanchaho');
    return settleWins(c, h, c.rule.headBump ? winners.slice(0, 1) : winners, from, id, flags);
  }
  if (pend.source !== 'discard') return afterClaims(c, h, pend.source, from);
  return afterDiscard(c, h, from, id, pend.riichi, pend.doubleRiichi, pend);
}

/**
 * A discard nobody robbed: its riichi is accepted, the tile becomes safe against the riichi seats, a pending kan
 * dora flips, the abortive draws apply; then the call with the highest priority among the answers in `pend` (null
 * when nobody was asked) takes the turn, or the next seat draws.
 */
function afterDiscard(
  c: Ctx,
  h: HandState,
  from: number,
  id: number,
  riichi: boolean,
  doubleRiichi: boolean,
  pend: ClaimPending | null,
): RoundResult | null {
  const n = c.n;
  const t = id >> 2;
  const d = h.seats[from];
  if (riichi) {
    d.riichi = doubleRiichi ? 2 : 1;
    d.riichiIndex = d.river.length - 1;
    d.ippatsu = c.rule.ippatsu;
    h.scores[from] -= c.rule.riichiStick;
    h.kyotaku++;
    for (let u = 0; u < 34; u++) d.safe[u] = d.discarded[u];
    const deltas = new Array<number>(n).fill(0);
    deltas[from] = -c.rule.riichiStick;
    c.sink.all({ type: 'reach_accepted', actor: from, deltas, scores: h.scores.slice() });
  }
  for (const q of h.seats) if (q.riichi && q.seat !== from) q.safe[t] = 1;
  flushPendingDora(c, h);
  const rule = c.rule;
  if (n === 4 && rule.abortFourRiichi && allRiichi(h)) return settleAbort(c, h, 'suuchariichi');
  if (h.kanCount === 4 && h.kanSeats.length > 1 && rule.abortFourKans) return settleAbort(c, h, 'suukaikan');
  if (n === 4 && rule.abortFourWinds && !h.interrupted && h.firstDiscards.length === 4) {
    const w = h.firstDiscards[0];
    if (w >= 27 && w <= NORTH && allSame(h.firstDiscards, w)) return settleAbort(c, h, 'suufonrenda');
  }

  if (pend === null) return beginTurn(c, h, (from + 1) % n, 'draw');
  // pon / daiminkan beat chi; among equals the seat nearest the discarder
  let best = -1;
  for (let i = 0; i < pend.offers.length; i++) {
    const a = pend.answers[i];
    if (!a || a.kind === 'pass' || a.kind === 'ron') continue;
    if (a.kind === 'chi') {
      if (best < 0) best = i;
    } else if (best < 0 || pend.answers[best]?.kind === 'chi') best = i;
  }
  if (best < 0) return beginTurn(c, h, (from + 1) % n, 'draw');
  const q = pend.offers[best].seat;
  const a = pend.answers[best] as ClaimAnswer;
  const qs = h.seats[q];
  breakFirstGoAround(h);
  d.riverCalled[d.riverCalled.length - 1] = true;
  d.nagashi = false;
  let consumed: number[];
  if (a.kind === 'chi' || a.kind === 'pon') consumed = a.ids.slice();
  else consumed = idsOf(qs, t, c.red).reverse().slice(0, 3);
  for (const x of consumed) {
    removeTile(qs, x);
    h.visible[x >> 2]++;
  }
  const kind = a.kind === 'chi' ? 'chi' : a.kind === 'pon' ? 'pon' : 'minkan';
  const meldType = kind === 'chi' ? Math.min(t, consumed[0] >> 2, consumed[1] >> 2) : t;
  qs.melds.push({ kind, type: meldType, ids: [id, ...consumed], called: id, from });
  c.sink.all({
    type: kind === 'minkan' ? 'daiminkan' : kind,
    actor: q,
    target: from,
    pai: c.names[id],
    consumed: consumed.map((x) => c.names[x]),
  });
  if (kind === 'minkan') {
    h.kanCount++;
    if (!h.kanSeats.includes(q)) h.kanSeats.push(q);
    refresh(qs);
    kanDora(c, h, c.rule.kanDoraImmediate);
    return beginTurn(c, h, q, 'replacement');
  }
  qs.forbidden = c.rule.kuikaeAllowed ? [] : kuikaeTypes(t, kind === 'chi' ? consumed.map((x) => x >> 2) : null);
  return beginTurn(c, h, q, 'called');
}

/** Nobody robbed the kan / kita: the kan's dora and the replacement draw. */
export function afterClaims(
  c: Ctx,
  h: HandState,
  source: 'kakan' | 'ankan' | 'kita',
  seat: number,
): RoundResult | null {
  if (source === 'kakan') {
    breakFirstGoAround(h);
    kanDora(c, h, c.rule.kanDoraImmediate);
  } else if (source === 'ankan') {
    breakFirstGoAround(h);
    kanDora(c, h, true);
  }
  return beginTurn(c, h, seat, 'replacement');
}
