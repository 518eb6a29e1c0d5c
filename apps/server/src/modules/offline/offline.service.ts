/**
 * Tables played elsewhere (issue 32): a manager enters one (`createOffline`), edits one (`updateOffline`, starting from
 * `offlineRecordTable`: the table as entered, kept with the record) or imports many (`importOffline`). Every table is
 * checked whole — the pure rules (offline.rules.ts), its times inside the season, its players joined and not
 * blacklisted — and a refusal names every problem (`error.problems`, by CSV line and field); nothing is stored unless
 * every table passes. A stored table is a game record marked offline, written by
 * the one record writer (games/record.repository.ts), so standings, statistics and exports count it like any other.
 */
import { randomUUID } from 'node:crypto';
import {
  encodeAccountId,
  OfflineAuditAction,
  type OfflinePenalty,
  type OfflineTable,
  offlineTable,
  PlayerState,
  parseJson,
  parseJsonOr,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { AppError, ErrorCode, type Problem } from '../../errors.js';
import { buildRecord } from '../../games/record.js';
import { replaceBuiltRecord, writeBuiltRecords } from '../../games/record.repository.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { requireSeasonRecord } from '../record/record.service.js';
import { entriesAmong } from '../roster/account-lists.repository.js';
import { findPlayers } from '../roster/roster.repository.js';
import { readableSeason, writableSeason } from '../season/season.scope.js';
import { recordYakuman } from './offline.repository.js';
import { type OfflineRule, settle, settledTable, startPoints, tableProblems, timesInside } from './offline.rules.js';

type SeasonRef = { unique_id: number; season_id: number };
type Lined = { table: OfflineTable; line: number };
type Season = { start_time: number; end_time: number };

export async function createOffline(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { table: OfflineTable },
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const { season } = await writableSeason(trx, access, body.season_id);
    const rule = offlineRule(access.contest.game_rule_setting);
    const nicknames = await checked(trx, body, season, rule, [{ table: body.table, line: 0 }], now, false);
    const uuid = randomUUID();
    await writeBuiltRecords(trx, [built(body, rule, uuid, body.table, nicknames, actor)], now);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: OfflineAuditAction.Create,
      before: null,
      after: { season_id: body.season_id, uuid, ...audited(body.table) },
      now,
    });
    return { uuid };
  });
}

/** An offline record entered again: refused (2604) for a game played here; a removed record stays removed. */
export async function updateOffline(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { uuid: string; table: OfflineTable },
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const { season } = await writableSeason(trx, access, body.season_id);
    const record = await requireSeasonRecord(trx, body, body.uuid);
    if (!record.offline) throw new AppError(ErrorCode.OFFLINE_NOT_EDITABLE, 'uuid');
    const rule = offlineRule(access.contest.game_rule_setting);
    const nicknames = await checked(trx, body, season, rule, [{ table: body.table, line: 0 }], now, false);
    const next = built(body, rule, body.uuid, body.table, nicknames, actor, record.removed);
    const former = parseJsonOr<{ account_id: number }[]>(record.accounts, []).map((a) => a.account_id);
    const kept = keptTable(record.offline_table);
    await replaceBuiltRecord(trx, next, former, now);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: OfflineAuditAction.Update,
      before: { season_id: body.season_id, uuid: body.uuid, ...(kept ? audited(kept) : storedAudit(record)) },
      after: audited(body.table),
      now,
    });
    return {};
  });
}

/**
 * An offline record's table, to edit it: as last entered or imported when it was kept (`as_entered` 1), else (a record
 * entered before it was kept) rebuilt from the settled result and the record's penalties and yakuman, removed or not.
 * 2604 for a game played here.
 */
export async function offlineRecordTable(
  ctx: AppContext,
  access: ContestAccess,
  q: SeasonRef & { uuid: string },
): Promise<{ table: OfflineTable; as_entered: 0 | 1 }> {
  return inTransaction(ctx.db, async (trx) => {
    await readableSeason(trx, access, q.season_id);
    const record = await requireSeasonRecord(trx, q, q.uuid);
    if (!record.offline) throw new AppError(ErrorCode.OFFLINE_NOT_EDITABLE, 'uuid');
    const kept = keptTable(record.offline_table);
    if (kept) return { table: kept, as_entered: 1 };
    const yakuman = await recordYakuman(trx, record.uuid);
    return { table: rebuiltTable(record, yakuman, offlineRule(access.contest.game_rule_setting)), as_entered: 0 };
  });
}

/** The table of a record entered before its table was kept, from its stored rows (`settledTable`). */
function rebuiltTable(
  record: { start_time: number; end_time: number; remark: string; accounts: string; result: string; penalties: string },
  yakuman: { account_id: number; names: string[]; value: number }[],
  rule: OfflineRule,
): OfflineTable {
  const accounts = parseJsonOr<{ account_id: number; seat: number }[]>(record.accounts, []);
  const seatOf = new Map(accounts.map((a) => [a.account_id, a.seat]));
  const result = parseJsonOr<{ players?: { seat: number; part_point_1: number }[] }>(record.result, {});
  const points = new Map((result.players ?? []).map((p) => [p.seat, p.part_point_1]));
  return settledTable(
    {
      start_time: record.start_time,
      end_time: record.end_time,
      remark: record.remark,
      seats: [...accounts]
        .sort((a, b) => a.seat - b.seat)
        .map((a) => ({ account_id: a.account_id, points: points.get(a.seat) ?? 0 })),
      penalties: parseJsonOr<OfflinePenalty[]>(record.penalties, []),
      yakuman: yakuman.flatMap(({ account_id, ...y }) => {
        const seat = seatOf.get(account_id);
        return seat === undefined ? [] : [{ seat, ...y }];
      }),
    },
    rule,
  );
}

/** The table kept with an offline record (`offline_table`), or null where none was kept (or it no longer reads). */
function keptTable(text: string): OfflineTable | null {
  const parsed = offlineTable.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
}

/** Many tables, all or none: one refusal (2605) lists every problem by line and field. */
export async function importOffline(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { tables: (OfflineTable & { line: number })[] },
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const { season } = await writableSeason(trx, access, body.season_id);
    const rule = offlineRule(access.contest.game_rule_setting);
    const lined = body.tables.map(({ line, ...table }) => ({ table, line }));
    const nicknames = await checked(trx, body, season, rule, lined, now, true);
    const uuids = lined.map(() => randomUUID());
    const records = lined.map((l, i) => built(body, rule, uuids[i], l.table, nicknames, actor));
    await writeBuiltRecords(trx, records, now);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: OfflineAuditAction.Import,
      before: null,
      after: { season_id: body.season_id, count: uuids.length },
      now,
    });
    return { uuids };
  });
}

/** The contest's rule as a table needs it (a rule without a round type plays south-4, as plans do). */
function offlineRule(gameRuleSetting: string): OfflineRule {
  const rule = parseJsonOr<{ round_type?: unknown; detail_rule?: unknown }>(gameRuleSetting, {});
  return {
    round_type: typeof rule.round_type === 'number' ? rule.round_type : 2,
    detail_rule:
      rule.detail_rule && typeof rule.detail_rule === 'object' ? (rule.detail_rule as Record<string, unknown>) : {},
  };
}

/**
 * Every problem of every table, or the players' season nicknames when there is none. A form's refusal is its first
 * problem's code (and all of them in `problems`); an import's is 2605 with the count.
 */
async function checked(
  trx: Executor,
  ref: SeasonRef,
  season: Season,
  rule: OfflineRule,
  tables: readonly Lined[],
  now: number,
  batch: boolean,
): Promise<Map<number, string>> {
  const ids = tables.flatMap((t) => t.table.seats.map((s) => s.account_id));
  const joined = new Map(
    (await findPlayers(trx, ref.unique_id, ref.season_id, ids))
      .filter((p) => p.state === PlayerState.Joined)
      .map((p) => [p.account_id, p.nickname]),
  );
  const blacklisted = await entriesAmong(trx, 'season_blacklist', ref.unique_id, ref.season_id, ids);
  const problems: Problem[] = [];
  for (const { table, line } of tables) {
    if (!timesInside(table, season, now)) {
      problems.push({
        line,
        field: 'start_time',
        code: ErrorCode.OFFLINE_TIME_OUTSIDE_SEASON,
        detail: { start: isoDate(season.start_time), end: isoDate(season.end_time) },
      });
    }
    table.seats.forEach((s, seat) => {
      const field = `seats.${seat}.account_id`;
      // messages name the account by the id people see (encoded), as the console shows it
      const detail = { account: encodeAccountId(s.account_id) };
      if (!joined.has(s.account_id)) problems.push({ line, field, code: ErrorCode.OFFLINE_NOT_ON_ROSTER, detail });
      else if (blacklisted.has(s.account_id))
        problems.push({ line, field, code: ErrorCode.OFFLINE_BLACKLISTED, detail });
    });
    problems.push(...tableProblems(table, rule, line));
  }
  if (problems.length === 0) return joined;
  problems.sort((a, b) => a.line - b.line);
  if (batch) throw new AppError(ErrorCode.OFFLINE_IMPORT_INVALID, 'tables', { count: problems.length }, problems);
  const [first] = problems;
  throw new AppError(first.code, `table.${first.field}`, first.detail, problems);
}

function isoDate(t: number): string {
  return new Date(t * 1000).toISOString().slice(0, 10);
}

/** The table as a record, settled by the rule; `removed` keeps an edited record's state. */
function built(
  ref: SeasonRef,
  rule: OfflineRule,
  uuid: string,
  table: OfflineTable,
  nicknames: ReadonlyMap<number, string>,
  actor: Actor,
  removed = 0,
) {
  const init = startPoints(rule);
  const b = buildRecord({
    uuid,
    unique_id: ref.unique_id,
    season_id: ref.season_id,
    plan_uuid: null,
    start_time: table.start_time,
    end_time: table.end_time,
    remark: table.remark,
    tag: 0,
    config: {
      seed: '',
      roundType: rule.round_type,
      rule: rule.detail_rule,
      initPoints: table.seats.map(() => init),
    },
    seats: table.seats.map((s, seat) => ({
      seat,
      account_id: s.account_id,
      nickname: nicknames.get(s.account_id) ?? '',
      ai_level: 0,
    })),
    terminated: false,
    result: settle(table, rule),
    hands: [],
    yakuman: table.yakuman.map((y) => ({
      seat: y.seat,
      names: y.names,
      value: y.value,
      hand: 0,
      chang: 0,
      ju: 0,
      ben: 0,
    })),
    mjai: null,
    decisions: [],
    offline: { entered_by: actor.account_id, penalties: table.penalties, table },
  });
  if (!removed) return b;
  return {
    ...b,
    record: { ...b.record, removed },
    players: b.players.map((p) => ({ ...p, removed })),
    yakuman: b.yakuman.map((y) => ({ ...y, removed })),
  };
}

/** What the audit log keeps of an entered table (labelled fields: AUDIT_FIELDS). */
function audited(t: OfflineTable) {
  return {
    start_time: t.start_time,
    end_time: t.end_time,
    account_list: t.seats.map((s) => s.account_id),
    scores: t.seats.map((s) => s.points),
    riichi_sticks: t.riichi_sticks,
    sticks_to: t.sticks_to,
    penalties: t.penalties,
    yakuman: t.yakuman,
    remark: t.remark,
  };
}

/** The audit's "before" of a stored offline record. */
function storedAudit(record: {
  start_time: number;
  end_time: number;
  accounts: string;
  result: string;
  penalties: string;
  remark: string;
}) {
  const accounts = parseJsonOr<{ account_id: number; seat: number }[]>(record.accounts, []);
  const players = parseJsonOr<{ players: { seat: number; part_point_1: number }[] }>(record.result, {
    players: [],
  }).players;
  return {
    start_time: record.start_time,
    end_time: record.end_time,
    account_list: accounts.sort((a, b) => a.seat - b.seat).map((a) => a.account_id),
    scores: players.sort((a, b) => a.seat - b.seat).map((p) => p.part_point_1),
    penalties: parseJsonOr<unknown[]>(record.penalties, []),
    remark: record.remark,
  };
}
