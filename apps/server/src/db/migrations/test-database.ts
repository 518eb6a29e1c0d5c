import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database } from '../database.js';
import { migrations } from './index.js';

/**
 * A fresh, unmigrated database for the migration tests: SQLite in memory, or a throw-away PostgreSQL schema when
 * TAIKAI_TEST_DATABASE_URL is a postgres:// URL (as test/helpers.ts does for the app tests), with a migrator that
 * keeps its tables in that schema.
 */
export interface MigrationTestDatabase {
  db: Database;
  migrator: Migrator;
  postgres: boolean;
  /** The PostgreSQL schema the database lives in; undefined on SQLite. */
  schema?: string;
  close(): Promise<void>;
}

export async function openMigrationTestDatabase(): Promise<MigrationTestDatabase> {
  const url = process.env.TAIKAI_TEST_DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    const db = createDatabase({ url: 'sqlite::memory:' });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    return { db, migrator, postgres: false, close: () => db.destroy() };
  }
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create schema ${schema}`);
  const db = createDatabase({ url, schema });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  return {
    db,
    migrator,
    postgres: true,
    schema,
    close: async () => {
      await db.destroy();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}

export interface DatabaseColumn {
  table: string;
  name: string;
  /** the declared type, lower case (`integer`, `text`) */
  type: string;
  nullable: boolean;
}

/**
 * The columns of every table of the database, the migrator's own tables left out, read from the catalogue of
 * this database only (Kysely's introspection reads every PostgreSQL schema, other test files' too).
 */
export async function databaseColumns(m: MigrationTestDatabase): Promise<DatabaseColumn[]> {
  if (m.postgres) {
    const { rows } = await sql<{ table: string; name: string; type: string; nullable: string }>`
      select table_name as "table", column_name as name, data_type as type, is_nullable as nullable
      from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_migration%'
      order by table_name, ordinal_position`.execute(m.db);
    return rows.map((r) => ({ ...r, type: r.type.toLowerCase(), nullable: r.nullable === 'YES' }));
  }
  const { rows } = await sql<{ table: string; name: string; type: string; notnull: number; pk: number }>`
    select t.name as "table", c.name as name, c.type as type, c."notnull" as "notnull", c.pk as pk
    from sqlite_master t, pragma_table_info(t.name) c
    where t.type = 'table' and t.name not like 'sqlite_%' and t.name not like 'kysely_migration%'
    order by t.name, c.cid`.execute(m.db);
  // SQLite lets a primary key other than an integer one hold NULL (an old quirk), but no code writes one.
  return rows.map((r) => ({ table: r.table, name: r.name, type: r.type.toLowerCase(), nullable: !r.notnull && !r.pk }));
}
