import type { Kysely } from 'kysely';

/**
 * Games (issue 10): plans and their seats, running games with their seats and persisted decisions, and what a
 * finished game leaves behind — the record (one row + one row per seat), its mjai log, yakuman records and the
 * players' kept season statistics. The record format is described in docs/ARCHITECTURE.md ("Game records").
 * Frozen once landed; never imports app code. Runs on SQLite and PostgreSQL alike.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  const seasonFk = ['unique_id', 'season_id'] as const;

  // A reserved table: who sits where with how many points, when it starts, and where it is in its life cycle
  // (create → start → finish, or expired / cancelled).
  await db.schema
    .createTable('game_plans')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('game_start_time', 'integer', (c) => c.notNull())
    .addColumn('shuffle_seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ai_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('game_uuid', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('update_time', 'integer', (c) => c.notNull())
    .addForeignKeyConstraint('game_plans_season_fk', [...seasonFk], 'seasons', [...seasonFk], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('game_plans_season_status')
    .on('game_plans')
    .columns(['unique_id', 'season_id', 'status', 'game_start_time'])
    .execute();
  await db.schema.createIndex('game_plans_due').on('game_plans').columns(['status', 'game_start_time']).execute();

  // account_id 0 is a robot seat.
  await db.schema
    .createTable('game_plan_seats')
    .addColumn('plan_uuid', 'text', (c) => c.notNull().references('game_plans.uuid').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('init_points', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_plan_seats_pk', ['plan_uuid', 'seat'])
    .execute();
  await db.schema.createIndex('game_plan_seats_account').on('game_plan_seats').column('account_id').execute();

  // A game being played. `config` is the engine's GameConfig (seed, round type, rule, start points) as JSON: the
  // game is that config plus its decisions, so any process can rebuild it. `owner` + `lease_until` say which
  // server process drives it; an expired lease may be taken over.
  await db.schema
    .createTable('games')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('plan_uuid', 'text')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('round_type', 'integer', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_time', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'integer')
    .addColumn('paused_at', 'integer')
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner', 'text')
    .addColumn('lease_until', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chang', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ju', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ben', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scores', 'text', (c) => c.notNull())
    .addColumn('decision_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('update_time', 'integer', (c) => c.notNull())
    .addForeignKeyConstraint('games_season_fk', [...seasonFk], 'seasons', [...seasonFk], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('games_season_status')
    .on('games')
    .columns(['unique_id', 'season_id', 'status', 'start_time'])
    .execute();
  await db.schema.createIndex('games_lease').on('games').columns(['status', 'lease_until']).execute();

  // ai_level is the robot level for account 0 seats, and the auto-play fallback's level for people.
  await db.schema
    .createTable('game_seats')
    .addColumn('game_uuid', 'text', (c) => c.notNull().references('games.uuid').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('ai_level', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_seats_pk', ['game_uuid', 'seat'])
    .execute();
  await db.schema.createIndex('game_seats_account').on('game_seats').column('account_id').execute();

  // The decisions of a game in order, in batches (`seq` 0, 1, 2 …; a batch is a JSON array of engine log entries).
  await db.schema
    .createTable('game_decisions')
    .addColumn('game_uuid', 'text', (c) => c.notNull().references('games.uuid').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('decisions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_decisions_pk', ['game_uuid', 'seq'])
    .execute();

  // A finished (or terminated) game. `uuid` is the game's uuid. JSON columns: `config` {round_type, init_points,
  // detail_rule, ai_levels}, `accounts` [{account_id, nickname, seat}], `result` {players:[{seat, part_point_1,
  // total_point}]} — the spec's and the original platform's shapes.
  await db.schema
    .createTable('game_records')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('plan_uuid', 'text')
    .addColumn('start_time', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'integer', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('accounts', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terminated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hands', 'integer', (c) => c.notNull().defaultTo(0))
    .addForeignKeyConstraint('game_records_season_fk', [...seasonFk], 'seasons', [...seasonFk], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('game_records_season_end')
    .on('game_records')
    .columns(['unique_id', 'season_id', 'end_time', 'uuid'])
    .execute();

  // One row per seat of a record, so a player's games and the season's statistics are indexed reads. People's
  // seats only (account_id > 0); robots appear in the record's `accounts` with account_id 0.
  await db.schema
    .createTable('game_record_players')
    .addColumn('record_uuid', 'text', (c) => c.notNull().references('game_records.uuid').onDelete('cascade'))
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('placement', 'integer', (c) => c.notNull())
    .addColumn('part_point_1', 'integer', (c) => c.notNull())
    .addColumn('total_point', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'integer', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    // per-game tallies read from the engine's hand summaries
    .addColumn('hands', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deal_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('riichis', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_record_players_pk', ['record_uuid', 'seat'])
    .execute();
  await db.schema
    .createIndex('game_record_players_player')
    .on('game_record_players')
    .columns(['unique_id', 'season_id', 'account_id', 'end_time'])
    .execute();
  // a player's last results across contests (the lobby's "my games")
  await db.schema
    .createIndex('game_record_players_account')
    .on('game_record_players')
    .columns(['account_id', 'end_time'])
    .execute();

  // The game's mjai log (newline-delimited JSON) and its decision log, kept for replay and export.
  await db.schema
    .createTable('game_logs')
    .addColumn('uuid', 'text', (c) => c.primaryKey().references('game_records.uuid').onDelete('cascade'))
    .addColumn('mjai', 'text', (c) => c.notNull())
    .addColumn('decisions', 'text', (c) => c.notNull())
    .execute();

  let yakuman = db.schema.createTable('yakuman_records');
  yakuman = pg
    ? yakuman.addColumn('id', 'serial', (c) => c.primaryKey())
    : yakuman.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await yakuman
    .addColumn('game_uuid', 'text', (c) => c.notNull().references('game_records.uuid').onDelete('cascade'))
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    // multiple, or 7 for a counted (kazoe) yakuman
    .addColumn('yiman', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'integer', (c) => c.notNull())
    // JSON {names, chang, ju, ben, hand}
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('yakuman_records_season')
    .on('yakuman_records')
    .columns(['unique_id', 'season_id', 'end_time'])
    .execute();

  // Kept statistics per season player, updated in the transaction that finishes (or removes / restores) a record.
  // Removed records are not counted. The records/ranking issue adds the standing under the season's rank rule.
  await db.schema
    .createTable('season_player_stats')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('game_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accumulate_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('part_point_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank_1_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank_2_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank_3_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rank_4_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hands', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deal_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('riichis', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_game_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('season_player_stats_pk', ['unique_id', 'season_id', 'account_id'])
    .addForeignKeyConstraint('season_player_stats_season_fk', [...seasonFk], 'seasons', [...seasonFk], (c) =>
      c.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'season_player_stats',
    'yakuman_records',
    'game_logs',
    'game_record_players',
    'game_records',
    'game_decisions',
    'game_seats',
    'games',
    'game_plan_seats',
    'game_plans',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
