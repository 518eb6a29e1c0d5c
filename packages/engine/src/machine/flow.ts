/**
 * Match flow between hands: where the game goes after a hand (dealer continuation, honba, busting, all-last stop,
 * sudden death), placements, and the record shapes kept per game (hand summaries, yakuman, final settlement).
 */
import type { EngineRule } from '../rules.js';
import type { RoundResult } from '../settle.js';
import type { FinalSeat } from './types.js';

export type RoundTypeValue = 1 | 2 | 11 | 12;

export type EndReason = 'finished' | 'bust' | 'terminated' | 'max-hands';

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
  /** seats whose riichi was accepted in this hand (the mjai log's `reach_accepted`) */
  riichi: number[];
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
 * The final result from the points at the end, the riichi sticks left on the table already given to whoever takes
 * them: placements, and each seat's total (points less the return `jingsuanyuandian`, plus the uma of its place in
 * thousands, plus the oka to first place). A game's end and a result entered by hand (a table played elsewhere)
 * settle the same way.
 */
export function finalSeats(scores: readonly number[], rule: EngineRule): FinalSeat[] {
  const places = placements([...scores]);
  const oka = (rule.jingsuanyuandian - rule.initPoint) * scores.length;
  return scores.map((pts, seat) => {
    const placement = places[seat];
    const total = pts - rule.jingsuanyuandian + rule.uma[placement - 1] * 1000 + (placement === 1 ? oka : 0);
    return { seat, part_point_1: pts, total_point: total, placement };
  });
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
