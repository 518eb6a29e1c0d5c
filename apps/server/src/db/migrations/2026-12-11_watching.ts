import type { Kysely } from 'kysely';

/**
 * Watching and replays (issue 28).
 *
 * `game_hands`: the position of every hand of a game, as it was reached and when: a row at the start (the first hand, the starting
 * points) and one at each hand's end (the next hand, the points after the settlement), written with the games row
 * (games/games.repository.ts). Whoever may watch only behind the game (TAIKAI_WATCH_DELAY) is shown the position
 * the game had that many seconds ago, from these rows, in every process. A game live when this runs gets its current
 * position, as of its last write.
 *
 * `game_records.replay_public`: 1 when a manager has made the record's replay public (anyone with its link may open
 * it, after the watch delay); 0 by default. Frozen once landed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('game_hands')
    .addColumn('game_uuid', 'text', (c) => c.notNull().references('games.uuid').onDelete('cascade'))
    .addColumn('chang', 'integer', (c) => c.notNull())
    .addColumn('ju', 'integer', (c) => c.notNull())
    .addColumn('ben', 'integer', (c) => c.notNull())
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_hands_pk', ['game_uuid', 'chang', 'ju', 'ben'])
    .execute();
  // a game live now has its current position, as of its last write
  await db
    .insertInto('game_hands')
    .columns(['game_uuid', 'chang', 'ju', 'ben', 'scores', 'at'])
    .expression(
      db
        .selectFrom('games')
        .select(['uuid', 'chang', 'ju', 'ben', 'scores', 'update_time'])
        .where('status', 'in', ['running', 'paused', 'terminating']),
    )
    .execute();
  await db.schema
    .alterTable('game_records')
    .addColumn('replay_public', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_records').dropColumn('replay_public').execute();
  await db.schema.dropTable('game_hands').execute();
}
