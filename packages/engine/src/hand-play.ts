/**
 * One hand as a step machine: the deal, a turn (draw, then tsumo / abort / kita / kans / riichi / discard), and
 * the claim window after a discard, an added kan, a kita or a closed kan (kokushi only): every seat that may claim
 * is asked at once and the window resolves by priority (ron > pon / daiminkan > chi) once all have answered.
 * Functions here mutate the hand state they are given and return the hand's result when it ends.
 * Legality is checked by the caller (machine/game.ts) against the pending decision before anything changes.
 */
import {
  addTile,
  breakFirstGoAround,
  type ClaimAnswer,
  type ClaimOffer,
  type ClaimPending,
  type Ctx,
  canWin,
  drawLive,
  drawReplacement,
  evaluate,
  firstIdOf,
  flushPendingDora,
  type HandState,
  idsOf,
  isClosed,
  isFuriten,
  kanAllowed,
  kanDora,
  newSeat,
  refresh,
  remaining,
  removeTile,
  revealDora,
  type SeatState,
  type TurnPending,
  type WinFlags,
  yaochuKinds,
  zeros34,
} from './hand.js';
import type { RyukyokuReason } from './log.js';
import { type RoundResult, settleAbort, settleExhaustive, settleWins } from './settle.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { kokushiShanten, shanten, waits } = sh;
const { isYaochu, NORTH } = tiles;

const BAKAZE = ['E', 'S', 'W', 'N'];
/** shared empty list in turn options (never pushed to: a list with entries is a new array) */
const NONE: number[] = [];
const waitScratch = new Uint8Array(34);

export type TurnAct =
  | { kind: 'discard'; id: number; riichi: boolean }
  | { kind: 'tsumo' }
  | { kind: 'abort' }
  | { kind: 'kita' }
  | { kind: 'ankan'; type: number }
  | { kind: 'kakan'; type: number };

export interface HandStart {
  dealer: number;
  roundWind: number;
  honba: number;
  kyotaku: number;
  scores: number[];
  wall: HandState['wall'];
}

export function newHand(c: Ctx, start: HandStart): HandState {
  const seats: SeatState[] = [];
  for (let s = 0; s < c.n; s++) seats.push(newSeat(s));
  return {
    dealer: start.dealer,
    roundWind: start.roundWind,
    honba: start.honba,
    kyotaku: start.kyotaku,
    kyotakuStart: start.kyotaku,
    scores: start.scores.slice(),
    startScores: start.scores.slice(),
    wall: start.wall,
    seats,
    visible: zeros34(),
    doraTargets: [],
    interrupted: false,
    rinshan: false,
    kanCount: 0,
    kanSeats: [],
    pendingDora: 0,
    firstDiscards: [],
    pending: null,
  };
}

/** Deal 13 each from the dealer, flip the first dora indicator, and start the dealer's first turn. */
export function deal(c: Ctx, h: HandState): RoundResult | null {
  const n = c.n;
  for (let s = 0; s < n; s++) {
    const p = h.seats[(h.dealer + s) % n];
    for (let k = 0; k < 13; k++) addTile(p, drawLive(h.wall));
  }
  if (c.rule.dora) revealDora(c, h);
  for (const p of h.seats) refresh(p);
  const w = h.wall;
  c.sink.deal({
    type: 'start_kyoku',
    bakaze: BAKAZE[h.roundWind],
    dora_marker: w.doraRevealed ? c.names[w.dead[4]] : null,
    kyoku: h.dealer + 1,
    honba: h.honba,
    kyotaku: h.kyotaku,
    oya: h.dealer,
    scores: h.scores.slice(),
    tehais: h.seats.map((p) =>
      p.hand
        .slice()
        .sort((a, b) => a - b)
        .map((id) => c.names[id]),
    ),
  });
  return beginTurn(c, h, h.dealer, 'draw');
}

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

/** Does discarding type t (riichi declared) leave the hand tenpai? */
export function riichiDiscardKeepsTenpai(p: SeatState, t: number): boolean {
  const cnt = p.counts.slice() as unknown as Uint8Array;
  cnt[t]--;
  return shanten(cnt, p.melds.length) === 0;
}

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

/**
 * Offer tile `id` to the other seats: ron for every seat that waits on it and may win (kokushi only for a closed
 * kan), and for a discard pon / daiminkan / chi when `calls`. Seats that wait on it but may not ron become furiten
 * now; seats that are offered ron and decline become furiten when they answer. With nobody to ask, it resolves at
 * once.
 */
function openClaims(
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
  if (offers.length === 0) {
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

/** Append to a list, starting a new one for null or a shared empty list (NONE, NO_OFFERS). */
function grow<T>(list: T[] | null, x: T): T[] {
  const out = list === null || list.length === 0 ? [] : list;
  out.push(x);
  return out;
}

/** Shared empty list for the common case of nobody to ask. */
const NO_OFFERS: ClaimOffer[] = [];

function nullAnswer(): null {
  return null;
}

function allSame(xs: number[], w: number): boolean {
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
function afterClaims(c: Ctx, h: HandState, source: 'kakan' | 'ankan' | 'kita', seat: number): RoundResult | null {
  if (source === 'kakan') {
    breakFirstGoAround(h);
    kanDora(c, h, c.rule.kanDoraImmediate);
  } else if (source === 'ankan') {
    breakFirstGoAround(h);
    kanDora(c, h, true);
  }
  return beginTurn(c, h, seat, 'replacement');
}

/** Would the hand still have a legal discard after calling with `take` (kuikae rule)? */
export function kuikaeOk(c: Ctx, p: SeatState, x: number, y: number, t: number, pon: boolean): boolean {
  if (c.rule.kuikaeAllowed) return true;
  // the forbidden types: t, and for a chi from the end of a run the other end (see kuikaeTypes)
  let other = -1;
  if (!pon) {
    const a = Math.min(x, y);
    const b = Math.max(x, y);
    const num = t % 9;
    if (t < a && num + 3 <= 8) other = t + 3;
    else if (t > b && num - 3 >= 0) other = t - 3;
  }
  const cnt = p.counts;
  cnt[x]--;
  cnt[y]--;
  let ok = false;
  for (let u = 0; u < 34 && !ok; u++) if (cnt[u] > 0 && u !== t && u !== other) ok = true;
  cnt[x]++;
  cnt[y]++;
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
