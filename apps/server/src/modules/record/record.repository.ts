import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { GameRecordsTable, YakumanRecordsTable } from '../../db/schema.js';
import { chunked } from '../../lib/chunked.js';

/** Game records and yakuman records of a season: the only code of this area that touches Kysely. */

export type RecordRow = Selectable<GameRecordsTable> & {
  /** who entered an offline record (the records page's reads join it; others leave it out) */
  entered_by_nickname?: string | null;
};
export type YakumanRow = Selectable<YakumanRecordsTable>;

export interface RecordCursor {
  end_time: number;
  uuid: string;
}

/** A page of the season's records, newest first (end time, then uuid), from an offset or after a cursor. */
export function recordPage(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  page: { offset: number; limit: number; after?: RecordCursor | null; removed?: 0 | 1; tagged?: boolean },
): Promise<RecordRow[]> {
  let q = db
    .selectFrom('game_records as r')
    .leftJoin('accounts as e', 'e.account_id', 'r.entered_by')
    .selectAll('r')
    .select('e.nickname as entered_by_nickname')
    .where('r.unique_id', '=', uniqueId)
    .where('r.season_id', '=', seasonId);
  if (page.removed !== undefined) q = q.where('r.removed', '=', page.removed);
  if (page.tagged) q = q.where('r.tag', '!=', 0);
  const after = page.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('r.end_time', '<', after.end_time),
        eb.and([eb('r.end_time', '=', after.end_time), eb('r.uuid', '<', after.uuid)]),
      ]),
    );
  } else if (page.offset > 0) {
    q = q.offset(page.offset);
  }
  return q.orderBy('r.end_time', 'desc').orderBy('r.uuid', 'desc').limit(page.limit).execute();
}

export async function countRecords(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  opts: { removed?: 0 | 1; tagged?: boolean } = {},
): Promise<number> {
  let q = db
    .selectFrom('game_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId);
  if (opts.removed !== undefined) q = q.where('removed', '=', opts.removed);
  if (opts.tagged) q = q.where('tag', '!=', 0);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A contest's record with its stored log, and whether the contest is deleted (one read). Undefined when the contest
 * has no record of that uuid; `mjai` and `decisions` are null when the log row is missing, `mjai` empty when the game
 * kept no log, and `game_config` (the engine's config, seed included) null when no game of the host is behind the
 * record.
 */
export function recordWithLog(db: Executor, uniqueId: number, uuid: string) {
  return db
    .selectFrom('game_records as r')
    .innerJoin('contests as c', 'c.unique_id', 'r.unique_id')
    .leftJoin('game_logs as l', 'l.uuid', 'r.uuid')
    .leftJoin('games as g', 'g.uuid', 'r.uuid')
    .selectAll('r')
    .select(['l.mjai', 'l.decisions', 'g.config as game_config', 'c.deleted as contest_deleted'])
    .where('r.unique_id', '=', uniqueId)
    .where('r.uuid', '=', uuid)
    .executeTakeFirst();
}

/** A record by its uuid alone, with its log (as recordWithLog) and its contest's id, name and state (a replay's link). */
export function replayRecord(db: Executor, uuid: string) {
  return db
    .selectFrom('game_records as r')
    .innerJoin('contests as c', 'c.unique_id', 'r.unique_id')
    .leftJoin('game_logs as l', 'l.uuid', 'r.uuid')
    .leftJoin('games as g', 'g.uuid', 'r.uuid')
    .selectAll('r')
    .select([
      'l.mjai',
      'l.decisions',
      'g.config as game_config',
      'c.deleted as contest_deleted',
      'c.contest_id',
      'c.contest_name',
    ])
    .where('r.uuid', '=', uuid)
    .executeTakeFirst();
}

export function setRecordReplayPublic(db: Executor, uuid: string, replayPublic: 0 | 1) {
  return db.updateTable('game_records').set({ replay_public: replayPublic }).where('uuid', '=', uuid).execute();
}

export function findRecord(db: Executor, uuid: string) {
  return db.selectFrom('game_records').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Where each uuid belongs: its contest and season (uuids with no record are absent). */
export async function recordSeasons(db: Executor, uuids: readonly string[]) {
  const out: { uuid: string; unique_id: number; season_id: number }[] = [];
  for (const part of chunked([...new Set(uuids)], 500)) {
    out.push(
      ...(await db
        .selectFrom('game_records')
        .select(['uuid', 'unique_id', 'season_id'])
        .where('uuid', 'in', part)
        .execute()),
    );
  }
  return out;
}

export async function recordsByUuid(db: Executor, uuids: readonly string[]): Promise<RecordRow[]> {
  const out: RecordRow[] = [];
  for (const part of chunked([...new Set(uuids)], 500)) {
    out.push(...(await db.selectFrom('game_records').selectAll().where('uuid', 'in', part).execute()));
  }
  return out.sort((a, b) => b.end_time - a.end_time || (a.uuid < b.uuid ? 1 : -1));
}

export async function setRecordTag(db: Executor, uuid: string, tag: number) {
  await db.updateTable('game_records').set({ tag }).where('uuid', '=', uuid).execute();
}

/** Removes (1) or restores (0) a record with its seats and yakuman; returns the people who sat at it. */
export async function setRecordRemoved(db: Executor, uuid: string, removed: 0 | 1): Promise<number[]> {
  await db.updateTable('game_records').set({ removed }).where('uuid', '=', uuid).execute();
  await db.updateTable('game_record_players').set({ removed }).where('record_uuid', '=', uuid).execute();
  await db.updateTable('yakuman_records').set({ removed }).where('game_uuid', '=', uuid).execute();
  const rows = await db
    .selectFrom('game_record_players')
    .select('account_id')
    .where('record_uuid', '=', uuid)
    .execute();
  return rows.map((r) => r.account_id);
}

/** One player's records in a season, newest first; `counted`: removed records left out. */
export async function playerRecordPage(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  accountId: number,
  offset: number,
  limit: number,
  opts: { counted?: boolean } = {},
) {
  let base = db
    .selectFrom('game_record_players as p')
    .where('p.unique_id', '=', uniqueId)
    .where('p.season_id', '=', seasonId)
    .where('p.account_id', '=', accountId);
  if (opts.counted) base = base.where('p.removed', '=', 0);
  const list = await base
    .innerJoin('game_records as r', 'r.uuid', 'p.record_uuid')
    .selectAll('r')
    .orderBy('p.end_time', 'desc')
    .orderBy('p.record_uuid', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const row = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return { list, total: Number(row?.n ?? 0) };
}

/** Yakuman of a season's counted records, newest first. */
export function yakumanPage(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  offset: number,
  limit: number,
): Promise<YakumanRow[]> {
  return db
    .selectFrom('yakuman_records')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('removed', '=', 0)
    .orderBy('end_time', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countYakuman(db: Executor, uniqueId: number, seasonId: number): Promise<number> {
  const row = await db
    .selectFrom('yakuman_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('removed', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The nicknames shown for players: the season roster's, else the account's. */
export async function nicknames(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const part of chunked([...new Set(ids)], 500)) {
    for (const a of await db
      .selectFrom('accounts')
      .select(['account_id', 'nickname'])
      .where('account_id', 'in', part)
      .execute())
      out.set(a.account_id, a.nickname);
    for (const p of await db
      .selectFrom('season_players')
      .select(['account_id', 'nickname'])
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', part)
      .execute())
      out.set(p.account_id, p.nickname);
  }
  return out;
}
