/**
 * One hand's state as plain JSON data, and the small operations on it that everything else builds on: seats
 * (closed tiles as ids + per-type counts, melds, river, riichi, furiten, a cache of the 13-tile shanten and waits),
 * the wall (live wall, dead wall, replacement tiles, dora), the per-apply context (rule, red fives, tile names,
 * the event sink) and the win evaluation. No turn logic here (hand-play.ts) and no settlement (settle.ts), so the
 * imports run one way: hand.ts ← settle.ts ← hand-play.ts.
 */
import type { MjaiEvent } from './log.js';
import type { TaggedEvent } from './machine/types.js';
import { Rng } from './rng.js';
import type { EngineRule } from './rules.js';
import { evaluateWin, type MeldKind, type MeldShape, type WinContext, type WinEval } from './scoring.js';
import * as sh from './shanten.js';
import * as tiles from './tiles.js';

const { shanten, waits } = sh;
const { doraOf, isYaochu, mjaiName, redConfig, redIds } = tiles;

export interface MeldState {
  kind: MeldKind;
  /** tile type of the meld (lowest for chi) */
  type: number;
  /** physical ids; for kakan the added tile is last */
  ids: number[];
  /** claimed id (-1 for ankan) */
  called: number;
  /** seat it was claimed from (-1 for ankan) */
  from: number;
}

export interface SeatState {
  seat: number;
  /** concealed tile ids in the order they arrived */
  hand: number[];
  /** concealed tiles per type (34) */
  counts: number[];
  melds: MeldState[];
  /** river ids in order (called ones included) */
  river: number[];
  /** which river entries were claimed by others */
  riverCalled: boolean[];
  riverTsumogiri: boolean[];
  /** per type: has this seat ever discarded it (discard furiten, suji) */
  discarded: number[];
  riichi: 0 | 1 | 2;
  /** river index of the riichi declaration tile */
  riichiIndex: number;
  ippatsu: boolean;
  /** missed a winning tile after riichi */
  riichiFuriten: boolean;
  /** missed a winning tile since own last discard */
  tempFuriten: boolean;
  /** a wait is in own river */
  discardFuriten: boolean;
  kita: number;
  kitaIds: number[];
  /** still eligible for nagashi mangan */
  nagashi: boolean;
  /** has not discarded yet (double riichi, tenhou / chiihou, nine terminals) */
  firstTurn: boolean;
  /** 13-tile shanten (valid between turns) */
  shanten: number;
  waits: number[];
  waitCount: number;
  /** kuikae: types that may not be discarded right after a call */
  forbidden: number[];
  /** tiles safe against this seat's riichi (its river and everything passed since); public information */
  safe: number[];
}

export interface WallState {
  /** the shuffled order of every tile (never changed during the hand) */
  tiles: number[];
  /** next live draw index */
  pos: number;
  /** end (exclusive) of the live wall */
  liveEnd: number;
  /** replacement tiles still available, drawn front first */
  rinshan: number[];
  /** the original dead wall: 0–3 replacement, 4–8 dora indicators, 9–13 ura indicators (never changed) */
  dead: number[];
  doraRevealed: number;
}

/** The seat to act after a draw (or a call): its options, computed once when the turn starts. */
export interface TurnPending {
  kind: 'turn';
  seat: number;
  /** the tile just drawn, -1 right after a chi / pon */
  drawn: number;
  called: boolean;
  haitei: boolean;
  canTsumo: boolean;
  canAbort: boolean;
  /** riichi is allowed if some discard keeps the hand tenpai */
  canRiichi: boolean;
  ankan: number[];
  kakan: number[];
  canKita: boolean;
}

export interface ClaimOffer {
  seat: number;
  ron: boolean;
  pon: boolean;
  minkan: boolean;
  /** chi choices as the two tile types taken from the hand */
  chi: [number, number][];
}

export type ClaimAnswer =
  | { kind: 'pass' }
  | { kind: 'ron' }
  | { kind: 'pon'; ids: number[] }
  | { kind: 'minkan' }
  | { kind: 'chi'; ids: number[] };

/** A tile offered to the other seats (discard, added kan, kita, closed kan for kokushi), waiting for answers. */
export interface ClaimPending {
  kind: 'claim';
  source: 'discard' | 'kakan' | 'ankan' | 'kita';
  from: number;
  tile: number;
  houtei: boolean;
  chankan: boolean;
  /** the discard declared riichi (accepted once nobody rons) */
  riichi: boolean;
  doubleRiichi: boolean;
  /** seats asked, in turn order from the discarder */
  offers: ClaimOffer[];
  /** one answer per offer, null until given */
  answers: (ClaimAnswer | null)[];
}

export interface HandState {
  dealer: number;
  /** 0 East, 1 South, 2 West, 3 North */
  roundWind: number;
  honba: number;
  kyotaku: number;
  scores: number[];
  /** scores when the hand started */
  startScores: number[];
  kyotakuStart: number;
  wall: WallState;
  seats: SeatState[];
  /** publicly visible copies per type: rivers, melds, dora indicators, kita */
  visible: number[];
  doraTargets: number[];
  /** a call or kan has happened (ends the first uninterrupted go-around) */
  interrupted: boolean;
  rinshan: boolean;
  kanCount: number;
  kanSeats: number[];
  pendingDora: number;
  firstDiscards: number[];
  pending: TurnPending | ClaimPending | null;
}

const redCache = new Map<string, Uint8Array>();
const nameCache = new Map<Uint8Array, string[]>();

export function redFor(doraCount: number, players: 3 | 4): Uint8Array {
  const key = `${players}:${doraCount}`;
  let r = redCache.get(key);
  if (!r) {
    r = redIds(redConfig(doraCount, players));
    redCache.set(key, r);
  }
  return r;
}

/** mjai names of all 136 ids for a red-five layout (shared, read-only). */
export function namesFor(red: Uint8Array): string[] {
  let n = nameCache.get(red);
  if (!n) {
    n = [];
    for (let id = 0; id < 136; id++) n.push(mjaiName(id >> 2, red[id] === 1));
    nameCache.set(red, n);
  }
  return n;
}

/**
 * Where events go during one apply: the full mjai log (kept in the game state) and, when the caller wants them,
 * the events tagged with their audience. Seat -1 in an audience list means observers.
 */
export class Sink {
  constructor(
    readonly log: MjaiEvent[],
    readonly out: TaggedEvent[] | null,
    readonly players: number,
  ) {}

  all(event: MjaiEvent): void {
    this.log.push(event);
    if (this.out) this.out.push({ to: 'all', event });
  }

  /** A draw: the tile to the drawer, a masked copy to everyone else. */
  draw(event: MjaiEvent & { type: 'tsumo' }): void {
    this.log.push(event);
    if (!this.out) return;
    const others: number[] = [];
    for (let s = 0; s < this.players; s++) if (s !== event.actor) others.push(s);
    others.push(-1);
    this.out.push({ to: [event.actor], event });
    this.out.push({ to: others, event: { ...event, pai: '?' } });
  }

  /** The deal: each seat sees its own hand, observers see none. */
  deal(event: MjaiEvent & { type: 'start_kyoku' }): void {
    this.log.push(event);
    if (!this.out) return;
    const masked = event.tehais.map((h) => h.map(() => '?'));
    for (let s = 0; s < this.players; s++) {
      const tehais = masked.slice();
      tehais[s] = event.tehais[s];
      this.out.push({ to: [s], event: { ...event, tehais } });
    }
    this.out.push({ to: [-1], event: { ...event, tehais: masked } });
  }
}

/** Everything one apply needs besides the state: the rule, red fives, names and the event sink. */
export interface Ctx {
  rule: EngineRule;
  n: 3 | 4;
  red: Uint8Array;
  names: string[];
  sink: Sink;
  /** per seat: never offered chi / pon / daiminkan (GameConfig.noCalls) */
  noCalls: boolean[];
}

// ---- seats ----

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

/** Tenpai at an exhaustive draw: some wait not already held four times (hand + melds). */
export function isTenpai(p: SeatState): boolean {
  if (p.waitCount === 0) return false;
  for (let t = 0; t < 34; t++) {
    if (!p.waits[t]) continue;
    let held = p.counts[t];
    for (const m of p.melds) for (const id of m.ids) if (id >> 2 === t) held++;
    if (held < 4) return true;
  }
  return false;
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

// ---- wall ----

/**
 * The wall: 136 tiles (108 for three players, which drop 2m–8m) shuffled by the hand's RNG, with a 14-tile dead
 * wall. Every replacement draw (kan or kita) takes the next replacement tile and moves the last live tile into
 * the dead wall, so the dead wall stays at 14 and the live wall shrinks by one.
 */
export function newWall(seed: number, players: 3 | 4, prepared?: number[]): WallState {
  const all: number[] = [];
  for (let id = 0; id < 136; id++) {
    const t = id >> 2;
    if (players === 3 && t >= 1 && t <= 7) continue;
    all.push(id);
  }
  let order: number[];
  if (prepared) {
    if (prepared.length !== all.length || new Set(prepared).size !== all.length) throw new Error('bad prepared wall');
    order = prepared.slice();
  } else order = new Rng(seed).shuffle(all);
  const liveEnd = order.length - 14;
  const dead = order.slice(liveEnd);
  return { tiles: order, pos: 0, liveEnd, rinshan: dead.slice(0, 4), dead, doraRevealed: 0 };
}

export function remaining(w: WallState): number {
  return w.liveEnd - w.pos;
}

export function drawLive(w: WallState): number {
  if (w.pos >= w.liveEnd) throw new Error('wall exhausted');
  return w.tiles[w.pos++];
}

export function drawReplacement(w: WallState): number {
  if (w.pos >= w.liveEnd) throw new Error('no tile to replenish the dead wall');
  const t = w.rinshan.shift() as number;
  w.liveEnd--;
  w.rinshan.push(w.tiles[w.liveEnd]);
  return t;
}

export function doraIndicators(w: WallState): number[] {
  return w.dead.slice(4, 4 + w.doraRevealed);
}

export function uraIndicators(w: WallState, count: number): number[] {
  return w.dead.slice(9, 9 + Math.min(count, w.doraRevealed));
}

/** Every tile not yet drawn: live wall remainder, replacement tiles, indicators (census checks). */
export function undrawn(w: WallState): number[] {
  return w.tiles.slice(w.pos, w.liveEnd).concat(w.rinshan, w.dead.slice(4));
}

// ---- hand-level helpers ----

export function seatWind(h: HandState, n: number, seat: number): number {
  return (seat - h.dealer + n) % n;
}

/** Flip the next dora indicator (at most 5); returns its id or -1. */
export function flipIndicator(w: WallState): number {
  if (w.doraRevealed >= 5) return -1;
  return w.dead[4 + w.doraRevealed++];
}

export function revealDora(c: Ctx, h: HandState): void {
  const w = h.wall;
  const id = flipIndicator(w);
  if (id < 0) return;
  h.visible[id >> 2]++;
  h.doraTargets.push(doraOf(id >> 2, c.n));
  if (w.doraRevealed > 1) c.sink.all({ type: 'dora', dora_marker: c.names[id] });
}

export function kanAllowed(h: HandState): boolean {
  return h.kanCount < 4 && remaining(h.wall) > 0;
}

export function breakFirstGoAround(h: HandState): void {
  h.interrupted = true;
  for (const s of h.seats) s.ippatsu = false;
}

export function flushPendingDora(c: Ctx, h: HandState): void {
  while (h.pendingDora > 0) {
    h.pendingDora--;
    revealDora(c, h);
  }
}

export function kanDora(c: Ctx, h: HandState, immediate: boolean): void {
  if (!c.rule.dora || !c.rule.kanDora) return;
  if (immediate) revealDora(c, h);
  else h.pendingDora++;
}

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

/** Every tile id somewhere in the hand (census checks): wall, hands, kita, rivers (not called), melds. */
export function census(h: HandState): number[] {
  const all: number[] = undrawn(h.wall);
  for (const p of h.seats) {
    all.push(...p.hand, ...p.kitaIds);
    p.river.forEach((id, i) => {
      if (!p.riverCalled[i]) all.push(id);
    });
    for (const m of p.melds) all.push(...m.ids);
  }
  return all;
}

// ---- copying (a pure apply works on a copy; the wall order and the dead wall never change, so they are shared) ----

function cloneSeat(p: SeatState): SeatState {
  return {
    ...p,
    hand: p.hand.slice(),
    counts: p.counts.slice(),
    melds: p.melds.map((m) => ({ ...m, ids: m.ids.slice() })),
    river: p.river.slice(),
    riverCalled: p.riverCalled.slice(),
    riverTsumogiri: p.riverTsumogiri.slice(),
    discarded: p.discarded.slice(),
    kitaIds: p.kitaIds.slice(),
    waits: p.waits.slice(),
    forbidden: p.forbidden.slice(),
    safe: p.safe.slice(),
  };
}

function clonePending(x: HandState['pending']): HandState['pending'] {
  if (!x) return null;
  if (x.kind === 'turn') return { ...x, ankan: x.ankan.slice(), kakan: x.kakan.slice() };
  return {
    ...x,
    offers: x.offers.map((o) => ({ ...o, chi: o.chi.map((p) => [p[0], p[1]] as [number, number]) })),
    answers: x.answers.map((a) => (a && 'ids' in a ? { ...a, ids: a.ids.slice() } : a)),
  };
}

export function cloneHand(h: HandState): HandState {
  return {
    ...h,
    scores: h.scores.slice(),
    startScores: h.startScores.slice(),
    wall: { ...h.wall, rinshan: h.wall.rinshan.slice() },
    seats: h.seats.map(cloneSeat),
    visible: h.visible.slice(),
    doraTargets: h.doraTargets.slice(),
    kanSeats: h.kanSeats.slice(),
    firstDiscards: h.firstDiscards.slice(),
    pending: clonePending(h.pending),
  };
}
