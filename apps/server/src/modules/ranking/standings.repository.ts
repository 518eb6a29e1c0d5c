import type { Insertable, Selectable } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { SeasonPlayerStatsTable } from '../../db/schema.js';
import { chunked } from '../roster/roster.repository.js';

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

const ZERO = {
  game_count: 0,
  accumulate_point: 0,
  part_point_sum: 0,
  rank_1_count: 0,
  rank_2_count: 0,
  rank_3_count: 0,
  rank_4_count: 0,
  hands: 0,
  wins: 0,
  deal_ins: 0,
  riichis: 0,
  last_game_time: 0,
};

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

export async function writeStats(db: Executor, row: NewStatsRow): Promise<void> {
  const { unique_id: _u, season_id: _s, account_id: _a, ...rest } = row;
  await db
    .insertInto('season_player_stats')
    .values(row)
    .onConflict((oc) => oc.columns(['unique_id', 'season_id', 'account_id']).doUpdateSet(rest))
    .execute();
}

/** The roster's account_data (the player cards' game count), for the players on the roster. */
export async function setRosterGameCount(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  accountId: number,
  total: number,
): Promise<void> {
  await db
    .updateTable('season_players')
    .set({ account_data: JSON.stringify({ total_game_count: total }) })
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .execute();
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
