/** The reads behind the player's "my games": plans I sit in, games I play now, my last results. */
import type { Executor } from '../../db/database.js';

const contestColumns = ['c.contest_id', 'c.contest_name'] as const;

/** Plans waiting to start with a seat of this account (deleted contests left out), soonest first. */
export function myWaitingPlans(db: Executor, accountId: number, limit: number) {
  return db
    .selectFrom('game_plan_seats as s')
    .innerJoin('game_plans as p', 'p.uuid', 's.plan_uuid')
    .innerJoin('contests as c', 'c.unique_id', 'p.unique_id')
    .leftJoin('season_ready as r', (j) =>
      j
        .onRef('r.unique_id', '=', 'p.unique_id')
        .onRef('r.season_id', '=', 'p.season_id')
        .onRef('r.account_id', '=', 's.account_id'),
    )
    .select([
      'p.uuid',
      'p.unique_id',
      'p.season_id',
      'p.game_start_time',
      'p.remark',
      's.seat',
      'r.ready_time',
      ...contestColumns,
    ])
    .where('s.account_id', '=', accountId)
    .where('p.status', '=', 'create')
    .where('c.deleted', '=', 0)
    .orderBy('p.game_start_time')
    .orderBy('p.uuid')
    .limit(limit)
    .execute();
}

/** Live games (running, paused, being terminated) with a seat of this account, newest first. */
export function myLiveGames(db: Executor, accountId: number, limit: number) {
  return db
    .selectFrom('game_seats as s')
    .innerJoin('games as g', 'g.uuid', 's.game_uuid')
    .innerJoin('contests as c', 'c.unique_id', 'g.unique_id')
    .select([
      'g.uuid',
      'g.unique_id',
      'g.season_id',
      'g.start_time',
      'g.status',
      'g.chang',
      'g.ju',
      'g.ben',
      'g.scores',
      's.seat',
      ...contestColumns,
    ])
    .where('s.account_id', '=', accountId)
    .where('g.status', 'in', ['running', 'paused', 'terminating'])
    .orderBy('g.start_time', 'desc')
    .orderBy('g.uuid')
    .limit(limit)
    .execute();
}

/** Every seat of these games in seat order. */
export function seatsOfGames(db: Executor, uuids: string[]) {
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('game_seats')
    .select(['game_uuid', 'seat', 'account_id', 'nickname'])
    .where('game_uuid', 'in', uuids)
    .orderBy('game_uuid')
    .orderBy('seat')
    .execute();
}

/** This account's last records (removed ones left out), newest first, with the whole record's seats and result. */
export function myLastResults(db: Executor, accountId: number, limit: number) {
  return db
    .selectFrom('game_record_players as rp')
    .innerJoin('game_records as g', 'g.uuid', 'rp.record_uuid')
    .innerJoin('contests as c', 'c.unique_id', 'g.unique_id')
    .select([
      'g.uuid',
      'g.unique_id',
      'g.season_id',
      'g.start_time',
      'g.end_time',
      'g.terminated',
      'g.offline',
      'g.accounts',
      'g.result',
      'rp.seat',
      'rp.placement',
      'rp.part_point_1',
      'rp.total_point',
      ...contestColumns,
    ])
    .where('rp.account_id', '=', accountId)
    .where('rp.removed', '=', 0)
    .where('c.deleted', '=', 0)
    .orderBy('rp.end_time', 'desc')
    .orderBy('g.uuid')
    .limit(limit)
    .execute();
}
