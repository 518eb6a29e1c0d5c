/**
 * The games' rows as the host drives them: creation, decisions and position as they happen, leases, status
 * requests (pause / resume / terminate), and loading a game back to replay it. The finished game's record is
 * written by record.repository.ts; the scheduler's reads are in scheduler.repository.ts.
 */
import type { Database, Executor } from '../db/database.js';
import type { GameStatus } from '../db/schema.js';
import type { GameConfig, LogEntry } from './engine.js';

/** A game some process drives (or should): running, paused, or with a terminate request not yet carried out. */
export const LIVE_STATUSES: GameStatus[] = ['running', 'paused', 'terminating'];

export interface NewGameRow {
  uuid: string;
  plan_uuid: string | null;
  unique_id: number;
  season_id: number;
  round_type: number;
  config: GameConfig;
  remark: string;
  owner: string;
  lease_until: number;
  now: number;
  seats: { seat: number; account_id: number; nickname: string; ai_level: number }[];
  scores: number[];
}

export async function insertGame(db: Executor, g: NewGameRow): Promise<void> {
  await db
    .insertInto('games')
    .values({
      uuid: g.uuid,
      plan_uuid: g.plan_uuid,
      unique_id: g.unique_id,
      season_id: g.season_id,
      round_type: g.round_type,
      config: JSON.stringify(g.config),
      status: 'running',
      start_time: g.now,
      end_time: null,
      paused_at: null,
      remark: g.remark,
      tag: 0,
      owner: g.owner,
      lease_until: g.lease_until,
      chang: 0,
      ju: 0,
      ben: 0,
      scores: JSON.stringify(g.scores),
      decision_count: 0,
      update_time: g.now,
    })
    .execute();
  await db
    .insertInto('game_seats')
    .values(g.seats.map((s) => ({ game_uuid: g.uuid, ...s })))
    .execute();
}

export interface PositionWrite {
  uuid: string;
  owner: string;
  /** the next batch's number, and its decisions (may be empty: position only) */
  seq: number;
  decisions: LogEntry[];
  chang: number;
  ju: number;
  ben: number;
  scores: number[];
  decision_count: number;
  now: number;
}

/**
 * Appends decision batches and moves the games' positions, all in one transaction. A game whose row is no longer
 * owned by `owner` (taken over after a lost lease) is left alone: its writes are dropped and reported.
 */
export async function writePositions(db: Database, writes: PositionWrite[]): Promise<string[]> {
  const lost: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const w of writes) {
      const res = await trx
        .updateTable('games')
        .set({
          chang: w.chang,
          ju: w.ju,
          ben: w.ben,
          scores: JSON.stringify(w.scores),
          decision_count: w.decision_count,
          update_time: w.now,
        })
        .where('uuid', '=', w.uuid)
        .where('owner', '=', w.owner)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) {
        lost.push(w.uuid);
        continue;
      }
      if (w.decisions.length > 0) {
        await trx
          .insertInto('game_decisions')
          .values({ game_uuid: w.uuid, seq: w.seq, decisions: JSON.stringify(w.decisions) })
          .execute();
      }
    }
  });
  return lost;
}

/** Renews this process's leases; answers the status of every game it owns (to apply stored requests). */
export async function renewLeases(db: Database, owner: string, until: number) {
  await db.updateTable('games').set({ lease_until: until }).where('owner', '=', owner).execute();
  return db.selectFrom('games').select(['uuid', 'status']).where('owner', '=', owner).execute();
}

/** Games whose driver's lease ran out (a process that died or stopped), oldest lease first. */
export function orphanGames(db: Executor, now: number, limit: number) {
  return db
    .selectFrom('games')
    .select(['uuid', 'owner', 'lease_until'])
    .where('status', 'in', LIVE_STATUSES)
    .where('lease_until', '<', now)
    .orderBy('lease_until')
    .limit(limit)
    .execute();
}

/** Takes a game over when its lease is still the expired one seen; true when this process won it. */
export async function claimGame(
  db: Executor,
  uuid: string,
  seenLease: number,
  owner: string,
  until: number,
): Promise<boolean> {
  const res = await db
    .updateTable('games')
    .set({ owner, lease_until: until })
    .where('uuid', '=', uuid)
    .where('lease_until', '=', seenLease)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Hands leases back (graceful stop): another process may take the games at once. */
export async function releaseLeases(db: Database, owner: string): Promise<void> {
  await db.updateTable('games').set({ owner: null, lease_until: 0 }).where('owner', '=', owner).execute();
}

/** Everything needed to rebuild a game: its row, seats and decisions in order. */
export async function loadGame(db: Executor, uuid: string) {
  const game = await db.selectFrom('games').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!game) return null;
  const seats = await db.selectFrom('game_seats').selectAll().where('game_uuid', '=', uuid).orderBy('seat').execute();
  const batches = await db
    .selectFrom('game_decisions')
    .select(['seq', 'decisions'])
    .where('game_uuid', '=', uuid)
    .orderBy('seq')
    .execute();
  return {
    game,
    seats,
    nextSeq: batches.length ? batches[batches.length - 1].seq + 1 : 0,
    decisions: batches.flatMap((b) => JSON.parse(b.decisions) as LogEntry[]),
  };
}

export function findGame(db: Executor, uuid: string) {
  return db.selectFrom('games').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** running → paused (with the time); false when it was not running. */
export async function markPaused(db: Executor, uuid: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('games')
    .set({ status: 'paused', paused_at: now, update_time: now })
    .where('uuid', '=', uuid)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** paused → running; false when it was not paused. */
export async function markResumed(db: Executor, uuid: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('games')
    .set({ status: 'running', paused_at: null, update_time: now })
    .where('uuid', '=', uuid)
    .where('status', '=', 'paused')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** running/paused → terminating (carried out by the driving process); false when the game is not live. */
export async function markTerminating(db: Executor, uuid: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('games')
    .set({ status: 'terminating', update_time: now })
    .where('uuid', '=', uuid)
    .where('status', 'in', ['running', 'paused'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Paused games whose hour is up go back to running; answers their uuids. */
export async function resumeExpiredPauses(db: Database, cutoff: number, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select('uuid')
    .where('status', '=', 'paused')
    .where('paused_at', '<=', cutoff)
    .execute();
  const done: string[] = [];
  for (const r of rows) if (await markResumed(db, r.uuid, now)) done.push(r.uuid);
  return done;
}
