import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { chunked } from '../../lib/chunked.js';

/** Reads of the ranking area: kept standings in ranking order, and tallies for the calculated ranking. */

/** A page of the season's standings (players with at least one counted game), in ranking order. */
export function standingPage(db: Executor, uniqueId: number, seasonId: number, offset: number, limit: number) {
  return db
    .selectFrom('season_player_stats as s')
    .leftJoin('season_players as p', (j) =>
      j
        .onRef('p.unique_id', '=', 's.unique_id')
        .onRef('p.season_id', '=', 's.season_id')
        .onRef('p.account_id', '=', 's.account_id'),
    )
    .leftJoin('accounts as a', 'a.account_id', 's.account_id')
    .selectAll('s')
    .select((eb) => eb.fn.coalesce('p.nickname', 'a.nickname', sql.lit('')).as('nickname'))
    .where('s.unique_id', '=', uniqueId)
    .where('s.season_id', '=', seasonId)
    .where('s.game_count', '>', 0)
    .orderBy('s.qualified', 'desc')
    .orderBy('s.rank_point', 'desc')
    .orderBy('s.accumulate_point', 'desc')
    .orderBy('s.rank_1_count', 'desc')
    .orderBy('s.last_game_time', 'asc')
    .orderBy('s.account_id', 'asc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countStandings(db: Executor, uniqueId: number, seasonId: number): Promise<number> {
  const row = await db
    .selectFrom('season_player_stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('game_count', '>', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findStanding(db: Executor, uniqueId: number, seasonId: number, accountId: number) {
  return db
    .selectFrom('season_player_stats')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** How many players stand before the given one (its position is this + 1). */
export async function playersAhead(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  s: {
    account_id: number;
    qualified: number;
    rank_point: number;
    accumulate_point: number;
    rank_1_count: number;
    last_game_time: number;
  },
): Promise<number> {
  const row = await db
    .selectFrom('season_player_stats')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('game_count', '>', 0)
    .where(
      sql<boolean>`(${sql.lit(0)} - qualified, ${sql.lit(0)} - rank_point, ${sql.lit(0)} - accumulate_point, ${sql.lit(0)} - rank_1_count, last_game_time, account_id) < (${-s.qualified}, ${-s.rank_point}, ${-s.accumulate_point}, ${-s.rank_1_count}, ${s.last_game_time}, ${s.account_id})`,
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface Tally {
  account_id: number;
  game_count: number;
  accumulate_point: number;
  r1: number;
  r2: number;
  r3: number;
  r4: number;
}

const tallyColumns = sql<Tally>`account_id, count(*) as game_count, sum(total_point) as accumulate_point,
  sum(case when placement = 1 then 1 else 0 end) as r1, sum(case when placement = 2 then 1 else 0 end) as r2,
  sum(case when placement = 3 then 1 else 0 end) as r3, sum(case when placement = 4 then 1 else 0 end) as r4`;

function numeric(rows: Tally[]): Tally[] {
  return rows.map((r) => ({
    account_id: Number(r.account_id),
    game_count: Number(r.game_count),
    accumulate_point: Number(r.accumulate_point),
    r1: Number(r.r1),
    r2: Number(r.r2),
    r3: Number(r.r3),
    r4: Number(r.r4),
  }));
}

/** Per player: counted games, Σ total_point and placements, over the records ending in [from, to]. */
export async function tallyByTime(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  from: number | undefined,
  to: number | undefined,
): Promise<Tally[]> {
  const rows = await sql<Tally>`select ${tallyColumns} from game_record_players
    where unique_id = ${uniqueId} and season_id = ${seasonId}
      and end_time >= ${from ?? 0} and end_time <= ${to ?? 2_147_483_647} and removed = 0
    group by account_id`.execute(db);
  return numeric(rows.rows);
}

/** The same over the chosen records (removed ones left out). */
export async function tallyByRecords(db: Executor, uuids: readonly string[]): Promise<Tally[]> {
  const by = new Map<number, Tally>();
  for (const part of chunked([...new Set(uuids)], 500)) {
    const rows = await db
      .selectFrom('game_record_players')
      .select(['account_id', 'placement', 'total_point'])
      .where('record_uuid', 'in', part)
      .where('removed', '=', 0)
      .execute();
    for (const r of rows) {
      const t = by.get(r.account_id) ?? {
        account_id: r.account_id,
        game_count: 0,
        accumulate_point: 0,
        r1: 0,
        r2: 0,
        r3: 0,
        r4: 0,
      };
      t.game_count += 1;
      t.accumulate_point += r.total_point;
      if (r.placement >= 1 && r.placement <= 4) t[`r${r.placement as 1 | 2 | 3 | 4}`] += 1;
      by.set(r.account_id, t);
    }
  }
  return [...by.values()];
}

/** A player's counted and removed seats in the season, newest first, for the chart. */
export function playerSeats(db: Executor, uniqueId: number, seasonId: number, accountId: number, limit: number) {
  return db
    .selectFrom('game_record_players')
    .select(['record_uuid', 'end_time', 'placement', 'part_point_1', 'total_point'])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .where('removed', '=', 0)
    .orderBy('end_time', 'desc')
    .orderBy('record_uuid', 'desc')
    .limit(limit)
    .execute();
}

/** The first and last end time of the season's counted records (null without any). */
export async function countedTimeSpan(
  db: Executor,
  uniqueId: number,
  seasonId: number,
): Promise<{ first: number; last: number } | null> {
  const edge = (dir: 'asc' | 'desc') =>
    db
      .selectFrom('game_record_players')
      .select('end_time')
      .where('unique_id', '=', uniqueId)
      .where('season_id', '=', seasonId)
      .where('removed', '=', 0)
      .orderBy('end_time', dir)
      .limit(1)
      .executeTakeFirst();
  const [first, last] = await Promise.all([edge('asc'), edge('desc')]);
  return first && last ? { first: first.end_time, last: last.end_time } : null;
}

/** Per player from the kept statistics: the same tallies as over every counted record of the season. */
export async function tallyKept(db: Executor, uniqueId: number, seasonId: number): Promise<Tally[]> {
  const rows = await db
    .selectFrom('season_player_stats')
    .select([
      'account_id',
      'game_count',
      'accumulate_point',
      'rank_1_count',
      'rank_2_count',
      'rank_3_count',
      'rank_4_count',
    ])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('game_count', '>', 0)
    .execute();
  return rows.map((r) => ({
    account_id: r.account_id,
    game_count: r.game_count,
    accumulate_point: r.accumulate_point,
    r1: r.rank_1_count,
    r2: r.rank_2_count,
    r3: r.rank_3_count,
    r4: r.rank_4_count,
  }));
}
