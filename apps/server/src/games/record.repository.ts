/**
 * Finishing games: the records, their per-person rows, yakuman records, the logs, the plans' status and the games'
 * own rows — for a batch of games in one transaction, exactly once (a game's row must still be live and owned by
 * the finishing process, else nothing of that game is written) — and `records.changed` for each season, whose
 * listener (modules/ranking) updates the people's kept statistics and standings in the same transaction. The one
 * writer of records: the demo's simulated seasons and tests write built records through `writeBuiltRecords`.
 *
 * In bulk: a batch costs a fixed handful of statements whatever its size (multi-row inserts, one standings refresh
 * per season, chunks of CHUNK rows), which is what keeps finishing ahead of 750 tables on PostgreSQL, where every
 * statement is a round trip. Rows are locked in one order by every writer of them — games by uuid (as positions and
 * lease renewals do, games.repository.ts), then each season's statistics rows by account (ranking's `lockStats`),
 * seasons in (unique_id, season_id) order — so concurrent finishing transactions of several processes wait for each
 * other instead of deadlocking.
 */
import { sql } from 'kysely';
import type { Database, Executor } from '../db/database.js';
import type { GameStatus } from '../db/schema.js';
import { emit } from '../domain-events.js';
import { chunked as chunk } from '../lib/chunked.js';
import { LIVE_STATUSES, lockGames, POSITION_COLUMNS, POSITION_SET } from './games.repository.js';
import { jsonRows } from './json-rows.js';
import type { BuiltRecord } from './record.js';

export interface FinishWrite {
  built: BuiltRecord;
  owner: string;
  /** final points per seat and position, for the games row */
  scores: number[];
  chang: number;
  ju: number;
  ben: number;
  decision_count: number;
}

/** The games rows' final position (update_time is the end time too) and status. */
const CLOSE_COLUMNS = { ...POSITION_COLUMNS, status: 'text' } as const;

/** Rows per multi-row statement (parameters stay far below SQLite's and PostgreSQL's limits). */
const CHUNK = 200;

/**
 * Several finished games in one transaction (one commit for all, which is what many tables ending within a moment
 * of each other cost); answers per game whether it was written. Any failure rolls back every game of the batch.
 */
export async function writeFinishedGames(db: Database, ws: readonly FinishWrite[]): Promise<boolean[]> {
  if (ws.length === 0) return [];
  return db.transaction().execute((trx) => finishIn(trx, ws));
}

async function finishIn(trx: Executor, ws: readonly FinishWrite[]): Promise<boolean[]> {
  const closed = await closeGames(trx, ws);
  const done = ws.filter((w) => closed.has(w.built.record.uuid));
  if (done.length) {
    await insertRecords(trx, done, closed);
    await recordsChanged(
      trx,
      done.map((w) => w.built),
    );
    await finishPlans(trx, done);
  }
  return ws.map((w) => closed.has(w.built.record.uuid));
}

/**
 * The exactly-once guard: moves the games' rows from live to finished or terminated, only where this process still
 * owns them; answers the tag and remark (set on the running-games page) of every game it moved.
 */
async function closeGames(trx: Executor, ws: readonly FinishWrite[]) {
  const out = new Map<string, { tag: number; remark: string }>();
  const sorted = [...ws].sort((a, b) => cmp(a.built.record.uuid, b.built.record.uuid));
  for (const part of chunk(sorted, CHUNK)) {
    // row locks in uuid order, before the update takes them in whatever order its plan visits them
    await lockGames(
      trx,
      part.map((w) => w.built.record.uuid),
    );
    for (const mine of byOwner(part)) {
      const rows = await trx
        .updateTable('games')
        .from(
          jsonRows(
            trx,
            CLOSE_COLUMNS,
            mine.map((w) => {
              const r = w.built.record;
              const status = r.terminated ? 'terminated' : 'finished';
              return [r.uuid, w.chang, w.ju, w.ben, w.scores, w.decision_count, r.end_time, status];
            }),
            'v',
          ),
        )
        .set({
          ...POSITION_SET,
          status: sql.ref<GameStatus>('v.status'),
          end_time: sql.ref<number>('v.update_time'),
          paused_at: null,
          owner: null,
          lease_until: 0,
        })
        .whereRef('games.uuid', '=', 'v.uuid')
        .where('games.owner', '=', mine[0].owner)
        // not the status index (SQLite would scan every live game and the JSON rows for each): by uuid, per row
        .where(sql<string>`${sql.ref('games.status')} || ''`, 'in', LIVE_STATUSES)
        .returning(['games.uuid', 'games.tag', 'games.remark'])
        .execute();
      for (const r of rows) out.set(r.uuid, { tag: r.tag, remark: r.remark });
    }
  }
  return out;
}

/** The writes grouped by finishing process (a host's batches have one). */
function byOwner(ws: readonly FinishWrite[]): FinishWrite[][] {
  const by = new Map<string, FinishWrite[]>();
  for (const w of ws) by.set(w.owner, [...(by.get(w.owner) ?? []), w]);
  return [...by.values()];
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The records, their seats, yakuman records and logs (multi-row inserts); the games' decision batches go. */
async function insertRecords(
  trx: Executor,
  done: readonly FinishWrite[],
  closed: ReadonlyMap<string, { tag: number; remark: string }>,
): Promise<void> {
  await insertBuiltRecords(
    trx,
    done.map((w) => {
      const r = w.built.record;
      const game = closed.get(r.uuid) ?? { tag: r.tag, remark: r.remark };
      // the record's tag and remark are the running game's
      return { ...w.built, record: { ...r, tag: game.tag, remark: game.remark } };
    }),
  );
  for (const part of chunk(
    done.map((w) => w.built.record.uuid),
    CHUNK,
  )) {
    await trx.deleteFrom('game_decisions').where('game_uuid', 'in', part).execute();
  }
}

async function insertBuiltRecords(trx: Executor, built: readonly BuiltRecord[]): Promise<void> {
  for (const part of chunk(
    built.map((b) => b.record),
    CHUNK,
  )) {
    await trx.insertInto('game_records').values(part).execute();
  }
  const players = built.flatMap((b) => b.players);
  for (const part of chunk(players, CHUNK)) await trx.insertInto('game_record_players').values(part).execute();
  const yakuman = built.flatMap((b) => b.yakuman);
  for (const part of chunk(yakuman, CHUNK)) await trx.insertInto('yakuman_records').values(part).execute();
  // logs are the large rows (a game's mjai events): fewer per statement
  for (const part of chunk(
    built.map((b) => b.log),
    25,
  )) {
    await trx.insertInto('game_logs').values(part).execute();
  }
}

/**
 * Records built by `buildRecord` without a running game behind them (the demo's simulated seasons, tests): the same
 * rows as a finish, then `records.changed` for each season at `now`.
 */
export async function writeBuiltRecords(trx: Executor, built: readonly BuiltRecord[], now: number): Promise<void> {
  await insertBuiltRecords(trx, built);
  await recordsChanged(trx, built, now);
}

/**
 * A record written again (an offline record edited, modules/offline): its rows go, the built ones take their place
 * under the same uuid, and `records.changed` covers the people of both (one who left the table is refreshed too).
 */
export async function replaceBuiltRecord(
  trx: Executor,
  built: BuiltRecord,
  formerAccounts: readonly number[],
  now: number,
) {
  const uuid = built.record.uuid;
  await trx.deleteFrom('game_record_players').where('record_uuid', '=', uuid).execute();
  await trx.deleteFrom('yakuman_records').where('game_uuid', '=', uuid).execute();
  await trx.deleteFrom('game_logs').where('uuid', '=', uuid).execute();
  await trx.deleteFrom('game_records').where('uuid', '=', uuid).execute();
  await insertBuiltRecords(trx, [built]);
  const r = built.record;
  const ids = [...new Set([...formerAccounts, ...built.players.map((p) => p.account_id)])];
  await emit(trx, 'records.changed', { unique_id: r.unique_id, season_id: r.season_id, account_ids: ids, now });
}

/**
 * `records.changed` once per season of the batch, for all of its people in it, seasons in key order (the order every
 * writer of standings locks them in); `now` is the batch's time, else each season's latest end.
 */
async function recordsChanged(trx: Executor, built: readonly BuiltRecord[], now?: number): Promise<void> {
  const seasons = new Map<string, { unique_id: number; season_id: number; ids: number[]; now: number }>();
  for (const b of built) {
    const r = b.record;
    const key = `${r.unique_id}:${r.season_id}`;
    const s = seasons.get(key) ?? { unique_id: r.unique_id, season_id: r.season_id, ids: [], now: 0 };
    for (const p of b.players) s.ids.push(p.account_id);
    s.now = now ?? Math.max(s.now, r.end_time);
    seasons.set(key, s);
  }
  const ordered = [...seasons.values()].sort((a, b) => a.unique_id - b.unique_id || a.season_id - b.season_id);
  for (const s of ordered) {
    await emit(trx, 'records.changed', {
      unique_id: s.unique_id,
      season_id: s.season_id,
      account_ids: s.ids,
      now: s.now,
    });
  }
}

/** The games' plans are finished (grouped by end time: one statement per distinct second). */
async function finishPlans(trx: Executor, done: readonly FinishWrite[]): Promise<void> {
  const byTime = new Map<number, string[]>();
  for (const w of done) {
    const r = w.built.record;
    if (!r.plan_uuid) continue;
    const list = byTime.get(r.end_time) ?? [];
    list.push(r.plan_uuid);
    byTime.set(r.end_time, list);
  }
  for (const [time, plans] of byTime) {
    for (const part of chunk(plans.sort(cmp), CHUNK)) {
      await trx
        .updateTable('game_plans')
        .set({ status: 'finish', update_time: time })
        .where('uuid', 'in', part)
        .execute();
    }
  }
}
