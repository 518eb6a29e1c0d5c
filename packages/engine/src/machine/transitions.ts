/**
 * The transitions: `apply(state, seat, action)` checks the action against the pending decision (`plan`),
 * then carries it out on a copy (or in place when the caller owns the state) and returns the events it caused,
 * each tagged with who may see it; `applyPlan` is the same step for a decision already in the engine's terms.
 * Between hands the host calls `nextHand`; `terminate` ends the game at once.
 */
import type { ClaimAnswer, HandState } from '../hand.js';
import type { Ctx } from '../hand-context.js';
import { type TurnAct, turnAct } from '../play-act.js';
import { claimAnswer, closeEmptyWindow } from '../play-claims.js';
import { riichiDiscardKeepsTenpai } from '../play-turn.js';
import { afterStep, endGame, startHand } from './lifecycle.js';
import { idByName, idsByName, typeOfName } from './names.js';
import { type ApplyOptions, asMachine, cloneState, ctxOf, type MachineState } from './state.js';
import type { Action, ApplyResult, GameState, RefusalReason, TaggedEvent } from './types.js';

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
  c.hold = opts.holdWindows === true;
  try {
    const res = p.kind === 'claim' ? claimAnswer(c, h, p.index, p.answer) : turnAct(c, h, p);
    afterStep(c, s, res);
  } finally {
    c.hold = false;
  }
  return { ok: true, state: s, events: out ?? NO_EVENTS };
}

/** Whether the game stands at a claim window held open with nobody to ask (ApplyOptions.holdWindows). */
export function windowHeld(state: GameState): boolean {
  const s = state as MachineState;
  const pend = s.phase === 'claim' ? (s.hand as HandState | null)?.pending : null;
  return !!pend && pend.kind === 'claim' && pend.offers.length === 0;
}

/**
 * Closes a claim window held open with nobody to ask: the tile is let go (riichi accepted, the next draw, the kan's
 * replacement draw, an abortive or exhaustive draw), exactly as when the window is not held. Not a decision: replays
 * never need it. Refused when the game does not stand at such a window.
 */
export function closeWindow(state: GameState, opts: ApplyOptions = {}): ApplyResult {
  const s0 = asMachine(state);
  if (!windowHeld(s0)) return refuse('illegal_action', 'no claim window held open');
  const s = opts.inPlace ? s0 : cloneState(s0);
  const out = opts.events === false ? null : [];
  const c = ctxOf(s, out);
  afterStep(c, s, closeEmptyWindow(c, s.hand as HandState));
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
