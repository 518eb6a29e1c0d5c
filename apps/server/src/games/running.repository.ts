/** Reads of running games for the running-games page, the live progress call and the players' lobby. */
import type { Executor } from '../db/database.js';

export interface RunningFilter {
  unique_id: number;
  season_id: number;
  /** a nickname fragment or an account id (decoded) */
  nickname?: string;
  account_id?: number;
  start_from?: number;
  start_to?: number;
}

/**
 * Live games of a season (running, paused, or being terminated), newest first, with their seats. Two statements
 * whatever the number of games (the seats by a join on the same filter, not a list of every uuid), and only the
 * columns the list shows: at 750 tables this is what each poll of the running-games page costs.
 */
export async function listRunningGames(db: Executor, f: RunningFilter) {
  const live = ['running', 'paused', 'terminating'] as const;
  let q = db
    .selectFrom('games')
    .select(['uuid', 'start_time', 'chang', 'ju', 'ben', 'scores', 'tag', 'remark', 'status', 'paused_at'])
    .where('unique_id', '=', f.unique_id)
    .where('season_id', '=', f.season_id)
    .where('status', 'in', live);
  if (f.start_from !== undefined) q = q.where('start_time', '>=', f.start_from);
  if (f.start_to !== undefined) q = q.where('start_time', '<=', f.start_to);
  if (f.account_id !== undefined || f.nickname) {
    q = q.where('uuid', 'in', (eb) => {
      let sub = eb.selectFrom('game_seats').select('game_uuid');
      if (f.account_id !== undefined) sub = sub.where('account_id', '=', f.account_id);
      if (f.nickname) sub = sub.where('nickname', 'like', `%${f.nickname.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      return sub;
    });
  }
  const games = await q.orderBy('start_time', 'desc').orderBy('uuid').execute();
  if (games.length === 0) return [];
  const seats = await db
    .selectFrom('game_seats as s')
    .innerJoin('games as g', 'g.uuid', 's.game_uuid')
    .select(['s.game_uuid', 's.seat', 's.account_id', 's.nickname'])
    .where('g.unique_id', '=', f.unique_id)
    .where('g.season_id', '=', f.season_id)
    .where('g.status', 'in', live)
    .orderBy('s.seat')
    .execute();
  const bySeat = new Map<string, typeof seats>();
  for (const s of seats) {
    const list = bySeat.get(s.game_uuid);
    if (list) list.push(s);
    else bySeat.set(s.game_uuid, [s]);
  }
  return games.map((g) => ({ ...g, seats: bySeat.get(g.uuid) ?? [] }));
}

export function gameOfContest(db: Executor, uniqueId: number, uuid: string) {
  return db
    .selectFrom('games')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('unique_id', '=', uniqueId)
    .executeTakeFirst();
}

export function gameProgressRow(db: Executor, uuid: string) {
  return db
    .selectFrom('games')
    .select(['uuid', 'status', 'chang', 'ju', 'ben', 'scores', 'update_time'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}
