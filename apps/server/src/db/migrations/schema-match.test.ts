import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemaTypes, SCHEMA_FILE, schemaDifferences } from './schema-types.js';
import {
  type DatabaseColumn,
  databaseColumns,
  type MigrationTestDatabase,
  openMigrationTestDatabase,
} from './test-database.js';

/**
 * The migrated database and `db/schema.ts` (the Kysely `DB` interface the code is typed by) name the same tables
 * and columns, with the same type class and nullability (issue 13 point 7), on SQLite and PostgreSQL alike.
 */
let m: MigrationTestDatabase;
let migrated: DatabaseColumn[];
beforeAll(async () => {
  m = await openMigrationTestDatabase();
  const { error } = await m.migrator.migrateToLatest();
  if (error) throw error;
  migrated = await databaseColumns(m);
});
afterAll(() => m.close());

describe('db/schema.ts against the migrated database', () => {
  it('names every table and column the migrations make, and no other, with their types and nullability', () => {
    const typed = readSchemaTypes();
    expect(typed.length).toBeGreaterThan(100);
    expect(schemaDifferences(migrated, typed)).toEqual([]);
  });

  it('reports a column a migration adds that schema.ts lacks', async () => {
    await sql`alter table season_ready add column note text`.execute(m.db);
    try {
      expect(schemaDifferences(await databaseColumns(m), readSchemaTypes())).toEqual([
        'column season_ready.note: made by the migrations, missing in schema.ts',
      ]);
    } finally {
      await sql`alter table season_ready drop column note`.execute(m.db);
    }
  });

  it('reports a column, a table, a type or a nullability in schema.ts that no migration makes', () => {
    const text = fs.readFileSync(SCHEMA_FILE, 'utf8');
    const edit = (from: string, to: string) => {
      expect(text).toContain(from);
      return readSchemaTypes(text.replace(from, to));
    };
    expect(
      schemaDifferences(migrated, edit('  ready_time: number;\n', '  ready_time: number;\n  note: string;\n')),
    ).toEqual(['column season_ready.note: in schema.ts, made by no migration']);
    expect(schemaDifferences(migrated, edit('  ready_time: number;\n', '  ready_time: string | null;\n'))).toEqual([
      'column season_ready.ready_time: integer in the database, text in schema.ts',
      'column season_ready.ready_time: not null in the database, not in schema.ts',
    ]);
    expect(
      schemaDifferences(
        migrated,
        edit('export interface DB {\n', 'export interface DB {\n  ghosts: SeasonReadyTable;\n'),
      ),
    ).toEqual(['table ghosts: in schema.ts, made by no migration']);
    expect(schemaDifferences(migrated, edit('  export_marks: ExportMarksTable;\n', ''))).toEqual([
      'table export_marks: made by the migrations, missing in schema.ts',
    ]);
  });
});
