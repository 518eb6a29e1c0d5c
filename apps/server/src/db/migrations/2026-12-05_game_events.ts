import type { Kysely } from 'kysely';

/**
 * The games' event log for several server processes on one PostgreSQL (issue 15 point 11): every event of a live
 * game, numbered per game (`seq`, continued by the process that takes a game over), as the driving process published
 * it; other processes read it after a LISTEN/NOTIFY pointer (`games/cluster/`). `kind` is the event's type (a process
 * following a game finds the last `sync` by it); `body` the event as JSON, its audience (`to`) included. A single
 * SQLite process never writes here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_events')
    .addColumn('game_uuid', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_events_pk', ['game_uuid', 'seq'])
    .execute();
  await db.schema.createIndex('game_events_at').on('game_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_events').execute();
}
