/**
 * The whole-game API (`createGame`, `playGame`) on top of the step machine: a `Game` owns its state and asks each
 * seat's robot for every decision, one `apply` at a time, until a hand (or the game) ends.
 */
import type { Ctx } from './hand-context.js';
import type { MjaiEvent } from './log.js';
import type { EndReason, HandSummary, Progress, SeatResult, YakumanRecord } from './machine/flow.js';
import { newGame } from './machine/lifecycle.js';
import { endReason as endReasonOf, hands, mjaiLog, progress, result, yakuman } from './machine/read.js';
import { ctxOf, type MachineState, ruleOf } from './machine/state.js';
import { apply, applyPlan, nextHand, terminate } from './machine/transitions.js';
import type { Action, GameConfig, GameState } from './machine/types.js';
import { view } from './machine/view.js';
import type { Seed } from './rng.js';
import type { Robot } from './robot-api.js';
import { robotAction, robotPlan } from './robot-sight.js';
import type { EngineRule, RuleInput } from './rules.js';
import type { RoundResult } from './settle.js';

export type { EndReason, HandSummary, Progress, SeatResult, YakumanRecord } from './machine/flow.js';
export { advance } from './machine/flow.js';

export interface GameOptions {
  seed: Seed;
  /** 1 east-4, 2 south-4, 11 east-3, 12 south-3 */
  roundType: number;
  rule?: RuleInput;
  /** one level for every seat, or one per seat (0, 1, 2); defaults to the rule's ai_level */
  robotLevels?: number | number[];
  /** start points per seat (defaults to the rule's init_point) */
  initPoints?: number[];
  /** custom decision providers per seat (tests) */
  robots?: Robot[];
  /** stop after this many hands even if the game is not over (safety net; default 400) */
  maxHands?: number;
}

const QUIET = { inPlace: true, events: false } as const;

export function createRobot(level: number): Robot {
  const lv = Math.max(0, Math.min(2, Math.floor(level)));
  return { level: lv, builtin: true, decide: (v) => robotAction(v, lv) };
}

export class Game {
  readonly rule: EngineRule;
  readonly players: 3 | 4;
  readonly seed: Seed;
  readonly roundType: number;
  private readonly robots: Robot[];
  private state: MachineState;
  /** the quiet context of `state` (kept here: the state is changed in place and never replaced) */
  private readonly ctx: Ctx;

  constructor(opts: GameOptions) {
    const config: GameConfig = {
      seed: opts.seed,
      roundType: opts.roundType,
      rule: opts.rule,
      initPoints: opts.initPoints,
      maxHands: opts.maxHands,
    };
    for (const k of ['rule', 'initPoints', 'maxHands'] as const) if (config[k] === undefined) delete config[k];
    // the robots are known before the state exists: read the rule's ai_level through a probe
    const players = opts.roundType >= 10 ? 3 : 4;
    const rule = ruleOf({ config, players } as MachineState);
    const n = players;
    if (opts.robots) this.robots = opts.robots.slice(0, n);
    else {
      const lv = opts.robotLevels ?? rule.aiLevel;
      this.robots = Array.from({ length: n }, (_, s) => createRobot(Array.isArray(lv) ? (lv[s] ?? lv[0] ?? 1) : lv));
    }
    config.names = this.robots.map((r, s) => `robot-${s}-L${r.level}`);
    // built-in robots below level 2 never call: they are asked for ron only
    const noCalls = this.robots.flatMap((r, s) => (r.builtin && r.level < 2 ? [s] : []));
    if (noCalls.length) config.noCalls = noCalls;
    this.state = newGame(config).state as MachineState;
    this.ctx = ctxOf(this.state, null);
    this.rule = ruleOf(this.state);
    this.players = this.state.players;
    this.seed = opts.seed;
    this.roundType = opts.roundType;
  }

  /** why the game ended */
  get endReason(): EndReason | null {
    return endReasonOf(this.state);
  }

  isOver(): boolean {
    return this.state.phase === 'game_end';
  }

  progress(): Progress {
    return progress(this.state);
  }

  /** A copy of the game's state (plain JSON) as it stands. */
  snapshot(): GameState {
    return structuredClone(this.state);
  }

  /**
   * One decision: a built-in robot's plan goes straight to the transition (`applyPlan`, what `apply` runs after
   * its checks); a custom robot answers from its view and goes through `apply` with its checks.
   */
  private step(seat: number): void {
    const r = this.robots[seat];
    if (r.builtin) {
      // the game owns its state (changed in place, never replaced), so one quiet context serves every decision
      const ctx = this.ctx;
      applyPlan(this.state, robotPlan(this.state, seat, r.level, ctx), ctx);
      return;
    }
    const action: Action = r.decide(view(this.state, seat));
    const out = apply(this.state, seat, action, QUIET);
    if (!out.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)}: ${out.message}`);
  }

  /** Play one hand. Returns its result, or null if the game is already over. */
  nextHand(): RoundResult | null {
    const s = this.state;
    if (s.phase === 'game_end') return null;
    if (s.phase === 'hand_end') nextHand(s, { inPlace: true, events: false });
    while (s.phase === 'turn' || s.phase === 'claim') {
      const pend = s.hand?.pending;
      if (!pend) break;
      this.step(pend.kind === 'turn' ? pend.seat : pend.offers[pend.answers.indexOf(null)].seat);
    }
    const res = s.last;
    if (s.pendingEnd) nextHand(s, { inPlace: true, events: false });
    return res;
  }

  /** End the game now and settle with the current points (see `terminate` in the step machine). */
  terminate(): void {
    if (this.isOver()) return;
    terminate(this.state, { inPlace: true, events: false });
  }

  /** Final settlement per seat, or null while the game is running. */
  result(): SeatResult[] | null {
    return result(this.state);
  }

  /** A copy of the mjai log. */
  log(): MjaiEvent[] {
    return mjaiLog(this.state);
  }

  /** The state itself (for playGame, which drops the game afterwards). */
  private own(): MachineState {
    return this.state;
  }

  /** Play to the end and hand over the outcome; the game is not to be used afterwards. */
  static finish(g: Game) {
    while (!g.isOver()) g.nextHand();
    return {
      result: g.result() as SeatResult[],
      // the game is dropped, so its log can be handed over without a copy
      log: g.own().log,
      yakuman: g.yakuman(),
      hands: g.hands(),
      endReason: g.endReason,
    };
  }

  yakuman(): YakumanRecord[] {
    return yakuman(this.state);
  }

  hands(): HandSummary[] {
    return hands(this.state);
  }
}

export function createGame(opts: GameOptions): Game {
  return new Game(opts);
}

/** Play a whole game and return its outcome. */
export function playGame(opts: GameOptions): {
  result: SeatResult[];
  log: MjaiEvent[];
  yakuman: YakumanRecord[];
  hands: HandSummary[];
  endReason: EndReason | null;
} {
  return Game.finish(new Game(opts));
}
