import { decodeAccountId, MAX_INT32, type PlayerListQuery } from '@taikai/shared';
import { type Insertable, type RawBuilder, type Selectable, type SqlBool, sql } from 'kysely';
import { cached, type Executor, isPostgres } from '../../db/database.js';
import { cachedRead } from '../../db/read-cache.js';
import type { SeasonPlayersTable } from '../../db/schema.js';
import { chunked } from '../../lib/chunked.js';

export type PlayerRow = Selectable<SeasonPlayersTable>;
export type NewPlayer = Insertable<SeasonPlayersTable>;

/** A new player's account_data (JSON text the cards read total_game_count from). */
export const EMPTY_ACCOUNT_DATA = JSON.stringify({ total_game_count: 0 });

export function findPlayer(db: Executor, uniqueId: number, seasonId: number, accountId: number) {
  return db
    .selectFrom('season_players')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function findPlayers(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<PlayerRow[]> {
  const out: PlayerRow[] = [];
  for (const part of chunked([...new Set(ids)], 1000)) {
    out.push(
      ...(await db
        .selectFrom('season_players')
        .selectAll()
        .where('unique_id', '=', uniqueId)
        .where('season_id', '=', seasonId)
        .where('account_id', 'in', part)
        .execute()),
    );
  }
  return out;
}

/** Players of a season in one state, in sign-up order. */
export function playersInState(db: Executor, uniqueId: number, seasonId: number, state: number) {
  return db
    .selectFrom('season_players')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('state', '=', state)
    .orderBy('create_time')
    .orderBy('account_id')
    .execute();
}

/** Inserts many players in chunks (also how tests fill a roster of 3000). */
export async function insertPlayers(db: Executor, rows: readonly NewPlayer[]): Promise<void> {
  for (const part of chunked(rows)) await db.insertInto('season_players').values(part).execute();
}

export async function setPlayersState(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
  state: number,
) {
  for (const part of chunked(ids, 1000)) {
    await db
      .updateTable('season_players')
      .set({ state })
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', part)
      .execute();
  }
}

export async function updatePlayer(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  accountId: number,
  patch: Partial<Pick<PlayerRow, 'nickname' | 'remark' | 'state'>>,
): Promise<void> {
  await db
    .updateTable('season_players')
    .set(patch)
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .execute();
}

export async function deletePlayers(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<number> {
  let n = 0;
  for (const part of chunked(ids, 1000)) {
    const res = await db
      .deleteFrom('season_players')
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', part)
      .executeTakeFirst();
    n += Number(res.numDeletedRows);
  }
  return n;
}

/** Deletes the sign-ups still waiting for review (state 1); returns how many. */
export async function deletePendingPlayers(db: Executor, uniqueId: number, seasonId: number): Promise<number> {
  const res = await db
    .deleteFrom('season_players')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('state', '=', 1)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Ids (of `ids`) locked for this contest by another manager, lock not yet expired (2510). */
export async function lockedByOthers(
  db: Executor,
  uniqueId: number,
  ids: readonly number[],
  ownerId: number,
  now: number,
) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('player_locks')
    .select('account_id')
    .where('unique_id', '=', uniqueId)
    .where('account_id', 'in', [...new Set(ids)])
    .where('owner_id', '<>', ownerId)
    .where('expire_time', '>', now)
    .execute();
  return rows.map((r) => r.account_id);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search of the roster, review queue and season lists: nickname substring, case-insensitive; and when the
 * text is a number, also the account id given raw or as the displayed (encoded) id. Columns are unqualified, so it
 * fits any table with `nickname` and `account_id`. Callers always filter by (unique_id, season_id) first, which
 * the primary key serves, so the scan is over one season's rows only.
 *
 * Case folding is the database's: `ilike`, full Unicode, on PostgreSQL; `like` on SQLite, which folds ASCII letters only
 * (as its `lower()` does; CJK nicknames have no case) and needs no function call per row.
 */
export function searchFilter(db: Executor, search: string | undefined): RawBuilder<SqlBool> | null {
  const term = (search ?? '').trim();
  if (!term) return null;
  const pattern = `%${escapeLike(term)}%`;
  const nickname = isPostgres(db)
    ? sql<SqlBool>`nickname ilike ${pattern} escape '\\'`
    : sql<SqlBool>`nickname like ${pattern} escape '\\'`;
  const ids = idsFromSearch(term);
  if (ids.length === 0) return nickname;
  return sql<SqlBool>`(${nickname} or account_id in (${sql.join(ids)}))`;
}

/** A numeric search term read as an internal id and as an encoded (displayed) one. */
export function idsFromSearch(term: string): number[] {
  if (!/^\d{1,10}$/.test(term)) return [];
  const n = Number(term);
  if (n < 1 || n > MAX_INT32) return [];
  const ids = [n];
  if (n >= 1e7) {
    const decoded = decodeAccountId(n);
    if (decoded >= 1 && decoded <= MAX_INT32 && decoded !== n) ids.push(decoded);
  }
  return ids;
}

export interface PlayerFilter {
  search?: string;
  state?: number;
  offset: number;
  limit: number;
}

/** One page of a season's players and the total matching the filter, in sign-up order. */
export function listPlayers(db: Executor, q: PlayerListQuery) {
  return cached(db, playerPage, q);
}

/**
 * Kept whole, under the whole parsed query: the console polls it. Null when the contest has no such season, so one
 * read answers the whole call.
 */
const playerPage = cachedRead({
  name: 'playerPage',
  tables: ['seasons', 'season_players', 'season_player_counts'],
  load: async (db, q: PlayerListQuery) => {
    const season = await db
      .selectFrom('seasons')
      .select('season_id')
      .where('unique_id', '=', q.unique_id)
      .where('season_id', '=', q.season_id)
      .executeTakeFirst();
    return season ? queryPlayers(db, q.unique_id, q.season_id, q) : null;
  },
});

async function queryPlayers(db: Executor, uniqueId: number, seasonId: number, f: PlayerFilter) {
  let q = db.selectFrom('season_players').where('unique_id', '=', uniqueId).where('season_id', '=', seasonId);
  if (f.state !== undefined) q = q.where('state', '=', f.state);
  const search = searchFilter(db, f.search);
  if (search) q = q.where(search);
  const [list, total] = await Promise.all([
    q
      .select(['account_id', 'nickname', 'remark', 'state', 'create_time', 'account_data'])
      .orderBy('create_time')
      .orderBy('account_id')
      .offset(f.offset)
      .limit(f.limit)
      .execute(),
    search
      ? q
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
          .then((row) => Number(row?.n ?? 0))
      : countPlayers(db, uniqueId, seasonId, f.state),
  ]);
  return { list, total };
}

/** Players of a season in one state, or in all, from the counts the triggers keep (no count over the roster). */
export async function countPlayers(db: Executor, uniqueId: number, seasonId: number, state?: number) {
  let q = db
    .selectFrom('season_player_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId);
  if (state !== undefined) q = q.where('state', '=', state);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}
