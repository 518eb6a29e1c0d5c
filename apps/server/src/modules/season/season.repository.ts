import { SEATING_METHODS, type Season, type SeatingMethod, seasonStateAt } from '@taikai/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { cached, type Executor, isPostgres } from '../../db/database.js';
import { cachedRead } from '../../db/read-cache.js';
import type { SeasonsTable } from '../../db/schema.js';

export type SeasonRow = Selectable<SeasonsTable>;

export async function insertSeason(db: Executor, s: Insertable<SeasonsTable>): Promise<void> {
  await db.insertInto('seasons').values(s).execute();
}

const seasonRow = cachedRead({
  name: 'season',
  tables: ['seasons'],
  load: (db, p: { unique_id: number; season_id: number }) =>
    db
      .selectFrom('seasons')
      .selectAll()
      .where('unique_id', '=', p.unique_id)
      .where('season_id', '=', p.season_id)
      .executeTakeFirst(),
});

export function findSeason(db: Executor, uniqueId: number, seasonId: number) {
  return cached(db, seasonRow, { unique_id: uniqueId, season_id: seasonId });
}

/** A season as the wire shows it: state derived from the clock, with its pending and joined counts. */
export function toSeason(row: SeasonRow, now: number, counts: { pending: number; joined: number }): Season {
  return {
    season_id: row.season_id,
    state: seasonStateAt(row, now),
    create_time: row.create_time,
    start_time: row.start_time,
    end_time: row.end_time,
    signup_type: row.signup_type,
    signup_start_time: row.signup_start_time,
    signup_end_time: row.signup_end_time,
    auto_match: row.auto_match === 1 ? 1 : 0,
    match_start_time: row.match_start_time,
    match_end_time: row.match_end_time,
    rank_rule: row.rank_rule,
    remark: row.remark,
    seating_method: seatingMethodOf(row.seating_method),
    pending_count: counts.pending,
    player_count: counts.joined,
  };
}

/** A stored seating method, 'arrival' for anything unknown. */
export function seatingMethodOf(text: string): SeatingMethod {
  return (SEATING_METHODS as readonly string[]).includes(text) ? (text as SeatingMethod) : 'arrival';
}

/** The tables `readSeasons` reads, for cached reads built on it. */
export const SEASON_LIST_TABLES = ['seasons', 'season_player_counts'] as const;

/** Every season of a contest, newest first, with player counts, straight from the database. */
export async function readSeasons(db: Executor, uniqueId: number, now: number): Promise<Season[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('seasons').selectAll().where('unique_id', '=', uniqueId).orderBy('season_id', 'desc').execute(),
    db
      .selectFrom('season_player_counts')
      .select(['season_id', 'state', 'n'])
      .where('unique_id', '=', uniqueId)
      .execute(),
  ]);
  const count = (seasonId: number, state: number) =>
    Number(counts.find((c) => c.season_id === seasonId && c.state === state)?.n ?? 0);
  return rows.map((r) => toSeason(r, now, { pending: count(r.season_id, 1), joined: count(r.season_id, 2) }));
}

const seasonList = cachedRead({
  name: 'seasonList',
  tables: [...SEASON_LIST_TABLES],
  load: (db, p: { unique_id: number; now: number }) => readSeasons(db, p.unique_id, p.now),
});

/** Every season of a contest as the wire shows it (kept per contest and second: states follow the clock). */
export function listSeasons(db: Executor, uniqueId: number, now: number): Promise<Season[]> {
  return cached(db, seasonList, { unique_id: uniqueId, now });
}

export type SeasonPatch = Updateable<Omit<SeasonsTable, 'unique_id' | 'season_id'>>;

/**
 * Reads a season for a write. On PostgreSQL the row is locked for the rest of the transaction (`FOR NO KEY UPDATE`:
 * inserts of rows that point at the season, which take a key-share lock, are not held up), so writes to one
 * season (roster capacity, duplicates, sign-ups, ending) are serialised; SQLite serialises writers already.
 */
export function lockSeason(db: Executor, uniqueId: number, seasonId: number) {
  const q = db.selectFrom('seasons').selectAll().where('unique_id', '=', uniqueId).where('season_id', '=', seasonId);
  return (isPostgres(db) ? q.forNoKeyUpdate() : q).executeTakeFirst();
}

/**
 * Every season of a contest, newest first, locked on PostgreSQL: two season creations of one contest are
 * serialised, so the second sees the first's new season.
 */
export function lockContestSeasons(db: Executor, uniqueId: number) {
  const q = db.selectFrom('seasons').selectAll().where('unique_id', '=', uniqueId).orderBy('season_id', 'desc');
  return (isPostgres(db) ? q.forNoKeyUpdate() : q).execute();
}

export async function updateSeason(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  patch: SeasonPatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .updateTable('seasons')
    .set(patch)
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .execute();
}

/** Waiting (state 1) and joined (state 2) counts of one season. */
export async function seasonCounts(
  db: Executor,
  uniqueId: number,
  seasonId: number,
): Promise<{ pending: number; joined: number }> {
  const rows = await db
    .selectFrom('season_player_counts')
    .select(['state', 'n'])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .execute();
  const of = (state: number) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { pending: of(1), joined: of(2) };
}
