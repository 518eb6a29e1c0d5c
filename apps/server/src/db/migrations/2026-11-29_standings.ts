import { type Kysely, sql } from 'kysely';

/**
 * Standings (issue 12). Each season player's kept statistics also hold their standing under the season's rank rule
 * (the rule result, whether they have enough games for it, the games shown beside it), so the ranking page reads an
 * index in ranking order instead of scanning records. `season_standings` names the rule the kept standings of a
 * season were computed under (a changed rule rebuilds them). `export_marks` holds each manager's last download per
 * export kind, for the 300-second cooldown. A covering index serves the calculated ranking over a time range.
 * Frozen once landed; never imports app code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, type, dflt] of [
    ['rank_point', 'integer', 0],
    ['qualified', 'integer', 0],
    ['recent_games', 'text', '[]'],
    ['series_games', 'text', '[]'],
  ] as const) {
    await db.schema
      .alterTable('season_player_stats')
      .addColumn(name, type, (c) => c.notNull().defaultTo(dflt))
      .execute();
  }
  // ranking order: qualified, rule result, total, firsts (desc), last game (asc), account id
  await sql`create index season_player_stats_rank on season_player_stats
    (unique_id, season_id, qualified desc, rank_point desc, accumulate_point desc, rank_1_count desc,
     last_game_time, account_id)`.execute(db);

  await db.schema
    .createTable('season_standings')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('rank_rule', 'integer', (c) => c.notNull())
    .addColumn('update_time', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_standings_pk', ['unique_id', 'season_id'])
    .addForeignKeyConstraint(
      'season_standings_season_fk',
      ['unique_id', 'season_id'],
      'seasons',
      ['unique_id', 'season_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('export_marks')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_time', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('export_marks_pk', ['account_id', 'kind'])
    .execute();

  await db.schema
    .createIndex('game_record_players_calc')
    .on('game_record_players')
    .columns(['unique_id', 'season_id', 'end_time', 'removed', 'account_id', 'placement', 'total_point'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('game_record_players_calc').execute();
  await db.schema.dropTable('export_marks').execute();
  await db.schema.dropTable('season_standings').execute();
  await db.schema.dropIndex('season_player_stats_rank').execute();
  for (const name of ['series_games', 'recent_games', 'qualified', 'rank_point']) {
    await db.schema.alterTable('season_player_stats').dropColumn(name).execute();
  }
}
