/**
 * The offline table form's state as plain data (issue 32): what the manager has filled in so far, the checks that
 * need no server (every seat and time filled, no one twice, the points adding up, the sticks' taker), and the table
 * the server takes. Problems are keyed by the server's field names (`seats.2.account_id`, `points` for the sum,
 * `penalties.0.reason`), so the server's and these show at the same places.
 */
import {
  type ContestDetail,
  defaultDetailRule,
  ErrorCode,
  type GameRecord,
  type OfflinePenalty,
  type OfflineTable,
  playersOfRoundType,
} from '@taikai/shared';
import { charCount } from '../../../components/textCount';

export interface DraftSeat {
  /** internal account id; null while the seat is empty */
  account_id: number | null;
  nickname: string;
  points: number | null;
}

export interface DraftPenalty {
  /** stays with the row while rows above it are removed */
  key: number;
  seat: number | null;
  points: number | null;
  reason: string;
}

export interface DraftYakuman {
  key: number;
  seat: number | null;
  names: string[];
  /** the multiple as entered, kept while the names stay; else the number of names */
  value?: number;
}

export interface OfflineDraft {
  /** unix seconds */
  start: number | null;
  end: number | null;
  /** East first, as many as the contest seats */
  seats: DraftSeat[];
  riichi_sticks: number;
  /** the seat that took the leftover sticks; -1 nobody */
  sticks_to: number;
  penalties: DraftPenalty[];
  yakuman: DraftYakuman[];
  remark: string;
}

/**
 * What the form starts from, every part optional: a seated round's players (another screen's empty result form), or
 * an offline record being edited (`recordInitial`). Seats are East first; a null seat is empty.
 */
export interface OfflineTableInitial {
  seats?: ({ account_id: number; nickname: string; points?: number } | null)[];
  start_time?: number;
  end_time?: number;
  riichi_sticks?: number;
  sticks_to?: number;
  penalties?: OfflinePenalty[];
  yakuman?: { seat: number; names: string[]; value?: number }[];
  remark?: string;
}

/** The contest's rule as the form needs it. */
export interface OfflineRule {
  seats: 3 | 4;
  initPoint: number;
  riichiStick: number;
}

export const REMARK_MAX = 25;

/** The contest's rule as the form needs it: seats by round type, starting points, a riichi stick's value. */
export function offlineRuleOf(setting: ContestDetail['game_rule_setting']): OfflineRule {
  const seats = playersOfRoundType(setting.round_type);
  const base = defaultDetailRule(seats);
  const { init_point: init, liqibang_value: stick } = setting.detail_rule;
  return {
    seats,
    initPoint: init > 0 ? init : base.init_point,
    riichiStick: stick > 0 ? stick : base.liqibang_value,
  };
}

export function draftOf(rule: OfflineRule, initial: OfflineTableInitial = {}): OfflineDraft {
  return {
    start: initial.start_time ?? null,
    end: initial.end_time ?? null,
    seats: Array.from({ length: rule.seats }, (_, i) => {
      const s = initial.seats?.[i];
      return { account_id: s?.account_id ?? null, nickname: s?.nickname ?? '', points: s?.points ?? null };
    }),
    riichi_sticks: initial.riichi_sticks ?? 0,
    sticks_to: initial.sticks_to ?? -1,
    penalties: (initial.penalties ?? []).map((p, key) => ({ key, ...p })),
    yakuman: (initial.yakuman ?? []).map((y, key) => ({ key, seat: y.seat, names: y.names, value: y.value })),
    remark: initial.remark ?? '',
  };
}

/**
 * An offline record's table as the form's start: the table the server gives back (`fetch_offline_record`: as it was
 * entered), its players named as the record names them.
 */
export function recordInitial(record: GameRecord, table: OfflineTable): OfflineTableInitial {
  const nickname = (id: number) => record.accounts.find((a) => a.account_id === id)?.nickname ?? '';
  return {
    ...table,
    seats: table.seats.map((s) => ({ account_id: s.account_id, nickname: nickname(s.account_id), points: s.points })),
  };
}

/** The final points and the leftover sticks, added up (empty points count 0). */
export function pointsGiven(draft: OfflineDraft, rule: OfflineRule): number {
  return draft.seats.reduce((a, s) => a + (s.points ?? 0), 0) + draft.riichi_sticks * rule.riichiStick;
}

/**
 * A problem the form shows: a code of the error catalogue (with the values its message names), or `need`: what an
 * empty or unreadable field must hold.
 */
export interface DraftProblem {
  field: string;
  code?: number;
  detail?: Record<string, string | number>;
  need?: 'time' | 'order' | 'player' | 'points' | 'seat' | 'reason' | 'yaku' | 'remark';
}

/** Every problem the form can see without the server, in the order of the form. */
export function draftProblems(draft: OfflineDraft, rule: OfflineRule): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (draft.start === null) out.push({ field: 'start_time', need: 'time' });
  if (draft.end === null) out.push({ field: 'end_time', need: 'time' });
  else if (draft.start !== null && draft.end < draft.start) out.push({ field: 'end_time', need: 'order' });
  draft.seats.forEach((s, i) => {
    if (s.account_id === null) out.push({ field: `seats.${i}.account_id`, need: 'player' });
    else if (draft.seats.findIndex((o) => o.account_id === s.account_id) < i)
      out.push({ field: `seats.${i}.account_id`, code: ErrorCode.DUPLICATE_PLAYERS });
    if (s.points === null) out.push({ field: `seats.${i}.points`, need: 'points' });
  });
  const total = rule.initPoint * rule.seats;
  const given = pointsGiven(draft, rule);
  if (draft.seats.every((s) => s.points !== null) && given !== total)
    out.push({ field: 'points', code: ErrorCode.OFFLINE_POINTS_SUM, detail: { given, total } });
  if (draft.sticks_to >= 0 && draft.riichi_sticks === 0)
    out.push({ field: 'sticks_to', code: ErrorCode.OFFLINE_STICKS_INVALID });
  draft.penalties.forEach((p, i) => {
    if (p.seat === null) out.push({ field: `penalties.${i}.seat`, need: 'seat' });
    if (p.points === null) out.push({ field: `penalties.${i}.points`, need: 'points' });
    if (p.reason.trim() === '') out.push({ field: `penalties.${i}.reason`, need: 'reason' });
  });
  draft.yakuman.forEach((y, i) => {
    if (y.seat === null) out.push({ field: `yakuman.${i}.seat`, need: 'seat' });
    if (y.names.length === 0) out.push({ field: `yakuman.${i}.names`, need: 'yaku' });
  });
  if (charCount(draft.remark.trim()) > REMARK_MAX) out.push({ field: 'remark', need: 'remark' });
  return out;
}

/** The table the server takes, from a draft without problems (`draftProblems` empty). */
export function tableOf(draft: OfflineDraft): OfflineTable {
  return {
    start_time: draft.start ?? 0,
    end_time: draft.end ?? 0,
    seats: draft.seats.map((s) => ({ account_id: s.account_id ?? 0, points: s.points ?? 0 })),
    riichi_sticks: draft.riichi_sticks,
    sticks_to: draft.riichi_sticks > 0 ? draft.sticks_to : -1,
    penalties: draft.penalties.map((p) => ({ seat: p.seat ?? 0, points: p.points ?? 0, reason: p.reason.trim() })),
    yakuman: draft.yakuman.map((y) => ({ seat: y.seat ?? 0, names: y.names, value: y.value ?? y.names.length })),
    remark: draft.remark.trim(),
  };
}

/** A field name of the server's (`table.seats.1.points`, `body.table.remark`) as the form keys it. */
export const formField = (field: string): string => field.replace(/^body\./, '').replace(/^table\./, '');

/** Whether a problem at `field` belongs to the form part `part` (`seats.1` holds `seats.1.points`). */
export const within = (field: string, part: string): boolean => field === part || field.startsWith(`${part}.`);
