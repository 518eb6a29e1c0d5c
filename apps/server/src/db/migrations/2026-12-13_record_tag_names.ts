import type { Kysely } from 'kysely';

/**
 * A season's names for its record tags (issue 29 defect 9): `record_tag_names` holds one row per named tag number
 * (1–9) of a season; a record keeps its tag as the number (`game_records.tag`, the spec's field), so a name removed
 * leaves the records' numbers as they were. Names are unique within the season (the service also compares them
 * without case and width). The rows go with their season. Frozen once landed; never imports app code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

const season = ['unique_id', 'season_id'] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('record_tag_names')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('tag', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_tag_names_pk', [...season, 'tag'])
    .addUniqueConstraint('record_tag_names_name_unique', [...season, 'name'])
    .addForeignKeyConstraint('record_tag_names_season_fk', [...season], 'seasons', [...season], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('record_tag_names').execute();
}
