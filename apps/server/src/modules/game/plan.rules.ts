/**
 * The pure rules of a game plan (spec part 2 sections 4 and 5 "Create game"): seats by the season rule's
 * round type, every seat filled, not all robots, no account twice, starting points summing to the rule's
 * init_point × seats, start time inside the season and not in the past, remark length. Each refusal has its own
 * code; the values a message names travel in the error's `detail`.
 */
import { LIMITS, parseJsonOr, playersOfRoundType } from '@taikai/shared';
import { textLength } from '@taikai/shared/text-length';
import { AppError, ErrorCode } from '../../errors.js';

/** What a plan needs from the contest's game rule. */
export interface PlanRule {
  round_type: number;
  seats: 3 | 4;
  /** the rule's starting points per seat (25000 when the rule gives none) */
  init_point: number;
}

/** Reads the contest's stored game rule (JSON text). A rule without a round type plays south-4. */
export function planRule(gameRuleSetting: string): PlanRule {
  const rule = parseJsonOr<{ round_type?: unknown; detail_rule?: { init_point?: unknown } }>(gameRuleSetting, {});
  const roundType = typeof rule.round_type === 'number' ? rule.round_type : 2;
  const init = rule.detail_rule?.init_point;
  return {
    round_type: roundType,
    seats: playersOfRoundType(roundType),
    init_point: typeof init === 'number' && init > 0 ? init : LIMITS.defaultInitPoint,
  };
}

/** A start time this many seconds behind the clock still counts as "now" (the time it takes to click and send). */
export const START_GRACE_SECONDS = 60;

/** Seat count and filling (2590 too few, 2591 too many), then not all robots (2592), then duplicates (2545). */
export function checkSeats(accountList: readonly number[], seats: number): void {
  if (accountList.length < seats) throw new AppError(ErrorCode.SEATS_NOT_FILLED, 'account_list', { seats });
  if (accountList.length > seats)
    throw new AppError(ErrorCode.SEAT_COUNT_MISMATCH, 'account_list', { seats, given: accountList.length });
  if (accountList.every((id) => id === 0)) throw new AppError(ErrorCode.ALL_ROBOTS, 'account_list');
  const seen = new Set<number>();
  for (const id of accountList) {
    if (id === 0) continue;
    if (seen.has(id)) throw new AppError(ErrorCode.DUPLICATE_PLAYERS, 'account_list', { account_id: id });
    seen.add(id);
  }
}

/**
 * Starting points per seat: the rule's init_point for every seat when none are sent; otherwise one per seat
 * (3 naming init_points) whose sum is init_point × seats (2593, naming the required total).
 */
export function seatPoints(initPoints: readonly number[], rule: PlanRule): number[] {
  if (initPoints.length === 0) return Array.from({ length: rule.seats }, () => rule.init_point);
  if (initPoints.length !== rule.seats) throw new AppError(ErrorCode.PARAM_ERROR, 'init_points');
  const total = rule.init_point * rule.seats;
  const sum = initPoints.reduce((a, b) => a + b, 0);
  if (sum !== total) throw new AppError(ErrorCode.POINTS_SUM_MISMATCH, 'init_points', { total });
  return [...initPoints];
}

/** Not in the past (2595; "now" within the grace is fine), and inside the season (2594). */
export function checkStartTime(startTime: number, season: { start_time: number; end_time: number }, now: number): void {
  if (startTime < now - START_GRACE_SECONDS) throw new AppError(ErrorCode.START_TIME_PASSED, 'game_start_time');
  // a start of "now" counts from the clock, so a season that began within the grace is no reason to refuse
  if (Math.max(startTime, now) < season.start_time || startTime >= season.end_time)
    throw new AppError(ErrorCode.START_OUTSIDE_SEASON, 'game_start_time', {
      start_time: season.start_time,
      end_time: season.end_time,
    });
}

/** Game and plan remarks: at most 25 characters as people count them (grapheme clusters, as the console counts). */
export function checkRemark(remark: string): void {
  if (textLength(remark) > LIMITS.gameRemarkMax) throw new AppError(ErrorCode.REMARK_TOO_LONG, 'remark');
}
