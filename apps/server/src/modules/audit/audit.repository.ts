import { type AnyAuditAction, type AuditValues, auditAccountIds } from '@taikai/shared';
import type { Executor } from '../../db/database.js';

export interface AuditEntryInput {
  unique_id: number;
  account_id: number;
  /** one of the closed list of actions (`AnyAuditAction`, packages/shared/src/schemas/audit.ts) */
  action: AnyAuditAction;
  /** fields from the closed list `AUDIT_FIELDS` (packages/shared/src/schemas/audit.ts), which the console names */
  before?: AuditValues | null;
  after?: AuditValues | null;
  now: number;
}

/** Every state-changing manager call writes one row, inside the call's own transaction. */
export async function writeAudit(db: Executor, e: AuditEntryInput): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      unique_id: e.unique_id,
      account_id: e.account_id,
      action: e.action,
      before: JSON.stringify(e.before ?? null),
      after: JSON.stringify(e.after ?? null),
      create_time: e.now,
    })
    .execute();
}

export interface AuditFilter {
  /** Only the `window` most recent entries of the contest are read. */
  window: number;
  account_id?: number;
  action?: string;
}

/** Id of the oldest entry among the contest's `window` most recent ones (0 when it has fewer). */
async function windowStart(db: Executor, uniqueId: number, window: number): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('unique_id', '=', uniqueId)
    .orderBy('id', 'desc')
    .offset(window - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A page of the contest's recent entries, newest first, with the filters; total counts the matching ones. */
export async function listAudit(db: Executor, uniqueId: number, offset: number, limit: number, filter: AuditFilter) {
  const from = await windowStart(db, uniqueId, filter.window);
  let q = db.selectFrom('audit_log').where('audit_log.unique_id', '=', uniqueId).where('audit_log.id', '>=', from);
  if (filter.account_id !== undefined) q = q.where('audit_log.account_id', '=', filter.account_id);
  if (filter.action !== undefined) q = q.where('audit_log.action', '=', filter.action);
  const list = await q
    .leftJoin('accounts', 'accounts.account_id', 'audit_log.account_id')
    .select([
      'audit_log.id',
      'audit_log.account_id',
      'accounts.nickname',
      'audit_log.action',
      'audit_log.before',
      'audit_log.after',
      'audit_log.create_time',
    ])
    .orderBy('audit_log.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const actors = await db
    .selectFrom('audit_log')
    .leftJoin('accounts', 'accounts.account_id', 'audit_log.account_id')
    .select(['audit_log.account_id', 'accounts.nickname'])
    .distinct()
    .where('audit_log.unique_id', '=', uniqueId)
    .where('audit_log.id', '>=', from)
    .orderBy('audit_log.account_id')
    .execute();
  const actions = await db
    .selectFrom('audit_log')
    .select('action')
    .distinct()
    .where('unique_id', '=', uniqueId)
    .where('id', '>=', from)
    .orderBy('action')
    .execute();
  // who the listed entries name (a plan's seats, a list's accounts), by their current nicknames
  const named = [
    ...new Set(list.flatMap((r) => [...auditAccountIds(parseJson(r.before)), ...auditAccountIds(parseJson(r.after))])),
  ];
  const names =
    named.length === 0
      ? []
      : await db
          .selectFrom('accounts')
          .select(['account_id', 'nickname'])
          .where('account_id', 'in', named)
          .orderBy('account_id')
          .execute();
  return {
    names: names.map((n) => ({ account_id: Number(n.account_id), nickname: n.nickname })),
    list: list.map((r) => ({ ...r, nickname: r.nickname ?? '' })),
    total: Number(row?.n ?? 0),
    actors: actors.map((a) => ({ account_id: a.account_id, nickname: a.nickname ?? '' })),
    actions: actions.map((a) => a.action),
  };
}
