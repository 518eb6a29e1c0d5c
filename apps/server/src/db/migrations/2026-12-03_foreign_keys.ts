import { type Kysely, sql } from 'kysely';

/**
 * Foreign keys for the tables of the first migrations (issue 13 point 7); the games and standings tables have had
 * theirs since they were made. Frozen once landed; never imports app code. Runs on SQLite and PostgreSQL alike.
 *
 * What a delete does. The code deletes no contest, season or account (a contest is marked `deleted`), only rows
 * under them (a roster entry, a ready mark, a manager, a session, a list entry), so no delete the code makes can
 * fail on these keys. For a delete made by hand:
 * - a contest takes its seasons, reviews, managers, observers and player locks with it (cascade); a season takes
 *   its roster, counts, lists and ready marks (cascade), and its plans, games, records and standings as before;
 * - a roster entry takes its ready mark (a ready mark points at the season player, so a ready row for someone not
 *   on the roster is refused too);
 * - an account takes its sessions and its manager and observer places (cascade); an account that created a
 *   contest cannot be deleted (restrict): the contest holds other people's games.
 * Left without keys on purpose: `audit_log` (the history outlives what it names; contest 0 is the platform),
 * account ids in games, plans, records, statistics, yakuman and locks (0 is a robot seat; a record is kept as it
 * was played), `season_players.account_id` (roster rows are copies with their own nickname; bulk fixtures and the
 * bench fill rosters with ids that have no account), analytics, exports and rate limits (not owned by a contest),
 * and the soft links between plans, games and records (`plan_uuid`, `game_uuid`: all three go with their season).
 *
 * Rows that already break a key (left by a bug or a hand edit) do not stop the upgrade: they are deleted first,
 * parents before children — the rows the cascade would have removed, or (a contest whose creator account is gone)
 * that the key would have refused. On SQLite that cleanup is a transaction of its own, run with the keys on so the
 * games tables' existing keys take the rows of a deleted season along. Then SQLite rebuilds each table (its 12-step
 * procedure: keys off outside a transaction, new table with the keys, copy, drop, rename, indexes and triggers back,
 * foreign_key_check, commit, keys on); PostgreSQL adds them with `alter table … add constraint` in the migrator's
 * transaction, cleanup included.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

interface ForeignKey {
  table: string;
  name: string;
  columns: string[];
  parent: string;
  parentColumns: string[];
  onDelete: 'cascade' | 'restrict';
}

const contest = (table: string): ForeignKey => ({
  table,
  name: `${table}_contest_fk`,
  columns: ['unique_id'],
  parent: 'contests',
  parentColumns: ['unique_id'],
  onDelete: 'cascade',
});
const season = (table: string): ForeignKey => ({
  table,
  name: `${table}_season_fk`,
  columns: ['unique_id', 'season_id'],
  parent: 'seasons',
  parentColumns: ['unique_id', 'season_id'],
  onDelete: 'cascade',
});
const account = (table: string, column = 'account_id', onDelete: ForeignKey['onDelete'] = 'cascade'): ForeignKey => ({
  table,
  name: `${table}_${column === 'account_id' ? 'account' : column}_fk`,
  columns: [column],
  parent: 'accounts',
  parentColumns: ['account_id'],
  onDelete,
});

/** Parents before children: orphans are deleted in this order, so a deleted parent's children go next. */
export const FOREIGN_KEYS: ForeignKey[] = [
  account('contests', 'creator_id', 'restrict'),
  contest('seasons'),
  contest('contest_reviews'),
  contest('contest_admins'),
  account('contest_admins'),
  contest('contest_observers'),
  account('contest_observers'),
  contest('player_locks'),
  account('sessions'),
  season('season_players'),
  season('season_player_counts'),
  season('season_blacklist'),
  season('chat_limits'),
  {
    table: 'season_ready',
    name: 'season_ready_player_fk',
    columns: ['unique_id', 'season_id', 'account_id'],
    parent: 'season_players',
    parentColumns: ['unique_id', 'season_id', 'account_id'],
    onDelete: 'cascade',
  },
];

const q = (name: string) => `"${name}"`;
const list = (names: string[]) => names.map(q).join(', ');
const clause = (k: ForeignKey) =>
  `constraint ${q(k.name)} foreign key (${list(k.columns)}) references ${q(k.parent)} (${list(k.parentColumns)}) on delete ${k.onDelete}`;

async function deleteOrphans(db: AnyDb): Promise<void> {
  for (const k of FOREIGN_KEYS) {
    await sql
      .raw(
        `delete from ${q(k.table)} where not exists (select 1 from ${q(k.parent)} p where ${k.columns
          .map((c, i) => `p.${q(k.parentColumns[i] as string)} = ${q(k.table)}.${q(c)}`)
          .join(' and ')})`,
      )
      .execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    // one transaction (the migrator's): the cleanup and the keys land together
    await deleteOrphans(db);
    for (const k of FOREIGN_KEYS) await sql.raw(`alter table ${q(k.table)} add ${clause(k)}`).execute(db);
    return;
  }
  await inSqliteTransaction(db, () => deleteOrphans(db));
  await rebuildSqlite(db, (table, createSql) => {
    const added = FOREIGN_KEYS.filter((k) => k.table === table).map(clause);
    return createSql.replace(/\)\s*$/, `, ${added.join(', ')})`);
  });
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const k of [...FOREIGN_KEYS].reverse())
      await sql.raw(`alter table ${q(k.table)} drop constraint ${q(k.name)}`).execute(db);
    return;
  }
  await rebuildSqlite(db, (table, createSql) => {
    let out = createSql;
    for (const k of FOREIGN_KEYS.filter((f) => f.table === table)) {
      const text = `, ${clause(k)}`;
      if (!out.includes(text)) throw new Error(`${table}: key ${k.name} not found in ${createSql}`);
      out = out.replace(text, '');
    }
    return out;
  });
}

/** SQLite: the migrator runs migrations on one connection outside a transaction (no transactional DDL there). */
async function inSqliteTransaction(db: AnyDb, fn: () => Promise<void>): Promise<void> {
  await sql`begin immediate`.execute(db);
  try {
    await fn();
    await sql`commit`.execute(db);
  } catch (e) {
    await sql`rollback`.execute(db);
    throw e;
  }
}

/**
 * SQLite's table rebuild (https://www.sqlite.org/lang_altertable.html#otheralter) for every table that gets or
 * loses keys: the new CREATE TABLE is the stored one changed by `rewrite`, so columns, defaults and the primary key
 * stay exactly as the earlier migrations left them. Keys are off meanwhile (a PRAGMA that only works outside a
 * transaction), and `legacy_alter_table` keeps the rename from re-checking triggers that name a table not yet
 * renamed back (the season player count triggers name `season_player_counts`). `foreign_key_check` then proves
 * every row holds before the commit.
 */
async function rebuildSqlite(db: AnyDb, rewrite: (table: string, createSql: string) => string): Promise<void> {
  const tables = [...new Set(FOREIGN_KEYS.map((k) => k.table))];
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await inSqliteTransaction(db, async () => {
      for (const table of tables) {
        const { rows: schema } = await sql<{ type: string; sql: string }>`
          select type, sql from sqlite_master where tbl_name = ${table} and sql is not null order by rowid`.execute(db);
        const create = schema.find((r) => r.type === 'table')?.sql;
        if (!create) throw new Error(`no table ${table}`);
        const { rows: seq } = await sql<{ seq: number }>`
          select seq from sqlite_sequence where name = ${table}`
          .execute(db)
          .catch(() => ({ rows: [] as { seq: number }[] }));
        const temp = `${table}__rebuild`;
        const head = /^CREATE TABLE\s+("[^"]+"|\w+)/i;
        if (!head.test(create)) throw new Error(`unexpected CREATE TABLE for ${table}: ${create}`);
        await sql.raw(rewrite(table, create).replace(head, `CREATE TABLE ${q(temp)}`)).execute(db);
        await sql.raw(`insert into ${q(temp)} select * from ${q(table)}`).execute(db);
        await sql.raw(`drop table ${q(table)}`).execute(db);
        await sql.raw(`alter table ${q(temp)} rename to ${q(table)}`).execute(db);
        for (const r of schema) if (r.type === 'index' || r.type === 'trigger') await sql.raw(r.sql).execute(db);
        if (seq[0])
          await sql`update sqlite_sequence set seq = max(seq, ${seq[0].seq}) where name = ${table}`.execute(db);
      }
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length) throw new Error(`foreign keys broken after the rebuild: ${JSON.stringify(broken)}`);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
