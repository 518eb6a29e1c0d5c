/**
 * The scheduler's reads and claims: plans that are due, their seats and readiness, expiry, the seasons matching
 * automatically and their ready queues. Every claim is a conditional write, so several processes agree.
 */
import { parseJsonOr } from '@taikai/shared';
import type { Executor } from '../db/database.js';

export function duePlans(db: Executor, now: number, limit: number) {
  return db
    .selectFrom('game_plans as p')
    .innerJoin('contests as c', 'c.unique_id', 'p.unique_id')
    .select([
      'p.uuid',
      'p.unique_id',
      'p.season_id',
      'p.game_start_time',
      'p.shuffle_seats',
      'p.ai_level',
      'p.remark',
      'c.game_rule_setting',
    ])
    .where('p.status', '=', 'create')
    .where('p.game_start_time', '<=', now)
    .where('c.deleted', '=', 0)
    .orderBy('p.game_start_time')
    .limit(limit)
    .execute();
}

/**
 * The seats of these plans in seat order, with each person's season nickname and remark (falling back to the
 * account's nickname; robots: account 0, none) and when they joined their season's ready list (null: not in it).
 * The scheduler starts plans from them; the plan list and the players' lobby show them.
 */
export function seatsOfPlans(db: Executor, uuids: readonly string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('game_plan_seats as s')
    .innerJoin('game_plans as p', 'p.uuid', 's.plan_uuid')
    .leftJoin('season_players as sp', (j) =>
      j
        .onRef('sp.unique_id', '=', 'p.unique_id')
        .onRef('sp.season_id', '=', 'p.season_id')
        .onRef('sp.account_id', '=', 's.account_id'),
    )
    .leftJoin('season_ready as r', (j) =>
      j
        .onRef('r.unique_id', '=', 'p.unique_id')
        .onRef('r.season_id', '=', 'p.season_id')
        .onRef('r.account_id', '=', 's.account_id'),
    )
    .leftJoin('accounts as a', 'a.account_id', 's.account_id')
    .select([
      's.plan_uuid',
      's.seat',
      's.account_id',
      's.init_points',
      'sp.nickname as season_nickname',
      'sp.remark',
      'a.nickname',
      'r.ready_time',
    ])
    .where('s.plan_uuid', 'in', uuids)
    .orderBy('s.plan_uuid')
    .orderBy('s.seat')
    .execute();
}

/** Which of these accounts are in the season's ready list. */
export async function readyAmong(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('season_ready')
    .select('account_id')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.account_id));
}

/** create → start, naming the game; false when another process started (or someone cancelled) it first. */
export async function claimPlan(db: Executor, uuid: string, gameUuid: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('game_plans')
    .set({ status: 'start', game_uuid: gameUuid, update_time: now })
    .where('uuid', '=', uuid)
    .where('status', '=', 'create')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Takes these accounts off the ready list; answers how many were on it. */
export async function takeReady(db: Executor, uniqueId: number, seasonId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db
    .deleteFrom('season_ready')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', 'in', ids)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Plans whose 30-minute ready window has passed without a start. */
export async function expirePlans(db: Executor, startedBefore: number, now: number): Promise<number> {
  const res = await db
    .updateTable('game_plans')
    .set({ status: 'expired', update_time: now })
    .where('status', '=', 'create')
    .where('game_start_time', '<=', startedBefore)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Seasons with auto-match on whose match window (and season) is open now. */
export function autoMatchSeasons(db: Executor, now: number) {
  return db
    .selectFrom('seasons as s')
    .innerJoin('contests as c', 'c.unique_id', 's.unique_id')
    .select(['s.unique_id', 's.season_id', 's.seating_method', 'c.game_rule_setting'])
    .where('s.auto_match', '=', 1)
    .where('s.ended', '=', 0)
    .where('s.start_time', '<=', now)
    .where('s.end_time', '>', now)
    .where('s.match_start_time', '<=', now)
    .where('s.match_end_time', '>', now)
    .where('c.deleted', '=', 0)
    .execute();
}

/** The season's ready list, first come first: joined players only, in ready order (ties by account id). */
export function readyQueue(db: Executor, uniqueId: number, seasonId: number, limit: number) {
  return db
    .selectFrom('season_ready as r')
    .innerJoin('season_players as p', (j) =>
      j
        .onRef('p.unique_id', '=', 'r.unique_id')
        .onRef('p.season_id', '=', 'r.season_id')
        .onRef('p.account_id', '=', 'r.account_id'),
    )
    .select(['r.account_id', 'r.ready_time', 'p.nickname'])
    .where('r.unique_id', '=', uniqueId)
    .where('r.season_id', '=', seasonId)
    .where('p.state', '=', 2)
    .orderBy('r.ready_time')
    .orderBy('r.account_id')
    .limit(limit)
    .execute();
}

/**
 * The season's past tables, each as account ids by seat (index = seat; robots 0), read from its records that are
 * not removed (games played here and tables entered by hand alike): the seating's history (issue 32).
 */
export async function seasonTables(db: Executor, uniqueId: number, seasonId: number): Promise<number[][]> {
  const rows = await db
    .selectFrom('game_records')
    .select('accounts')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('removed', '=', 0)
    .execute();
  return rows.map((r) => {
    const seats = parseJsonOr<{ account_id?: unknown; seat?: unknown }[]>(r.accounts, []);
    const table: number[] = [];
    seats.forEach((a, i) => {
      const seat = typeof a.seat === 'number' && a.seat >= 0 && a.seat < 4 ? a.seat : i;
      table[seat] = typeof a.account_id === 'number' ? a.account_id : 0;
    });
    return Array.from(table, (id) => id ?? 0);
  });
}

/** The season's kept standings (rank points) of these accounts; absent: no games yet. */
export async function standingPoints(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('season_player_stats')
    .select(['account_id', 'rank_point'])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.rank_point)]));
}
