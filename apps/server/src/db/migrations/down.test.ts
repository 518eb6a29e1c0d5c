import { NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from './index.js';
import { databaseColumns, type MigrationTestDatabase, openMigrationTestDatabase } from './test-database.js';

/** Every migration's down step runs: up to the latest, down one at a time to nothing, and up again. */
let m: MigrationTestDatabase;
beforeAll(async () => {
  m = await openMigrationTestDatabase();
});
afterAll(() => m.close());

const names = Object.keys(migrations);
/**
 * Dozens of migrator calls, each of which introspects the database (on PostgreSQL ~0.5 s, more under a busy suite):
 * the time grows with every migration, so the limit is generous.
 */
const SLOW = { timeout: 180_000 };

/** The tables of the database, without the migrator's own. */
async function tables(): Promise<string[]> {
  return [...new Set((await databaseColumns(m)).map((c) => c.table))].sort();
}

describe('down steps', () => {
  it('undo every migration in turn, leave no table behind, and the migrations run again after', SLOW, async () => {
    const up = await m.migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(up.results?.map((r) => r.migrationName)).toEqual(names);
    const full = await tables();

    for (const name of [...names].reverse()) {
      const { error, results } = await m.migrator.migrateDown();
      expect(error, `down step of ${name}`).toBeUndefined();
      expect(results).toEqual([{ migrationName: name, direction: 'Down', status: 'Success' }]);
    }
    expect(await tables()).toEqual([]);

    const again = await m.migrator.migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(again.results?.map((r) => r.status)).toEqual(names.map(() => 'Success'));
    expect(await tables()).toEqual(full);
  });

  it('leave the database as it was before the migration (tables, columns, indexes and keys)', SLOW, async () => {
    await m.migrator.migrateTo(NO_MIGRATIONS);
    // Step up one migration at a time; after each, its down step then its up step must give the same shape.
    for (const name of names) {
      const before = await shape();
      expect((await m.migrator.migrateUp()).error, `up ${name}`).toBeUndefined();
      const after = await shape();
      expect((await m.migrator.migrateDown()).error, `down ${name}`).toBeUndefined();
      expect(await shape(), `down ${name} restores the shape before it`).toEqual(before);
      expect((await m.migrator.migrateUp()).error, `up ${name} again`).toBeUndefined();
      expect(await shape(), `up ${name} again`).toEqual(after);
    }
  });
});

/** What the database holds, in a comparable form: each table's columns, and the names of its indexes and keys. */
async function shape(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const c of await databaseColumns(m)) {
    const columns = (out[c.table] as string[] | undefined) ?? [];
    columns.push(`${c.name} ${c.type}${c.nullable ? '' : ' not null'}`);
    out[c.table] = columns;
  }
  out['(indexes, keys and triggers)'] = await objects();
  return out;
}

async function objects(): Promise<string[]> {
  if (m.postgres) {
    const { rows } = await sql<{ name: string }>`
      select 'index ' || indexname as name from pg_indexes where schemaname = current_schema()
      union all select 'constraint ' || conname || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace where n.nspname = current_schema()
      union all select 'trigger ' || tgname from pg_trigger t join pg_class r on r.oid = t.tgrelid
        join pg_namespace n on n.oid = r.relnamespace where n.nspname = current_schema() and not t.tgisinternal
    `.execute(m.db);
    return rows.map((r) => r.name).sort();
  }
  const { rows } = await sql<{ name: string }>`
    select type || ' ' || name as name from sqlite_master where type in ('index', 'trigger')
    union all select 'key ' || m.name || ' ' || f."from" || '->' || f."table" || '.' || f."to" || ' ' || f.on_delete
      from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'
  `.execute(m.db);
  return rows.map((r) => r.name).sort();
}
