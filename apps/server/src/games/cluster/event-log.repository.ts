/**
 * The games' event log (table `game_events`, migration 2026-12-05_game_events): what the member of a cluster driving
 * a game publishes (a process on PostgreSQL, a game thread on either database), what the others read after a bus
 * pointer. Only the cluster host uses it.
 */
import { sql } from 'kysely';
import { type Database, type Executor, isPostgres } from '../../db/database.js';
import { chunked } from '../../lib/chunked.js';

export interface EventRow {
  game_uuid: string;
  seq: number;
  kind: string;
  body: string;
  at: number;
}

/**
 * Appends events of games this member may publish (it owns them, or nobody does: a finished game, or one handed
 * back); on PostgreSQL with the NOTIFY payloads of `notify` sent on commit. The games' rows are share-locked in uuid
 * order first (SQLite: the transaction holds the one write lock), so a member claiming one of them waits for this
 * commit and then reads the sequence it continues. Answers the rows written and the games whose events were dropped
 * (another member owns them now).
 */
export async function appendEvents(
  db: Database,
  owner: string,
  rows: EventRow[],
  notify: { channel: string; payloads: (written: EventRow[]) => string[] } | null,
): Promise<{ written: EventRow[]; lost: Set<string> }> {
  const uuids = [...new Set(rows.map((r) => r.game_uuid))].sort();
  const pg = isPostgres(db);
  return db.transaction().execute(async (trx) => {
    const allowed = new Set<string>();
    for (const part of chunked(uuids, 500)) {
      const mine = await trx
        .selectFrom('games')
        .select('uuid')
        .where('uuid', 'in', part)
        .where((eb) => eb.or([eb('owner', '=', owner), eb('owner', 'is', null)]))
        .orderBy('uuid')
        .$if(pg, (q) => q.forShare())
        .execute();
      for (const r of mine) allowed.add(r.uuid);
    }
    const written = rows.filter((r) => allowed.has(r.game_uuid));
    for (const part of chunked(written, 500)) await trx.insertInto('game_events').values(part).execute();
    for (const payload of notify?.payloads(written) ?? []) {
      await sql`select pg_notify(${notify?.channel}, ${payload})`.execute(trx);
    }
    return { written, lost: new Set(uuids.filter((u) => !allowed.has(u))) };
  });
}

/** A game's events after `seq`, in order. */
export function eventsAfter(db: Executor, uuid: string, seq: number, limit: number) {
  return db
    .selectFrom('game_events')
    .select(['seq', 'body'])
    .where('game_uuid', '=', uuid)
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The last event number a game published (0: none). */
export async function lastEventSeq(db: Executor, uuid: string): Promise<number> {
  const row = await db
    .selectFrom('game_events')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('game_uuid', '=', uuid)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** A game's last event's number and type (none: nothing published yet). */
export function lastEvent(db: Executor, uuid: string) {
  return db
    .selectFrom('game_events')
    .select(['seq', 'kind'])
    .where('game_uuid', '=', uuid)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The last `sync` a game published: where a process following it starts its mirror. */
export function lastSync(db: Executor, uuid: string) {
  return db
    .selectFrom('game_events')
    .select(['seq', 'body'])
    .where('game_uuid', '=', uuid)
    .where('kind', '=', 'sync')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Forgets the events of games that ended before `before` (a late socket gets the recorded result instead). */
export async function purgeEvents(db: Database, before: number): Promise<void> {
  await db
    .deleteFrom('game_events')
    .where('at', '<', before)
    .where('game_uuid', 'in', (eb) =>
      eb.selectFrom('games').select('uuid').where('status', 'in', ['finished', 'terminated']),
    )
    .execute();
}

/** Which of these server backends (listening connections of other processes: PgBus) are still connected. */
export async function liveBackends(db: Executor, pids: number[]): Promise<Set<number>> {
  if (pids.length === 0) return new Set();
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where pid = any(${pids})`.execute(db);
  return new Set(rows.map((r) => Number(r.pid)));
}
