import type { Executor } from '../../db/database.js';
import { chunked } from '../../lib/chunked.js';
import { searchFilter } from './roster.repository.js';

/**
 * The two per-season account lists with the same shape: the season blacklist (`season_blacklist`, who may not sign
 * up or be added) and the chat-limit list (`chat_limits`, read as a whitelist or a blacklist by the season's
 * chat_limit_type).
 */
export type SeasonListTable = 'season_blacklist' | 'chat_limits';

export interface ListEntry {
  account_id: number;
  nickname: string;
}

export async function listEntries(
  db: Executor,
  table: SeasonListTable,
  uniqueId: number,
  seasonId: number,
  search?: string,
) {
  let q = db
    .selectFrom(table)
    .select(['account_id', 'nickname', 'create_time'])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId);
  const filter = searchFilter(db, search);
  if (filter) q = q.where(filter);
  return q.orderBy('create_time').orderBy('account_id').execute();
}

/** Which of `ids` are on the list. */
export async function entriesAmong(
  db: Executor,
  table: SeasonListTable,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (const part of chunked([...new Set(ids)], 1000)) {
    const rows = await db
      .selectFrom(table)
      .select('account_id')
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', part)
      .execute();
    for (const r of rows) found.add(r.account_id);
  }
  return found;
}

export async function countEntries(
  db: Executor,
  table: SeasonListTable,
  uniqueId: number,
  seasonId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds entries; one already there is left as it is. */
export async function addEntries(
  db: Executor,
  table: SeasonListTable,
  uniqueId: number,
  seasonId: number,
  entries: readonly ListEntry[],
  now: number,
): Promise<void> {
  const rows = entries.map((e) => ({
    unique_id: uniqueId,
    season_id: seasonId,
    account_id: e.account_id,
    nickname: e.nickname,
    create_time: now,
  }));
  for (const part of chunked(rows)) {
    await db
      .insertInto(table)
      .values(part)
      .onConflict((oc) => oc.columns(['unique_id', 'season_id', 'account_id']).doNothing())
      .execute();
  }
}

export async function removeEntries(
  db: Executor,
  table: SeasonListTable,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<void> {
  for (const part of chunked([...new Set(ids)], 1000)) {
    await db
      .deleteFrom(table)
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', part)
      .execute();
  }
}

export async function clearEntries(
  db: Executor,
  table: SeasonListTable,
  uniqueId: number,
  seasonId: number,
): Promise<number> {
  const res = await db
    .deleteFrom(table)
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
