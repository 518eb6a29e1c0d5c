/** Reads of running games for the running-games page, the live progress call and the players' lobby. */
import type { Caches, RunningSeat } from '../../caches.js';
import type { Executor } from '../../db/database.js';

type SeatMemo = Caches['runningSeats'];

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
 * The seats of these games, in seat order: from `seatMemo` (the app's `Caches.runningSeats`: a game's seats are
 * written once, when it is created, and never change, so what was read once is right for good — in any process,
 * whoever drives the game), the rest in one read (a join on the season when many).
 */
async function seatsOf(db: Executor, seatMemo: SeatMemo, f: RunningFilter, uuids: readonly string[]) {
  const out = new Map<string, readonly RunningSeat[]>();
  const missing: string[] = [];
  for (const uuid of uuids) {
    const known = seatMemo.get(uuid);
    if (known) out.set(uuid, known);
    else missing.push(uuid);
  }
  if (missing.length === 0) return out;
  const base = db.selectFrom('game_seats as s').select(['s.game_uuid', 's.seat', 's.account_id', 's.nickname']);
  const rows =
    missing.length <= 200
      ? await base.where('s.game_uuid', 'in', missing).orderBy('s.seat').execute()
      : await base
          .innerJoin('games as g', 'g.uuid', 's.game_uuid')
          .where('g.unique_id', '=', f.unique_id)
          .where('g.season_id', '=', f.season_id)
          .where('g.status', 'in', LIVE)
          .orderBy('s.seat')
          .execute();
  const read = new Map<string, RunningSeat[]>();
  for (const r of rows) {
    const list = read.get(r.game_uuid);
    const seat = { seat: r.seat, account_id: r.account_id, nickname: r.nickname };
    if (list) list.push(seat);
    else read.set(r.game_uuid, [seat]);
  }
  for (const [uuid, seats] of read) {
    seatMemo.set(uuid, seats);
    out.set(uuid, seats);
  }
  return out;
}

const LIVE = ['running', 'paused', 'terminating'] as const;

/**
 * Live games of a season (running, paused, or being terminated), newest first, with their seats. The games are
 * read from the database on every call — it is the truth for which games are live and for their status, tag and
 * remark, whichever process drives them or changed them. Their seats never change once written, so each game's are
 * read once and then remembered (`seatsOf`): a poll of 750 tables reads 750 games rows and the seats of the games
 * started since the last poll, not 3,000 seats.
 */
export async function listRunningGames(db: Executor, seatMemo: SeatMemo, f: RunningFilter) {
  let q = db
    .selectFrom('games')
    .select(['uuid', 'start_time', 'chang', 'ju', 'ben', 'scores', 'tag', 'remark', 'status', 'paused_at'])
    .where('unique_id', '=', f.unique_id)
    .where('season_id', '=', f.season_id)
    .where('status', 'in', LIVE);
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
  const seats = await seatsOf(
    db,
    seatMemo,
    f,
    games.map((g) => g.uuid),
  );
  return games.map((g) => ({ ...g, seats: seats.get(g.uuid) ?? [] }));
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
    .select(['uuid', 'unique_id', 'status', 'chang', 'ju', 'ben', 'scores', 'update_time', 'end_time'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}
