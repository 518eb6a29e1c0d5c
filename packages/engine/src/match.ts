/**
 * A whole game: hand after hand with dealer continuation, all-last stop, sudden-death extension, busting and the
 * final settlement with uma and oka. Advance one hand at a time with `nextHand()`.
 */
import { playersOfRoundType } from '@taikai/shared';
import type { MjaiEvent } from './log.js';
import { handSeed, type Seed } from './rng.js';
import type { Robot } from './robot-api.js';
import { createRobot } from './robots.js';
import { Round, type RoundResult } from './round.js';
import { type EngineRule, engineRule, type RuleInput } from './rules.js';

export type RoundTypeValue = 1 | 2 | 11 | 12;

export interface GameOptions {
  seed: Seed;
  /** 1 east-4, 2 south-4, 11 east-3, 12 south-3 */
  roundType: number;
  rule?: RuleInput;
  /** one level for every seat, or one per seat (0, 1, 2); defaults to the rule's ai_level */
  robotLevels?: number | number[];
  /** start points per seat (defaults to the rule's init_point) */
  initPoints?: number[];
  /** custom robots per seat (tests) */
  robots?: Robot[];
  /** stop after this many hands even if the game is not over (safety net; default 400) */
  maxHands?: number;
}

export interface Progress {
  /** round wind: 0 East, 1 South, 2 West, 3 North */
  chang: number;
  /** dealer seat / hand number within the wind (0-based) */
  ju: number;
  /** honba */
  ben: number;
  /** riichi sticks on the table */
  liqibang: number;
  scores: number[];
  /** hands played so far */
  hands: number;
  over: boolean;
}

export interface SeatResult {
  seat: number;
  /** raw final points */
  part_point_1: number;
  /** settlement ×1000: (points − jingsuanyuandian) + uma×1000 (+ oka for 1st) */
  total_point: number;
  placement: number;
}

export interface YakumanRecord {
  seat: number;
  names: string[];
  /** multiple; 7 = counted (kazoe) yakuman */
  value: number;
  hand: number;
  chang: number;
  ju: number;
  ben: number;
}

export interface HandSummary {
  hand: number;
  chang: number;
  ju: number;
  ben: number;
  kind: RoundResult['kind'];
  reason?: string;
  winners: number[];
  loser: number;
  points: number[];
  deltas: number[];
}

export interface MatchPosition {
  chang: number;
  ju: number;
  ben: number;
  /** scheduled winds: 1 east-only, 2 east-south */
  winds: number;
  players: 3 | 4;
}

/** Placement (1-based) per seat: higher points first, ties to the seat that started nearer East. */
export function placements(scores: number[]): number[] {
  const order = scores.map((_, s) => s).sort((a, b) => scores[b] - scores[a] || a - b);
  const place = new Array<number>(scores.length);
  order.forEach((s, i) => {
    place[s] = i + 1;
  });
  return place;
}

/**
 * Where the game goes after a hand: dealer continuation (have_helelianzhuang / have_tingpailianzhuang; abortive
 * draws always repeat), honba, busting (can_jifei, below zero), all-last stop for a top dealer at or above
 * `fandian` (have_helezhongju / have_tingpaizhongju), and the sudden-death extension (have_nanruxiru) into the
 * next wind, which ends as soon as someone has `fandian` or after its last hand.
 */
export function advance(
  pos: MatchPosition,
  res: Pick<RoundResult, 'kind' | 'dealerWon' | 'dealerTenpai'>,
  scores: number[],
  rule: EngineRule,
): { chang: number; ju: number; ben: number; end: 'finished' | 'bust' | null } {
  const n = pos.players;
  const dealer = pos.ju;
  const renchan =
    res.kind === 'win'
      ? res.dealerWon && rule.renchanOnWin
      : res.kind === 'draw'
        ? res.dealerTenpai && rule.renchanOnTenpai
        : true;
  const ben = res.kind === 'win' && !renchan ? 0 : pos.ben + 1;
  let { chang, ju } = pos;
  const out = (end: 'finished' | 'bust' | null) => ({ chang, ju, ben, end });
  if (rule.canBust && scores.some((s) => s < 0)) return out('bust');
  const lastWind = pos.winds - 1;
  const inAllLast = chang > lastWind || (chang === lastWind && ju === n - 1);
  const reached = scores.some((s) => s >= rule.fandian);
  if (inAllLast) {
    if (renchan) {
      const stop = res.kind === 'win' ? rule.stopOnWin : res.kind === 'draw' ? rule.stopOnTenpai : false;
      if (stop && placements(scores)[dealer] === 1 && scores[dealer] >= rule.fandian) return out('finished');
    } else if (chang === lastWind) {
      if (!rule.suddenDeath || reached) return out('finished');
      chang++;
      ju = 0;
    } else {
      if (reached || ju === n - 1) return out('finished');
      ju++;
    }
  } else if (!renchan) {
    ju++;
    if (ju === n) {
      ju = 0;
      chang++;
    }
  }
  return out(null);
}

export class Game {
  readonly rule: EngineRule;
  readonly players: 3 | 4;
  readonly seed: Seed;
  readonly roundType: number;
  private readonly winds: number;
  private readonly robots: Robot[];
  private readonly events: MjaiEvent[] = [];
  private readonly yakumanList: YakumanRecord[] = [];
  private readonly summaries: HandSummary[] = [];
  private readonly maxHands: number;
  private chang = 0;
  private ju = 0;
  private ben = 0;
  private kyotaku = 0;
  private scores: number[];
  private handNo = 0;
  private over = false;
  private final: SeatResult[] | null = null;
  /** why the game ended */
  endReason: 'finished' | 'bust' | 'terminated' | 'max-hands' | null = null;

  constructor(opts: GameOptions) {
    if (![1, 2, 11, 12].includes(opts.roundType)) throw new Error(`unknown round type ${opts.roundType}`);
    this.players = playersOfRoundType(opts.roundType);
    this.rule = engineRule(this.players, opts.rule);
    this.seed = opts.seed;
    this.roundType = opts.roundType;
    this.winds = opts.roundType === 1 || opts.roundType === 11 ? 1 : 2;
    this.maxHands = opts.maxHands ?? 400;
    const n = this.players;
    if (opts.robots) this.robots = opts.robots.slice(0, n);
    else {
      const lv = opts.robotLevels ?? this.rule.aiLevel;
      this.robots = Array.from({ length: n }, (_, s) => createRobot(Array.isArray(lv) ? (lv[s] ?? lv[0] ?? 1) : lv));
    }
    this.scores = opts.initPoints ? opts.initPoints.slice(0, n) : new Array(n).fill(this.rule.initPoint);
    if (this.scores.length !== n) throw new Error(`initPoints needs ${n} entries`);
    this.events.push({
      type: 'start_game',
      names: this.robots.map((r, s) => `robot-${s}-L${r.level}`),
      seed: String(opts.seed),
      round_type: opts.roundType,
      players: n,
    });
  }

  isOver(): boolean {
    return this.over;
  }

  progress(): Progress {
    return {
      chang: this.chang,
      ju: this.ju,
      ben: this.ben,
      liqibang: this.kyotaku,
      scores: this.scores.slice(),
      hands: this.handNo,
      over: this.over,
    };
  }

  /** Play one hand. Returns its result, or null if the game is already over. */
  nextHand(): RoundResult | null {
    if (this.over) return null;
    const n = this.players;
    const dealer = this.ju;
    const round = new Round({
      rule: this.rule,
      dealer,
      roundWind: this.chang,
      honba: this.ben,
      kyotaku: this.kyotaku,
      scores: this.scores,
      seed: handSeed(this.seed, this.handNo),
      robots: this.robots,
      log: this.events,
    });
    const res = round.run();
    for (const y of res.yakuman) {
      this.yakumanList.push({ ...y, hand: this.handNo, chang: this.chang, ju: this.ju, ben: this.ben });
    }
    this.summaries.push({
      hand: this.handNo,
      chang: this.chang,
      ju: this.ju,
      ben: this.ben,
      kind: res.kind,
      reason: res.reason,
      winners: res.winners,
      loser: res.loser,
      points: res.wins.map((w) => w.points),
      deltas: res.deltas,
    });
    this.handNo++;
    this.scores = res.scores.slice();
    this.kyotaku = res.kyotaku;

    const next = advance(
      { chang: this.chang, ju: this.ju, ben: this.ben, winds: this.winds, players: n },
      res,
      this.scores,
      this.rule,
    );
    this.ben = next.ben;
    if (next.end) return this.end(next.end, res);
    this.chang = next.chang;
    this.ju = next.ju;
    if (this.handNo >= this.maxHands) return this.end('max-hands', res);
    return res;
  }

  private end(reason: NonNullable<Game['endReason']>, res: RoundResult | null): RoundResult | null {
    this.over = true;
    this.endReason = reason;
    const places = placements(this.scores);
    if (this.kyotaku > 0) {
      const top = places.indexOf(1);
      this.scores[top] += this.kyotaku * this.rule.riichiStick;
      this.kyotaku = 0;
    }
    const r = this.rule;
    const n = this.players;
    const oka = (r.jingsuanyuandian - r.initPoint) * n;
    this.final = this.scores.map((pts, seat) => {
      const placement = places[seat];
      const total = pts - r.jingsuanyuandian + r.uma[placement - 1] * 1000 + (placement === 1 ? oka : 0);
      return { seat, part_point_1: pts, total_point: total, placement };
    });
    this.events.push({ type: 'end_game', scores: this.scores.slice(), result: this.final.map((x) => ({ ...x })) });
    return res;
  }

  /** End the game now (between hands) and settle with the current points. */
  terminate(): void {
    if (this.over) return;
    this.end('terminated', null);
  }

  /** Final settlement per seat, or null while the game is running. */
  result(): SeatResult[] | null {
    return this.final ? this.final.map((x) => ({ ...x })) : null;
  }

  log(): MjaiEvent[] {
    return this.events;
  }

  yakuman(): YakumanRecord[] {
    return this.yakumanList.slice();
  }

  hands(): HandSummary[] {
    return this.summaries.slice();
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
  endReason: Game['endReason'];
} {
  const g = new Game(opts);
  while (!g.isOver()) g.nextHand();
  return {
    result: g.result() as SeatResult[],
    log: g.log(),
    yakuman: g.yakuman(),
    hands: g.hands(),
    endReason: g.endReason,
  };
}
