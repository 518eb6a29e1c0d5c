import { type Kysely, sql } from 'kysely';

/**
 * PostgreSQL: live games get an index of their own, and the per-second writes to live games stop touching any index.
 *
 * Until now the running list, the lobby and the upkeep found live games through `games_season_status` and
 * `games_lease (status, lease_until)`. Every lease renewal (each live game, every second) changed an indexed
 * column, so no renewal could be a heap-only update: each wrote a new entry into every index of `games`. On
 * PostgreSQL, at 750 tables, the table and its indexes bloated with dead versions within minutes and the planner,
 * its statistics behind, read the running list by scanning the whole table (3–6 ms a poll, growing with the season's
 * finished games). Now:
 *  - `games_live (unique_id, season_id, start_time) where status in ('running','paused','terminating')`: only live
 *    games, so the running list, the lobby's "my running game" and the upkeep's orphan search read a few hundred
 *    entries whatever the number of finished games;
 *  - `games_lease` is dropped: the orphan search filters `lease_until` over the live games of that index, and lease
 *    renewals and per-hand positions (neither changes an indexed column) can be heap-only updates;
 *  - the table keeps 15 % of each page free (`fillfactor = 85`) so those updates find room on their page.
 * SQLite keeps its indexes: it updates rows in place (no dead versions to pile up), and `games_lease` serves its
 * orphan search. Frozen once landed; never imports app code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index games_live on games (unique_id, season_id, start_time)
    where status in ('running', 'paused', 'terminating')`.execute(db);
  await db.schema.dropIndex('games_lease').execute();
  await sql`alter table games set (fillfactor = 85)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table games reset (fillfactor)`.execute(db);
  await db.schema.createIndex('games_lease').on('games').columns(['status', 'lease_until']).execute();
  await db.schema.dropIndex('games_live').execute();
}
