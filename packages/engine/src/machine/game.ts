/**
 * The step machine (issue 9): a game is a plain JSON `GameState`; `apply(state, seat, action)` checks the action
 * against the pending decision, then carries it out on a copy (or in place when the caller owns the state) and
 * returns the events it caused, each tagged with who may see it. Between hands the host calls `nextHand`.
 */
import { playersOfRoundType } from '@taikai/shared';
import {
  type ClaimAnswer,
  type ClaimPending,
  type Ctx,
  census,
  cloneHand,
  type HandState,
  idsOf,
  namesFor,
  newWall,
  redFor,
  remaining,
  Sink,
  type TurnPending,
} from '../hand.js';
import { claimAnswer, deal, newHand, riichiDiscardKeepsTenpai, type TurnAct, turnAct } from '../hand-play.js';
import type { MjaiEvent } from '../log.js';
import { handSeed } from '../rng.js';
import { type EngineRule, engineRule } from '../rules.js';
import type { RoundResult } from '../settle.js';
import { mjaiName } from '../tiles.js';
import { advance, type EndReason, type HandSummary, type Progress, placements, type YakumanRecord } from './flow.js';
import type {
  Action,
  ApplyResult,
  Decision,
  FinalSeat,
  GameConfig,
  GameState,
  HandOutcome,
  Phase,
  RefusalReason,
  SeatChoices,
  TaggedEvent,
  Tile,
} from './types.js';

/** The engine's inner shape of a `GameState` (plain JSON; hosts treat it as opaque). */
export interface MachineState extends GameState {
  v: 1;
  config: GameConfig;
  players: 3 | 4;
  phase: Phase;
  /** decisions applied so far (seat actions only) */
  step: number;
  /** position of the current hand (of the next one while phase is hand_end) */
  chang: number;
  ju: number;
  ben: number;
  /** riichi sticks and scores as of the last hand's end (the hand in play keeps its own) */
  kyotaku: number;
  scores: number[];
  /** hands finished */
  handNo: number;
  winds: number;
  hand: HandState | null;
  /** the last finished hand */
  last: RoundResult | null;
  /** the game ends at the next `nextHand` */
  pendingEnd: EndReason | null;
  endReason: EndReason | null;
  final: FinalSeat[] | null;
  log: MjaiEvent[];
  yakuman: YakumanRecord[];
  summaries: HandSummary[];
}

/** A replay log entry that is not a seat's decision: the host moved to the next hand or ended the game. */
export interface ControlEntry {
  seat: -1;
  action: { type: 'next_hand' } | { type: 'terminate' };
}

export type ReplayEntry = Decision | ControlEntry;

export interface ApplyOptions {
  /** change the given state instead of a copy (for hosts that own their state; faster) */
  inPlace?: boolean;
  /** collect the tagged events (default true) */
  events?: boolean;
}

/** Test-only start options: a prepared wall for the first hand, seat names for the log. */
export interface StartOptions {
  wall?: number[];
  names?: string[];
  /** first hand position (tests) */
  dealer?: number;
  honba?: number;
  kyotaku?: number;
}

interface Fixed {
  rule: EngineRule;
  red: Uint8Array;
  names: string[];
  noCalls: boolean[];
}

/**
 * The rule, red fives and tile names of a config, worked out once per config object and kept on it under a
 * non-enumerable symbol (invisible to JSON, spread and structuredClone). Not a WeakMap: games are short-lived and
 * many, and a WeakMap with thousands of dying keys makes every young-generation GC slow (measured: scavenges of
 * 30–100 ms instead of 1–5 ms while playing games back to back).
 */
const FIXED = Symbol('engine.fixed');
const QUIET = Symbol('engine.quietCtx');

function hide(o: object, key: symbol, value: unknown): void {
  // a frozen or sealed state (a host may freeze what it keeps) simply goes without the cache
  if (Object.isExtensible(o))
    Object.defineProperty(o, key, { value, writable: true, configurable: true, enumerable: false });
}

function fixedOf(s: Pick<MachineState, 'config' | 'players'>): Fixed {
  let f = (s.config as { [FIXED]?: Fixed })[FIXED];
  if (!f) {
    const rule = engineRule(s.players, s.config.rule as Record<string, unknown> | undefined);
    const red = redFor(rule.redFives, s.players);
    const noCalls = [0, 1, 2, 3].map((seat) => s.config.noCalls?.includes(seat) ?? false);
    f = { rule, red, names: namesFor(red), noCalls };
    hide(s.config, FIXED, f);
  }
  return f;
}

export function ruleOf(s: Pick<MachineState, 'config' | 'players'>): EngineRule {
  return fixedOf(s).rule;
}

/** A context without event collection, kept on the state object (non-enumerable; see FIXED). */
export function ctxOf(s: MachineState, out: TaggedEvent[] | null): Ctx {
  if (out === null) {
    const q = (s as { [QUIET]?: Ctx })[QUIET];
    if (q && q.sink.log === s.log) return q;
  }
  const f = fixedOf(s);
  const c = {
    rule: f.rule,
    n: s.players,
    red: f.red,
    names: f.names,
    noCalls: f.noCalls,
    sink: new Sink(s.log, out, s.players),
  };
  if (out === null) hide(s, QUIET, c);
  return c;
}

const HONOR_CODES = 'ESWNPFC';

/** Tile type of an mjai name (`5mr` → 4 + 0, `E` → 27), or -1. */
export function typeOfName(name: string): number {
  if (typeof name !== 'string') return -1;
  if (name.length === 1) {
    const h = HONOR_CODES.indexOf(name);
    return h < 0 ? -1 : 27 + h;
  }
  const d = name.charCodeAt(0) - 49;
  const suit = name.charCodeAt(1);
  if (d < 0 || d > 8) return -1;
  const base = suit === 109 ? 0 : suit === 112 ? 9 : suit === 115 ? 18 : -1;
  if (base < 0) return -1;
  if (name.length === 2) return base + d;
  return name.length === 3 && d === 4 && name.charCodeAt(2) === 114 ? base + d : -1;
}

function asMachine(state: GameState): MachineState {
  const s = state as MachineState;
  if (!s || s.v !== 1 || !Array.isArray(s.log)) throw new Error('not an engine game state');
  return s;
}

// ---- starting ----

export function newGame(config: GameConfig, opts: StartOptions = {}): { state: GameState; events: TaggedEvent[] } {
  if (![1, 2, 11, 12].includes(config.roundType)) throw new Error(`unknown round type ${config.roundType}`);
  const players = playersOfRoundType(config.roundType);
  const cfg: GameConfig = { ...config };
  const probe = { config: cfg, players } as MachineState;
  const rule = ruleOf(probe);
  const scores = config.initPoints ? config.initPoints.slice(0, players) : new Array(players).fill(rule.initPoint);
  if (scores.length !== players) throw new Error(`initPoints needs ${players} entries`);
  const s: MachineState = {
    v: 1,
    config: cfg,
    players,
    phase: 'turn',
    step: 0,
    chang: 0,
    ju: opts.dealer ?? 0,
    ben: opts.honba ?? 0,
    kyotaku: opts.kyotaku ?? 0,
    scores,
    handNo: 0,
    winds: config.roundType === 1 || config.roundType === 11 ? 1 : 2,
    hand: null,
    last: null,
    pendingEnd: null,
    endReason: null,
    final: null,
    log: [],
    yakuman: [],
    summaries: [],
  };
  const out: TaggedEvent[] = [];
  const c = ctxOf(s, out);
  c.sink.all({
    type: 'start_game',
    names: opts.names ?? config.names ?? Array.from({ length: players }, (_, i) => `seat-${i}`),
    seed: String(config.seed),
    round_type: config.roundType,
    players,
  });
  startHand(c, s, opts.wall);
  return { state: s, events: out };
}

function startHand(c: Ctx, s: MachineState, wall?: number[]): void {
  const h = newHand(c, {
    dealer: s.ju,
    roundWind: s.chang,
    honba: s.ben,
    kyotaku: s.kyotaku,
    scores: s.scores,
    wall: newWall(handSeed(s.config.seed, s.handNo), s.players, wall),
  });
  s.hand = h;
  s.last = null;
  s.phase = 'turn';
  const res = deal(c, h);
  afterStep(c, s, res);
}

function afterStep(c: Ctx, s: MachineState, res: RoundResult | null): void {
  const h = s.hand as HandState;
  if (res) finishHand(c, s, res);
  else s.phase = (h.pending as TurnPending | ClaimPending).kind === 'turn' ? 'turn' : 'claim';
}

/** A hand ended: record it, move the match position on, and wait for `nextHand`. */
function finishHand(c: Ctx, s: MachineState, res: RoundResult): void {
  for (const y of res.yakuman) s.yakuman.push({ ...y, hand: s.handNo, chang: s.chang, ju: s.ju, ben: s.ben });
  s.summaries.push({
    hand: s.handNo,
    chang: s.chang,
    ju: s.ju,
    ben: s.ben,
    kind: res.kind,
    reason: res.reason,
    winners: res.winners,
    loser: res.loser,
    points: res.wins.map((w) => w.points),
    deltas: res.deltas,
  });
  s.handNo++;
  s.scores = res.scores.slice();
  s.kyotaku = res.kyotaku;
  s.last = res;
  s.phase = 'hand_end';
  const next = advance(
    { chang: s.chang, ju: s.ju, ben: s.ben, winds: s.winds, players: s.players },
    res,
    s.scores,
    c.rule,
  );
  s.ben = next.ben;
  if (next.end) {
    s.pendingEnd = next.end;
    return;
  }
  s.chang = next.chang;
  s.ju = next.ju;
  if (s.handNo >= (s.config.maxHands ?? 400)) s.pendingEnd = 'max-hands';
}

function endGame(c: Ctx, s: MachineState, reason: EndReason): void {
  s.phase = 'game_end';
  s.endReason = reason;
  s.pendingEnd = null;
  const places = placements(s.scores);
  const r = c.rule;
  if (s.kyotaku > 0) {
    s.scores[places.indexOf(1)] += s.kyotaku * r.riichiStick;
    s.kyotaku = 0;
  }
  const oka = (r.jingsuanyuandian - r.initPoint) * s.players;
  s.final = s.scores.map((pts, seat) => {
    const placement = places[seat];
    const total = pts - r.jingsuanyuandian + r.uma[placement - 1] * 1000 + (placement === 1 ? oka : 0);
    return { seat, part_point_1: pts, total_point: total, placement };
  });
  c.sink.all({ type: 'end_game', scores: s.scores.slice(), result: s.final.map((x) => ({ ...x })) });
}

// ---- copying ----

export function cloneState(s: MachineState): MachineState {
  return {
    ...s,
    scores: s.scores.slice(),
    hand: s.hand ? cloneHand(s.hand) : null,
    log: s.log.slice(),
    yakuman: s.yakuman.slice(),
    summaries: s.summaries.slice(),
    final: s.final ? s.final.map((x) => ({ ...x })) : null,
  };
}

// ---- deciding ----

/** A checked decision in the engine's own terms: a turn action, or the answer of the claim offer at `index`. */
export type Plan = TurnAct | { kind: 'claim'; index: number; answer: ClaimAnswer };

type Refusal = { ok: false; reason: RefusalReason; message: string };

const TSUMO: TurnAct = { kind: 'tsumo' };
const ABORT: TurnAct = { kind: 'abort' };
const KITA: TurnAct = { kind: 'kita' };
const PASS: ClaimAnswer = { kind: 'pass' };
const RON: ClaimAnswer = { kind: 'ron' };
/** returned as `events` when the caller asked for none */
const NO_EVENTS: TaggedEvent[] = [];

function refuse(reason: RefusalReason, message: string): Refusal {
  return { ok: false, reason, message };
}

function bad(message: string): Refusal {
  return { ok: false, reason: 'illegal_action', message };
}

/**
 * The id of a tile with this name in hand: the preferred id (the drawn tile) if it has the name, else the lowest id
 * with it; -1 if none. (Copies with one name are interchangeable; the rule only makes the choice reproducible.)
 */
function idByName(names: string[], hand: number[], wanted: string, prefer: number): number {
  if (prefer >= 0 && names[prefer] === wanted) return prefer;
  let best = -1;
  for (const id of hand) if (names[id] === wanted && (best < 0 || id < best)) best = id;
  return best;
}

/** Distinct ids in hand for the wanted names, each the lowest id with its name not yet taken (null if missing). */
export function idsByName(names: string[], hand: number[], wanted: string[]): number[] | null {
  const used: number[] = [];
  for (const w of wanted) {
    let best = -1;
    for (const id of hand) if (names[id] === w && !used.includes(id) && (best < 0 || id < best)) best = id;
    if (best < 0) return null;
    used.push(best);
  }
  return used;
}

function plan(s: MachineState, c: Ctx, seat: number, action: Action): Plan | Refusal {
  if (s.phase === 'game_end') return refuse('game_over', 'the game is over');
  const h = s.hand as HandState;
  if (s.phase === 'hand_end' || !h?.pending)
    return refuse('not_your_turn', 'the hand is over; the next hand starts with nextHand');
  const pend = h.pending;
  if (!action || typeof action !== 'object') return refuse('illegal_action', 'no action');
  if (pend.kind === 'turn') {
    if (seat !== pend.seat) return refuse('not_your_turn', `seat ${pend.seat} is to act`);
    const p = h.seats[seat];
    switch (action.type) {
      case 'discard': {
        const id = idByName(c.names, p.hand, String(action.tile), pend.drawn);
        if (id < 0) return bad(`no ${action.tile} in hand`);
        const t = id >> 2;
        if (p.forbidden.includes(t)) return bad(`${action.tile} may not be discarded right after this call (kuikae)`);
        if (p.riichi && id !== pend.drawn) return bad('in riichi the drawn tile must be discarded');
        const riichi = !!action.riichi;
        if (riichi && !(pend.canRiichi && riichiDiscardKeepsTenpai(p, t)))
          return bad('riichi is not possible with this discard');
        return { kind: 'discard', id, riichi };
      }
      case 'tsumo':
        return pend.canTsumo ? TSUMO : bad('no winning hand');
      case 'abort':
        return pend.canAbort ? ABORT : bad('nine terminals not possible');
      case 'kita':
        return pend.canKita ? KITA : bad('kita not possible');
      case 'ankan':
      case 'kakan': {
        const t = typeOfName(String(action.tile));
        const list = action.type === 'ankan' ? pend.ankan : pend.kakan;
        return list.includes(t) ? { kind: action.type, type: t } : bad(`${action.type} not possible`);
      }
      default:
        return bad(`${action.type} is not a turn action`);
    }
  }
  const index = pend.offers.findIndex((o) => o.seat === seat);
  if (index < 0) return refuse('not_your_turn', `seat ${seat} has nothing to decide`);
  if (pend.answers[index]) return refuse('already_answered', `seat ${seat} has answered`);
  const o = pend.offers[index];
  const p = h.seats[seat];
  const t = pend.tile >> 2;
  switch (action.type) {
    case 'pass':
      return { kind: 'claim', index, answer: PASS };
    case 'ron':
      return o.ron ? { kind: 'claim', index, answer: RON } : bad('ron not possible');
    case 'daiminkan':
      return o.minkan ? { kind: 'claim', index, answer: { kind: 'minkan' } } : bad('daiminkan not possible');
    case 'pon':
    case 'chi': {
      const names = Array.isArray(action.tiles) ? action.tiles.map(String) : [];
      if (names.length !== 2) return bad(`${action.type} needs two tiles`);
      const types = names.map(typeOfName).sort((a, b) => a - b);
      const ok =
        action.type === 'pon'
          ? o.pon && types[0] === t && types[1] === t
          : o.chi.some(([a, b]) => Math.min(a, b) === types[0] && Math.max(a, b) === types[1]);
      if (!ok) return bad(`${action.type} with ${names.join(' ')} not possible`);
      const ids = idsByName(c.names, p.hand, names);
      if (!ids) return bad(`${names.join(' ')} not in hand`);
      return { kind: 'claim', index, answer: { kind: action.type, ids } };
    }
    default:
      return bad(`${action.type} is not a claim answer`);
  }
}

/** Apply one seat's decision. Refused actions change nothing. */
export function apply(state: GameState, seat: number, action: Action, opts: ApplyOptions = {}): ApplyResult {
  const s0 = asMachine(state);
  const c0 = ctxOf(s0, null);
  const p = plan(s0, c0, seat, action);
  if ('ok' in p) return p;
  const s = opts.inPlace ? s0 : cloneState(s0);
  const out = opts.events === false ? null : [];
  const c = opts.inPlace ? (out ? ctxOf(s, out) : c0) : ctxOf(s, out);
  const h = s.hand as HandState;
  s.step++;
  const res = p.kind === 'claim' ? claimAnswer(c, h, p.index, p.answer) : turnAct(c, h, p);
  afterStep(c, s, res);
  return { ok: true, state: s, events: out ?? NO_EVENTS };
}

/**
 * The same transition as `apply`, in place and without events, for a decision already in the engine's terms
 * (the built-in robots in playGame / Game, whose plans are built from the pending decision itself).
 */
export function applyPlan(s: MachineState, p: Plan, ctx?: Ctx): void {
  const c = ctx ?? ctxOf(s, null);
  const h = s.hand as HandState;
  s.step++;
  const res = p.kind === 'claim' ? claimAnswer(c, h, p.index, p.answer) : turnAct(c, h, p);
  afterStep(c, s, res);
}

/** From hand_end: deal the next hand, or end the game when it is over. */
export function nextHand(state: GameState, opts: ApplyOptions = {}): ApplyResult {
  const s0 = asMachine(state);
  if (s0.phase === 'game_end') return refuse('game_over', 'the game is over');
  if (s0.phase !== 'hand_end') return refuse('illegal_action', 'a hand is in progress');
  const s = opts.inPlace ? s0 : cloneState(s0);
  const out = opts.events === false ? null : [];
  const c = ctxOf(s, out);
  if (s.pendingEnd) endGame(c, s, s.pendingEnd);
  else startHand(c, s);
  return { ok: true, state: s, events: out ?? [] };
}

/**
 * End the game now and settle with the points as they stand. A hand in progress is abandoned: it closes with an
 * `end_kyoku` and counts for nothing (riichi sticks deposited in it go back, scores are those at its start);
 * riichi sticks left from earlier hands go to first place, as at a normal end.
 */
export function terminate(state: GameState, opts: ApplyOptions = {}): ApplyResult {
  const s0 = asMachine(state);
  if (s0.phase === 'game_end') return refuse('game_over', 'the game is over');
  const s = opts.inPlace ? s0 : cloneState(s0);
  const out = opts.events === false ? null : [];
  const c = ctxOf(s, out);
  if (s.phase === 'turn' || s.phase === 'claim') {
    (s.hand as HandState).pending = null;
    c.sink.all({ type: 'end_kyoku' });
  }
  endGame(c, s, 'terminated');
  return { ok: true, state: s, events: out ?? [] };
}

// ---- reading ----

export function phase(state: GameState): Phase {
  return asMachine(state).phase;
}

/** Tile names of a seat's concealed hand that it may discard now (kuikae and riichi applied). */
function discardNames(c: Ctx, h: HandState, pend: TurnPending): string[] {
  const p = h.seats[pend.seat];
  if (p.riichi && pend.drawn >= 0) return [c.names[pend.drawn]];
  const ids = p.hand.filter((id) => !p.forbidden.includes(id >> 2)).sort((a, b) => a - b);
  const out: string[] = [];
  for (const id of ids) if (!out.includes(c.names[id])) out.push(c.names[id]);
  return out;
}

function namesOfType(c: Ctx, h: HandState, seat: number, t: number): string[] {
  return idsOf(h.seats[seat], t, c.red).map((id) => c.names[id]);
}

function uniquePairs(a: string[], b: string[], same: boolean): [Tile, Tile][] {
  const out: [Tile, Tile][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < a.length; i++)
    for (let j = same ? i + 1 : 0; j < b.length; j++) {
      const pair: [Tile, Tile] = [a[i], b[j]];
      const key = pair.slice().sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        out.push(pair);
      }
    }
  return out;
}

export function choicesOf(c: Ctx, h: HandState): SeatChoices[] {
  const pend = h.pending;
  if (!pend) return [];
  if (pend.kind === 'turn') {
    const p = h.seats[pend.seat];
    const ch: SeatChoices = { seat: pend.seat, discard: discardNames(c, h, pend) };
    if (pend.canRiichi) {
      const r = (ch.discard as string[]).filter((name) => riichiDiscardKeepsTenpai(p, typeOfName(name)));
      if (r.length) ch.riichi = r;
    }
    if (pend.canTsumo) ch.tsumo = true;
    if (pend.ankan.length) ch.ankan = pend.ankan.map((t) => mjaiName(t));
    if (pend.kakan.length) ch.kakan = pend.kakan.map((t) => namesOfType(c, h, pend.seat, t)[0]);
    if (pend.canKita) ch.kita = true;
    if (pend.canAbort) ch.abort = true;
    return [ch];
  }
  const t = pend.tile >> 2;
  const out: SeatChoices[] = [];
  pend.offers.forEach((o, i) => {
    if (pend.answers[i]) return;
    const ch: SeatChoices = { seat: o.seat, pass: true };
    if (o.ron) ch.ron = true;
    if (o.pon) {
      const own = namesOfType(c, h, o.seat, t);
      ch.pon = uniquePairs(own, own, true);
    }
    if (o.minkan) ch.daiminkan = true;
    if (o.chi.length) {
      ch.chi = [];
      for (const [a, b] of o.chi)
        ch.chi.push(...uniquePairs(namesOfType(c, h, o.seat, a), namesOfType(c, h, o.seat, b), false));
    }
    out.push(ch);
  });
  return out;
}

/** Every seat that must decide now, with its exact choices (empty between hands and after the end). */
export function legalActions(state: GameState): SeatChoices[] {
  const s = asMachine(state);
  if ((s.phase !== 'turn' && s.phase !== 'claim') || !s.hand) return [];
  return choicesOf(ctxOf(s, null), s.hand);
}

export function progress(state: GameState): Progress {
  const s = asMachine(state);
  const live = (s.phase === 'turn' || s.phase === 'claim') && s.hand;
  return {
    chang: s.chang,
    ju: s.ju,
    ben: s.ben,
    liqibang: live ? (s.hand as HandState).kyotaku : s.kyotaku,
    scores: (live ? (s.hand as HandState).scores : s.scores).slice(),
    hands: s.handNo,
    over: s.phase === 'game_end',
  };
}

export function result(state: GameState): FinalSeat[] | null {
  const s = asMachine(state);
  return s.final ? s.final.map((x) => ({ ...x })) : null;
}

export function yakuman(state: GameState): YakumanRecord[] {
  return asMachine(state).yakuman.map((y) => ({ ...y, names: y.names.slice() }));
}

export function hands(state: GameState): HandSummary[] {
  return asMachine(state).summaries.map((x) => ({
    ...x,
    winners: x.winners.slice(),
    points: x.points.slice(),
    deltas: x.deltas.slice(),
  }));
}

function copyJson<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyJson) as T;
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = copyJson((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

/** A copy of the full mjai log (nothing masked). */
export function mjaiLog(state: GameState): MjaiEvent[] {
  return asMachine(state).log.map(copyJson);
}

/** Why the game ended (null while it runs). */
export function endReason(state: GameState): EndReason | null {
  return asMachine(state).endReason;
}

/** The last finished hand's result (engine shape), or null during a hand. */
export function lastHand(state: GameState): RoundResult | null {
  return asMachine(state).last;
}

export function outcomeOf(res: RoundResult): HandOutcome {
  return {
    kind: res.kind,
    reason: res.reason,
    wins: res.wins.map((w) => ({
      seat: w.seat,
      from: w.from,
      hand: w.hand.slice(),
      winTile: w.winTile,
      yaku: w.yaku.map((y) => ({ name: y.name, han: y.han })),
      han: w.han,
      fu: w.fu,
      yakuman: w.yakuman,
      points: w.points,
      uraIndicators: w.uraIndicators.slice(),
    })),
    tenpaiHands: res.tenpaiHands.map((x) => ({ seat: x.seat, hand: x.hand.slice() })),
    deltas: res.deltas.slice(),
    scores: res.scores.slice(),
  };
}

/** Tile census of the hand in play (tests): every id exactly once. */
export function tileCensus(state: GameState): number[] {
  const s = asMachine(state);
  return s.hand ? census(s.hand) : [];
}

/** Tiles left in the live wall of the current hand. */
export function tilesLeft(state: GameState): number {
  const s = asMachine(state);
  return s.hand ? remaining(s.hand.wall) : 0;
}

/**
 * Rebuild a game from its config and its ordered decisions. Seat decisions may be interleaved with control entries
 * (`{ seat: -1, action: { type: 'next_hand' | 'terminate' } }`); without them, the next hand starts on its own when
 * a seat decision follows a finished hand. Throws if a decision is refused (the log does not belong to this game).
 */
export function replay(
  config: GameConfig,
  decisions: readonly ReplayEntry[],
  opts: StartOptions & { events?: boolean } = {},
): { state: GameState; events: TaggedEvent[] } {
  const start = newGame(config, opts);
  const want = opts.events !== false;
  const events: TaggedEvent[] = want ? start.events : [];
  let state = start.state;
  const run = (r: ApplyResult, what: string) => {
    if (!r.ok) throw new Error(`replay: ${what} refused (${r.reason}: ${r.message})`);
    state = r.state;
    if (want) for (const e of r.events) events.push(e);
  };
  decisions.forEach((d, i) => {
    if (d.seat === -1) {
      const a = (d as ControlEntry).action;
      if (a.type === 'terminate') run(terminate(state, { inPlace: true, events: want }), `entry ${i} terminate`);
      else run(nextHand(state, { inPlace: true, events: want }), `entry ${i} next_hand`);
      return;
    }
    if (phase(state) === 'hand_end')
      run(nextHand(state, { inPlace: true, events: want }), `next hand before entry ${i}`);
    run(apply(state, d.seat, (d as Decision).action, { inPlace: true, events: want }), `entry ${i}`);
  });
  return { state, events };
}

/** Every concrete action in a seat's choices (for random play, tests and simple hosts). */
export function actionsOf(ch: SeatChoices): Action[] {
  const out: Action[] = [];
  if (ch.tsumo) out.push({ type: 'tsumo' });
  if (ch.ron) out.push({ type: 'ron' });
  if (ch.abort) out.push({ type: 'abort' });
  if (ch.kita) out.push({ type: 'kita' });
  for (const t of ch.ankan ?? []) out.push({ type: 'ankan', tile: t });
  for (const t of ch.kakan ?? []) out.push({ type: 'kakan', tile: t });
  for (const t of ch.discard ?? []) out.push({ type: 'discard', tile: t });
  for (const t of ch.riichi ?? []) out.push({ type: 'discard', tile: t, riichi: true });
  for (const p of ch.pon ?? []) out.push({ type: 'pon', tiles: p });
  if (ch.daiminkan) out.push({ type: 'daiminkan' });
  for (const p of ch.chi ?? []) out.push({ type: 'chi', tiles: p });
  if (ch.pass) out.push({ type: 'pass' });
  return out;
}
