/**
 * The games' rows as the host drives them: creation, decisions and position as they happen, leases, status
 * requests (pause / resume / terminate), and loading a game back to replay it. The finished game's record is
 * written by record.repository.ts; the scheduler's reads are in scheduler.repository.ts.
 */
import { sql } from 'kysely';
import { type Database, type Executor, isPostgres } from '../db/database.js';
import type { GameStatus } from '../db/schema.js';
import { chunked } from '../lib/chunked.js';
import { decodeDecisions, encodeDecisions } from './decision-log.js';
import type { GameConfig, LogEntry } from './engine.js';
import { jsonRows } from './json-rows.js';

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
  /** inserted paused (held until resumed) */
  paused?: boolean;
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
      status: g.paused ? 'paused' : 'running',
      start_time: g.now,
      end_time: null,
      paused_at: g.paused ? g.now : null,
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
  await db
    .insertInto('game_hands')
    .values({ game_uuid: g.uuid, chang: 0, ju: 0, ben: 0, scores: JSON.stringify(g.scores), at: g.now })
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
 * Locks games' rows in uuid order (PostgreSQL; SQLite has one writer at a time). Every transaction that changes
 * several games' rows — positions, lease renewals, finishing (record.repository.ts) — takes them this way first, so
 * two of them never wait on each other in a circle.
 */
export async function lockGames(trx: Executor, uuids: readonly string[]): Promise<void> {
  if (!isPostgres(trx) || uuids.length === 0) return;
  const sorted = [...new Set(uuids)].sort();
  for (const part of chunked(sorted, 500)) {
    await trx.selectFrom('games').select('uuid').where('uuid', 'in', part).orderBy('uuid').forUpdate().execute();
  }
}

/** A games row's position columns, as `jsonRows` reads them (see positionRow). */
export const POSITION_COLUMNS = {
  uuid: 'text',
  chang: 'integer',
  ju: 'integer',
  ben: 'integer',
  scores: 'json',
  decision_count: 'integer',
  update_time: 'integer',
} as const;

/** The games rows' position columns set from the rows source `v` (jsonRows with POSITION_COLUMNS and more). */
export const POSITION_SET = {
  chang: sql.ref<number>('v.chang'),
  ju: sql.ref<number>('v.ju'),
  ben: sql.ref<number>('v.ben'),
  scores: sql.ref<string>('v.scores'),
  decision_count: sql.ref<number>('v.decision_count'),
  update_time: sql.ref<number>('v.update_time'),
};

const DECISION_COLUMNS = { game_uuid: 'text', seq: 'integer', decisions: 'text' } as const;

/** Games per statement (one JSON parameter each). */
const PER_STATEMENT = 250;

/**
 * Appends decision batches and moves the games' positions, all in one transaction, a few statements whatever the
 * number of games (one update and one insert per 250 games, each of one fixed text with the rows as one JSON
 * parameter — see json-rows.ts). A game whose row is no longer owned by `owner` (taken over after a lost lease) is
 * left alone: its writes are dropped and reported.
 */
export async function writePositions(db: Database, writes: PositionWrite[]): Promise<string[]> {
  if (writes.length === 0) return [];
  // a game may have several writes queued: its position is the last one's, its decision batches are all of them
  const latest = new Map<string, PositionWrite>();
  for (const w of writes) latest.set(w.uuid, w);
  const games = [...latest.values()].sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
  const owned = new Set<string>();
  await db.transaction().execute(async (trx) => {
    await lockGames(
      trx,
      games.map((w) => w.uuid),
    );
    for (const part of chunked(games, PER_STATEMENT)) {
      for (const owner of new Set(part.map((w) => w.owner))) {
        const mine = part.filter((w) => w.owner === owner);
        const rows = await trx
          .updateTable('games')
          .from(
            jsonRows(
              trx,
              POSITION_COLUMNS,
              mine.map((w) => [w.uuid, w.chang, w.ju, w.ben, w.scores, w.decision_count, w.now]),
              'v',
            ),
          )
          .set(POSITION_SET)
          .whereRef('games.uuid', '=', 'v.uuid')
          .where('games.owner', '=', owner)
          .returning('games.uuid')
          .execute();
        for (const r of rows) owned.add(r.uuid);
      }
    }
    await insertDecisions(
      trx,
      writes.filter((w) => w.decisions.length > 0 && owned.has(w.uuid)),
    );
    await insertHands(
      trx,
      writes.filter((w) => owned.has(w.uuid)),
    );
  });
  return games.filter((w) => !owned.has(w.uuid)).map((w) => w.uuid);
}

const HAND_COLUMNS = {
  game_uuid: 'text',
  chang: 'integer',
  ju: 'integer',
  ben: 'integer',
  scores: 'json',
  at: 'integer',
} as const;

/**
 * A row in game_hands for each hand the writes reached, when it was first written (a position written again in the
 * same hand — a pause, a shutdown — keeps the hand's first row: the points it started with).
 */
async function insertHands(trx: Executor, writes: readonly PositionWrite[]): Promise<void> {
  for (const part of chunked(writes, PER_STATEMENT)) {
    const rows = part.map((w) => [w.uuid, w.chang, w.ju, w.ben, w.scores, w.now]);
    await trx
      .insertInto('game_hands')
      .columns(['game_uuid', 'chang', 'ju', 'ben', 'scores', 'at'])
      .expression((eb) =>
        eb
          .selectFrom(jsonRows(trx, HAND_COLUMNS, rows, 'v'))
          .select(['v.game_uuid', 'v.chang', 'v.ju', 'v.ben', 'v.scores', 'v.at'])
          // SQLite reads `on conflict` after a bare `select … from` as a join's constraint without a where
          .where(sql<boolean>`1 = 1`),
      )
      .onConflict((oc) => oc.columns(['game_uuid', 'chang', 'ju', 'ben']).doNothing())
      .execute();
  }
}

/**
 * The games' decision batches. On SQLite, one prepared insert run per batch: what it costs is the batches' text
 * (kilobytes each), which a JSON parameter would make SQLite parse and render again. On PostgreSQL, one statement
 * per PER_STATEMENT batches (each statement a round trip).
 */
async function insertDecisions(trx: Executor, writes: readonly PositionWrite[]): Promise<void> {
  if (writes.length === 0) return;
  if (isPostgres(trx)) {
    for (const part of chunked(writes, PER_STATEMENT)) {
      const rows = part.map((w) => [w.uuid, w.seq, encodeDecisions(w.decisions)]);
      await trx
        .insertInto('game_decisions')
        .columns(['game_uuid', 'seq', 'decisions'])
        .expression((eb) =>
          eb.selectFrom(jsonRows(trx, DECISION_COLUMNS, rows, 'v')).select(['v.game_uuid', 'v.seq', 'v.decisions']),
        )
        .execute();
    }
    return;
  }
  // compiled once (so seen once by the plugins: a write to a table no cached read declares), run per batch
  const insert = trx.insertInto('game_decisions').values({ game_uuid: '', seq: 0, decisions: '' }).compile();
  for (const w of writes) {
    await trx.executeQuery({ ...insert, parameters: [w.uuid, w.seq, encodeDecisions(w.decisions)] });
  }
}

/**
 * Renews this process's leases that run out before `renewBelow` (so each game's row is written every few seconds,
 * not at every tick: at 750 tables a renewal of every lease each second would be 750 row writes a second and a lock on
 * every live game), then answers the status of every live game it owns (to apply stored requests, and so that a
 * game missing from the answer is known lost). The rows renewed are locked in uuid order first (see `lockGames`).
 */
export async function renewLeases(db: Database, owner: string, until: number, renewBelow: number) {
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await trx
        .selectFrom('games')
        .select('uuid')
        .where('owner', '=', owner)
        .where('status', 'in', LIVE_STATUSES)
        .where('lease_until', '<', renewBelow)
        .orderBy('uuid')
        .forUpdate()
        .execute();
    }
    await trx
      .updateTable('games')
      .set({ lease_until: until })
      .where('owner', '=', owner)
      .where('status', 'in', LIVE_STATUSES)
      .where('lease_until', '<', renewBelow)
      .execute();
  });
  return db
    .selectFrom('games')
    .select(['uuid', 'status'])
    .where('owner', '=', owner)
    .where('status', 'in', LIVE_STATUSES)
    .execute();
}

/** Hands one game's lease back (its record could not be written here): another process, or this one, retries. */
export async function releaseLease(db: Database, uuid: string, owner: string): Promise<void> {
  await db
    .updateTable('games')
    .set({ owner: null, lease_until: 0 })
    .where('uuid', '=', uuid)
    .where('owner', '=', owner)
    .execute();
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
    decisions: batches.flatMap((b) => decodeDecisions(b.decisions)),
  };
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
