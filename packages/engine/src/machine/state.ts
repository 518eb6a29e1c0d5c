/**
 * The step machine's state: the inner shape of a plain JSON `GameState`, the host's options, the
 * per-config constants and per-state quiet context kept on the objects themselves, the state check and the copy a
 * pure apply works on.
 */
import type { HandState } from '../hand.js';
import { cloneHand } from '../hand-clone.js';
import { type Ctx, namesFor, redFor, Sink } from '../hand-context.js';
import type { MjaiEvent } from '../log.js';
import { type EngineRule, engineRule } from '../rules.js';
import type { RoundResult } from '../settle.js';
import type { EndReason, HandSummary, YakumanRecord } from './flow.js';
import type { Decision, FinalSeat, GameConfig, GameState, Phase, TaggedEvent } from './types.js';

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
  /** the game's mjai log so far; stays empty when the game was started with `log: false` */
  log: MjaiEvent[];
  /** true when the game keeps no mjai log (StartOptions.log false): a host that rebuilds it by replay when asked */
  noLog?: true;
  yakuman: YakumanRecord[];
  summaries: HandSummary[];
}

/** A replay log entry that is not a seat's decision: the host moved to the next hand or ended the game. */
export interface ControlEntry {
  seat: -1;
  action: { type: 'next_hand' } | { type: 'terminate' } | { type: 'close_window' };
}

export type ReplayEntry = Decision | ControlEntry;

export interface ApplyOptions {
  /** change the given state instead of a copy (for hosts that own their state; faster) */
  inPlace?: boolean;
  /** collect the tagged events (default true) */
  events?: boolean;
  /**
   * Stop at the claim window after every discard, added kan, kita or closed kan, even when no seat may claim
   * (phase 'claim' with nobody deciding; `closeWindow` goes on). A host that shows the game as it goes uses it, so
   * that what a seat that may not claim sees never depends on whether another seat may: the window is always there.
   * Default false: the window is skipped when nobody may claim (replays, robots' own games).
   */
  holdWindows?: boolean;
}

/**
 * Start options. `log: false` keeps no mjai log in the state (its events are still built for the caller's `events`):
 * the log is the costliest part of a long game's state to keep, and `replay(config, decisions)` rebuilds it exactly
 * when it is wanted. The rest are for tests: a prepared wall for the first hand, seat names for the log, the first
 * hand's position.
 */
export interface StartOptions {
  /** keep the mjai log in the state (default true) */
  log?: boolean;
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
    if (q && q.sink.log === logOf(s)) return q;
  }
  const f = fixedOf(s);
  const c = {
    rule: f.rule,
    n: s.players,
    red: f.red,
    names: f.names,
    noCalls: f.noCalls,
    sink: new Sink(logOf(s), out, s.players),
  };
  if (out === null) hide(s, QUIET, c);
  return c;
}

/** Where the state's events go: its log, or nowhere when it keeps none. */
function logOf(s: MachineState): MjaiEvent[] | null {
  return s.noLog ? null : s.log;
}

export function asMachine(state: GameState): MachineState {
  const s = state as MachineState;
  if (!s || s.v !== 1 || !Array.isArray(s.log)) throw new Error('not an engine game state');
  return s;
}

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
