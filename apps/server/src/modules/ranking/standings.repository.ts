import { type Insertable, type Selectable, sql } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { SeasonPlayerStatsTable } from '../../db/schema.js';
import { chunked } from '../../lib/chunked.js';

/** The rows the kept standings are computed from and written to (only this file touches them for standings). */

export type StatsRow = Selectable<SeasonPlayerStatsTable>;
export type NewStatsRow = Insertable<SeasonPlayerStatsTable>;

/** A counted seat of a record: a person's non-removed game in the season. */
export interface SeatRow {
  account_id: number;
  record_uuid: string;
  placement: number;
  part_point_1: number;
  total_point: number;
  end_time: number;
  hands: number;
  wins: number;
  deal_ins: number;
  riichis: number;
}

const SEAT_COLUMNS = [
  'account_id',
  'record_uuid',
  'placement',
  'part_point_1',
  'total_point',
  'end_time',
  'hands',
  'wins',
  'deal_ins',
  'riichis',
] as const;

export async function seasonRankRule(db: Executor, uniqueId: number, seasonId: number): Promise<number | null> {
  const row = await db
    .selectFrom('seasons')
    .select('rank_rule')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return row ? row.rank_rule : null;
}

export async function standingsRule(db: Executor, uniqueId: number, seasonId: number): Promise<number | null> {
  const row = await db
    .selectFrom('season_standings')
    .select('rank_rule')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .executeTakeFirst();
  return row ? row.rank_rule : null;
}

export async function setStandingsRule(db: Executor, uniqueId: number, seasonId: number, rule: number, now: number) {
  await db
    .insertInto('season_standings')
    .values({ unique_id: uniqueId, season_id: seasonId, rank_rule: rule, update_time: now })
    .onConflict((oc) => oc.columns(['unique_id', 'season_id']).doUpdateSet({ rank_rule: rule, update_time: now }))
    .execute();
}

/** The counted seats of some players (all of the season's players when `ids` is null). */
export async function countedSeats(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[] | null,
): Promise<SeatRow[]> {
  const base = db
    .selectFrom('game_record_players')
    .select(SEAT_COLUMNS)
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('removed', '=', 0);
  if (ids === null) return base.execute();
  const out: SeatRow[] = [];
  for (const part of chunked(ids, 500)) out.push(...(await base.where('account_id', 'in', part).execute()));
  return out;
}

export async function statsRows(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[] | null,
): Promise<StatsRow[]> {
  const base = db
    .selectFrom('season_player_stats')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId);
  if (ids === null) return base.execute();
  const out: StatsRow[] = [];
  for (const part of chunked(ids, 500)) out.push(...(await base.where('account_id', 'in', part).execute()));
  return out;
}

/** The tallies a stats row keeps over the player's counted records (a new row starts them at 0). */
const TALLY_COLUMNS = [
  'game_count',
  'accumulate_point',
  'part_point_sum',
  'rank_1_count',
  'rank_2_count',
  'rank_3_count',
  'rank_4_count',
  'hands',
  'wins',
  'deal_ins',
  'riichis',
  'last_game_time',
] as const;
/** Kept columns of a stats row (everything but its key): the tallies and the standing under the rank rule. */
export const KEPT_COLUMNS = [...TALLY_COLUMNS, 'rank_point', 'qualified', 'recent_games', 'series_games'] as const;
const ZERO = Object.fromEntries(TALLY_COLUMNS.map((c) => [c, 0])) as Record<(typeof TALLY_COLUMNS)[number], 0>;

/**
 * On PostgreSQL, a transaction lock on a season's kept standings (an advisory lock on the two-int key
 * (unique_id, season_id)): refreshes and rebuilds of one season run one after the other, each reading the records
 * the one before it committed, so two transactions finishing games of the same players never write rows computed
 * without each other's records. SQLite has one writer at a time already.
 */
export async function lockSeasonStandings(db: Executor, uniqueId: number, seasonId: number): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(cast(${uniqueId} as integer), cast(${seasonId} as integer))`.execute(db);
}

/**
 * Makes sure the players' stats rows exist and, on PostgreSQL, locks them for the rest of the transaction, so two
 * transactions refreshing the same player run one after the other (the second then reads the first's records).
 * Ids in ascending order, so two transactions never wait on each other in a circle.
 */
export async function lockStats(db: Executor, uniqueId: number, seasonId: number, ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  await db
    .insertInto('season_player_stats')
    .values(sorted.map((account_id) => ({ unique_id: uniqueId, season_id: seasonId, account_id, ...ZERO })))
    .onConflict((oc) => oc.columns(['unique_id', 'season_id', 'account_id']).doNothing())
    .execute();
  if (isPostgres(db)) {
    await db
      .selectFrom('season_player_stats')
      .select('account_id')
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('account_id', 'in', sorted)
      .orderBy('account_id')
      .forUpdate()
      .execute();
  }
}

/**
 * Writes players' kept rows of one season: a multi-row upsert, one statement per 500 rows, in ascending account
 * order (the order `lockStats` locks them in).
 */
export async function writeStatsMany(db: Executor, rows: readonly NewStatsRow[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.account_id - b.account_id);
  for (const part of chunked(sorted, 500)) {
    await db
      .insertInto('season_player_stats')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['unique_id', 'season_id', 'account_id'])
          .doUpdateSet(Object.fromEntries(KEPT_COLUMNS.map((c) => [c, sql.ref(`excluded.${c}`)]))),
      )
      .execute();
  }
}

/** The roster's account_data (the player cards' game count) of players on the roster: one statement per 500. */
export async function setRosterGameCounts(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  totals: readonly { account_id: number; total: number }[],
): Promise<void> {
  const sorted = [...totals].sort((a, b) => a.account_id - b.account_id);
  for (const part of chunked(sorted, 500)) {
    const cases = sql.join(
      part.map((t) => sql`when ${t.account_id} then ${JSON.stringify({ total_game_count: t.total })}`),
      sql` `,
    );
    await db
      .updateTable('season_players')
      .set({ account_data: sql<string>`case account_id ${cases} else account_data end` })
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where(
        'account_id',
        'in',
        part.map((t) => t.account_id),
      )
      .execute();
  }
}

export async function contestSeasonIds(db: Executor, uniqueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('seasons')
    .select('season_id')
    .where('unique_id', '=', uniqueId)
    .orderBy('season_id')
    .execute();
  return rows.map((r) => r.season_id);
}
