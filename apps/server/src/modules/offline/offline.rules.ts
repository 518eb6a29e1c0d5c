/**
 * The pure rules of a table played elsewhere (issue 32): what can be checked without the database, and its
 * settlement. The seats are winds (East first) and as many as the contest's round type seats; no account twice;
 * leftover riichi sticks go to a seat at the table, or to nobody; the final points and the sticks left add up to the
 * starting points of all seats; penalties and yakuman name seats at the table. The result is settled as a game's end
 * is (engine `finalSeats`: placements, uma, oka), the leftover sticks first given to whoever took them, and each
 * penalty then added to its seat's total (placements stay as the points give them).
 */

import { engineRule, type FinalSeat, finalSeats } from '@taikai/engine';
import { encodeAccountId, type OfflinePenalty, type OfflineTable, playersOfRoundType } from '@taikai/shared';
import { ErrorCode, type Problem } from '../../errors.js';

/** What a table needs from the contest's game rule. */
export interface OfflineRule {
  round_type: number;
  detail_rule: Record<string, unknown>;
}

/** The problems of `table` that need no database (CSV `line`; 0 for a form), in the order of its fields. */
export function tableProblems(table: OfflineTable, rule: OfflineRule, line: number): Problem[] {
  const out: Problem[] = [];
  const seats = playersOfRoundType(rule.round_type);
  const n = table.seats.length;
  if (n !== seats) out.push({ line, field: 'seats', code: ErrorCode.SEAT_COUNT_MISMATCH, detail: { seats, given: n } });
  const ids = table.seats.map((s) => s.account_id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined)
    out.push({ line, field: 'seats', code: ErrorCode.DUPLICATE_PLAYERS, detail: { account: encodeAccountId(twice) } });
  if (table.sticks_to >= n || (table.sticks_to >= 0 && table.riichi_sticks === 0)) {
    out.push({ line, field: 'sticks_to', code: ErrorCode.OFFLINE_STICKS_INVALID });
  }
  const r = engineRule(seats, rule.detail_rule);
  const total = r.initPoint * n;
  const given = table.seats.reduce((a, s) => a + s.points, 0) + table.riichi_sticks * r.riichiStick;
  if (n === seats && given !== total) {
    out.push({ line, field: 'points', code: ErrorCode.OFFLINE_POINTS_SUM, detail: { given, total } });
  }
  if (table.penalties.some((p) => p.seat >= n)) out.push({ line, field: 'penalties', code: ErrorCode.PARAM_ERROR });
  if (table.yakuman.some((y) => y.seat >= n)) out.push({ line, field: 'yakuman', code: ErrorCode.PARAM_ERROR });
  return out;
}

/** Whether the table's times lie inside the season and are past: start ≤ end ≤ now, both within the season. */
export function timesInside(table: OfflineTable, season: { start_time: number; end_time: number }, now: number) {
  return (
    table.start_time <= table.end_time &&
    table.end_time <= now &&
    table.start_time >= season.start_time &&
    table.end_time <= season.end_time
  );
}

/** The final result of a table with no problems: the sticks to their taker, settled, the penalties added. */
export function settle(table: OfflineTable, rule: OfflineRule): FinalSeat[] {
  const r = engineRule(playersOfRoundType(rule.round_type), rule.detail_rule);
  const points = table.seats.map((s) => s.points);
  if (table.sticks_to >= 0) points[table.sticks_to] += table.riichi_sticks * r.riichiStick;
  const result = finalSeats(points, r);
  for (const p of table.penalties) result[p.seat].total_point += p.points;
  return result;
}

/** The rule's starting points per seat (the engine's default for the seat count when the rule names none). */
export function startPoints(rule: OfflineRule): number {
  return engineRule(playersOfRoundType(rule.round_type), rule.detail_rule).initPoint;
}

/** Most riichi sticks a table may have left (the schema's bound). */
const STICKS_MAX = 99;

/**
 * The table an edit starts from for an offline record entered before its input was kept (migration
 * 2026-12-16_offline_entered_tables): the seats' settled points (sticks a seat took are in them, so none are left), and
 * sticks nobody took back on the table when the points fall short of the starting total by whole sticks. Entered
 * again as it is, it settles to the record's result.
 */
export function settledTable(
  record: {
    start_time: number;
    end_time: number;
    remark: string;
    /** East first: the seat's raw final points (part_point_1) */
    seats: { account_id: number; points: number }[];
    penalties: OfflinePenalty[];
    yakuman: { seat: number; names: string[]; value: number }[];
  },
  rule: OfflineRule,
): OfflineTable {
  const r = engineRule(playersOfRoundType(rule.round_type), rule.detail_rule);
  const left = r.initPoint * record.seats.length - record.seats.reduce((a, s) => a + s.points, 0);
  const sticks = left > 0 && left % r.riichiStick === 0 ? left / r.riichiStick : 0;
  return {
    start_time: record.start_time,
    end_time: record.end_time,
    seats: record.seats,
    riichi_sticks: sticks <= STICKS_MAX ? sticks : 0,
    sticks_to: -1,
    penalties: record.penalties,
    yakuman: record.yakuman,
    remark: record.remark,
  };
}
