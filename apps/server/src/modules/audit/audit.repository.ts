import type { Executor } from '../../db/database.js';

export interface AuditEntryInput {
  unique_id: number;
  account_id: number;
  action: string;
  before?: unknown;
  after?: unknown;
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

export async function listAudit(db: Executor, uniqueId: number, offset: number, limit: number) {
  const list = await db
    .selectFrom('audit_log')
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
    .where('audit_log.unique_id', '=', uniqueId)
    .orderBy('audit_log.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unique_id', '=', uniqueId)
    .executeTakeFirst();
  return { list: list.map((r) => ({ ...r, nickname: r.nickname ?? '' })), total: Number(row?.n ?? 0) };
}
