/**
 * Game plans, the ready list and the reads the plan rules need (who exists, who joined, who already sits in a
 * waiting plan or a live game). Running games' own reads and writes are in apps/server/src/games/; this file only
 * changes a running game's remark.
 */
import { type Executor, isPostgres } from '../../db/database.js';
import type { GameStatus, PlanStatus } from '../../db/schema.js';
import { chunked } from '../../lib/chunked.js';
import type { HandPosition } from './delayed-position.js';

/** A game some process drives or should: running, paused, or with a terminate request not yet carried out. */
const LIVE: GameStatus[] = ['running', 'paused', 'terminating'];

/** The season's ready list: joined players only, first come first. */
export function readyPlayers(db: Executor, uniqueId: number, seasonId: number) {
  return readyPlayersQuery(db, uniqueId, seasonId).execute();
}

/** The ready list's query (its SQLite plan is tested: ready-list-plan.test.ts). */
export function readyPlayersQuery(db: Executor, uniqueId: number, seasonId: number) {
  // A cross join with the join's terms in WHERE: SQLite then reads the ready list first (the left table of a cross
  // join is always the outer loop) and looks each person up by key. As a plain join, without statistics, it walks
  // every joined player of the season instead, probing the ready list for each: 3,100 players and 100 ready, 1.98
  // against 0.27 ms (under the games bench; the ready list is polled every 5 s by each manager's create-game page).
  // PostgreSQL plans both forms alike.
  return db
    .selectFrom('season_ready as r')
    .crossJoin('season_players as p')
    .whereRef('p.unique_id', '=', 'r.unique_id')
    .whereRef('p.season_id', '=', 'r.season_id')
    .whereRef('p.account_id', '=', 'r.account_id')
    .select(['r.account_id', 'p.nickname', 'p.remark', 'r.ready_time'])
    .where('r.unique_id', '=', uniqueId)
    .where('r.season_id', '=', seasonId)
    .where('p.state', '=', 2)
    .orderBy('r.ready_time')
    .orderBy('r.account_id');
}

/**
 * Which of these accounts exist. On PostgreSQL their rows stay locked for the rest of the transaction, so two calls
 * seating the same person (in any season) run one after the other and the second sees the first's plan.
 */
export async function lockAccounts(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  let q = db.selectFrom('accounts').select('account_id').where('account_id', 'in', ids).orderBy('account_id');
  if (isPostgres(db)) q = q.forNoKeyUpdate();
  const rows = await q.execute();
  return new Set(rows.map((r) => r.account_id));
}

/** Which of these accounts joined the season (state 2). */
export async function joinedAmong(db: Executor, uniqueId: number, seasonId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('season_players')
    .select('account_id')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('state', '=', 2)
    .where('account_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.account_id));
}

/**
 * Which of these accounts already sit in a plan waiting to start or in a live game — of any contest: a person
 * plays at one table at a time.
 */
export async function seatedAmong(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const planned = await db
    .selectFrom('game_plan_seats as s')
    .innerJoin('game_plans as p', 'p.uuid', 's.plan_uuid')
    .select('s.account_id')
    .where('p.status', '=', 'create')
    .where('s.account_id', 'in', ids)
    .execute();
  const playing = await db
    .selectFrom('game_seats as s')
    .innerJoin('games as g', 'g.uuid', 's.game_uuid')
    .select('s.account_id')
    .where('g.status', 'in', LIVE)
    .where('s.account_id', 'in', ids)
    .execute();
  return new Set([...planned, ...playing].map((r) => r.account_id));
}

export interface NewPlan {
  uuid: string;
  unique_id: number;
  season_id: number;
  game_start_time: number;
  shuffle_seats: number;
  ai_level: number;
  remark: string;
  created_by: number;
  now: number;
  seats: { account_id: number; init_points: number }[];
}

export async function insertPlan(db: Executor, p: NewPlan): Promise<void> {
  await db
    .insertInto('game_plans')
    .values({
      uuid: p.uuid,
      unique_id: p.unique_id,
      season_id: p.season_id,
      game_start_time: p.game_start_time,
      shuffle_seats: p.shuffle_seats,
      ai_level: p.ai_level,
      remark: p.remark,
      status: 'create',
      game_uuid: null,
      created_by: p.created_by,
      create_time: p.now,
      update_time: p.now,
    })
    .execute();
  await db
    .insertInto('game_plan_seats')
    .values(
      p.seats.map((s, seat) => ({ plan_uuid: p.uuid, seat, account_id: s.account_id, init_points: s.init_points })),
    )
    .execute();
}

/** Plans of a season in these statuses, soonest first. */
export function plansOfSeason(db: Executor, uniqueId: number, seasonId: number, statuses: PlanStatus[]) {
  return db
    .selectFrom('game_plans')
    .selectAll()
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('status', 'in', statuses)
    .orderBy('game_start_time')
    .orderBy('create_time')
    .orderBy('uuid')
    .execute();
}

export function findPlan(db: Executor, uuid: string) {
  return db.selectFrom('game_plans').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/**
 * Moves a plan from one status to another; false when it was not in `from` any more (another process or call got
 * there first), so each transition happens once.
 */
export async function markPlan(
  db: Executor,
  uuid: string,
  from: PlanStatus,
  to: PlanStatus,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('game_plans')
    .set({ status: to, update_time: now })
    .where('uuid', '=', uuid)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setPlanRemark(db: Executor, uuid: string, remark: string, now: number): Promise<void> {
  await db.updateTable('game_plans').set({ remark, update_time: now }).where('uuid', '=', uuid).execute();
}

/** A live game of a contest (running, paused or being terminated), for its remark. */
export function liveGameOfContest(db: Executor, uniqueId: number, uuid: string) {
  return db
    .selectFrom('games')
    .select(['uuid', 'unique_id', 'season_id', 'status', 'remark'])
    .where('uuid', '=', uuid)
    .where('unique_id', '=', uniqueId)
    .where('status', 'in', LIVE)
    .executeTakeFirst();
}

export async function setGameRemark(db: Executor, uuid: string, remark: string, now: number): Promise<void> {
  await db.updateTable('games').set({ remark, update_time: now }).where('uuid', '=', uuid).execute();
}

/** Whether a season still has live games or plans waiting to start (ending it is refused then). */
export async function seasonHasOpenGames(db: Executor, uniqueId: number, seasonId: number): Promise<boolean> {
  const plan = await db
    .selectFrom('game_plans')
    .select('uuid')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('status', '=', 'create')
    .limit(1)
    .executeTakeFirst();
  if (plan) return true;
  const game = await db
    .selectFrom('games')
    .select('uuid')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('status', 'in', LIVE)
    .limit(1)
    .executeTakeFirst();
  return game !== undefined;
}

/** Each game's hand positions (game_hands: its start, then each hand's end) in the order they were reached. */
export async function gameHands(db: Executor, uuids: readonly string[]) {
  const out = new Map<string, HandPosition[]>();
  for (const part of chunked([...new Set(uuids)], 500)) {
    const rows = await db
      .selectFrom('game_hands')
      .select(['game_uuid', 'chang', 'ju', 'ben', 'scores', 'at'])
      .where('game_uuid', 'in', part)
      .orderBy('game_uuid')
      .orderBy('at')
      .orderBy('chang')
      .orderBy('ju')
      .orderBy('ben')
      .execute();
    for (const r of rows) {
      const list = out.get(r.game_uuid) ?? [];
      list.push({ chang: r.chang, ju: r.ju, ben: r.ben, scores: JSON.parse(r.scores) as number[], at: r.at });
      out.set(r.game_uuid, list);
    }
  }
  return out;
}
