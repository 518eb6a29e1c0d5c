import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

/** Frozen once landed. Runs on SQLite and PostgreSQL alike; never imports app code. */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  /** An auto-numbered `id` primary key: serial on PostgreSQL, integer autoincrement on SQLite. */
  const serial = <T extends string>(b: CreateTableBuilder<T, never>) =>
    pg
      ? b.addColumn('id', 'serial', (c) => c.primaryKey())
      : b.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const big = 'integer'; // account ids stay below 2^31 (zone 15 ends at 2^27)

  await db.schema
    .createTable('accounts')
    .addColumn('account_id', big, (c) => c.primaryKey())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('zone', 'integer', (c) => c.notNull())
    .addColumn('diamonds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_create', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_operator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_nickname').on('accounts').column('nickname').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('account_id', big, (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('expire_time', 'integer', (c) => c.notNull())
    .execute();

  await serial(db.schema.createTable('email_codes'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('expire_time', 'integer', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('email_codes_email').on('email_codes').columns(['email', 'id']).execute();

  await serial(db.schema.createTable('rate_events'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_bucket').on('rate_events').columns(['bucket', 'create_time']).execute();

  let contests = db.schema.createTable('contests');
  contests = pg
    ? contests.addColumn('unique_id', 'serial', (c) => c.primaryKey())
    : contests.addColumn('unique_id', 'integer', (c) => c.primaryKey().autoIncrement());
  await contests
    .addColumn('contest_id', 'integer', (c) => c.notNull().unique())
    .addColumn('creator_id', big, (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'integer', (c) => c.notNull())
    .addColumn('finish_time', 'integer', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('open_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('i18n_switch', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('observer_switch', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contest_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_zones', 'text', (c) => c.notNull())
    .addColumn('available_zones', 'text', (c) => c.notNull())
    .addColumn('contest_setting', 'text', (c) => c.notNull())
    .addColumn('game_rule_setting', 'text', (c) => c.notNull())
    .addColumn('contest_name', 'text', (c) => c.notNull())
    .addColumn('public_notice', 'text', (c) => c.notNull())
    .addColumn('private_notice', 'text', (c) => c.notNull())
    .addColumn('manager_notice', 'text', (c) => c.notNull())
    .addColumn('check_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_player_count', 'integer', (c) => c.notNull().defaultTo(3000))
    .execute();
  await db.schema.createIndex('contests_creator').on('contests').columns(['creator_id', 'create_time']).execute();

  await serial(db.schema.createTable('contest_reviews'))
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('account_id', big, (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('decide_time', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('contest_reviews_state').on('contest_reviews').columns(['state', 'id']).execute();

  for (const table of ['contest_admins', 'contest_observers']) {
    await db.schema
      .createTable(table)
      .addColumn('unique_id', 'integer', (c) => c.notNull())
      .addColumn('account_id', big, (c) => c.notNull())
      .addColumn('create_time', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['unique_id', 'account_id'])
      .execute();
  }
  await db.schema.createIndex('contest_admins_account').on('contest_admins').column('account_id').execute();

  await db.schema
    .createTable('seasons')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'integer', (c) => c.notNull())
    .addColumn('end_time', 'integer', (c) => c.notNull())
    .addColumn('ended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('end_edited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signup_type', 'integer', (c) => c.notNull())
    .addColumn('signup_start_time', 'integer', (c) => c.notNull())
    .addColumn('signup_end_time', 'integer', (c) => c.notNull())
    .addColumn('auto_match', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('match_start_time', 'integer', (c) => c.notNull())
    .addColumn('match_end_time', 'integer', (c) => c.notNull())
    .addColumn('rank_rule', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('chat_limit_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('seasons_pk', ['unique_id', 'season_id'])
    .execute();

  await db.schema
    .createTable('season_players')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', big, (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .addColumn('account_data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_players_pk', ['unique_id', 'season_id', 'account_id'])
    .execute();
  await db.schema
    .createIndex('season_players_state')
    .on('season_players')
    .columns(['unique_id', 'season_id', 'state', 'create_time'])
    .execute();
  await db.schema.createIndex('season_players_account').on('season_players').column('account_id').execute();

  for (const table of ['season_blacklist', 'chat_limits']) {
    await db.schema
      .createTable(table)
      .addColumn('unique_id', 'integer', (c) => c.notNull())
      .addColumn('season_id', 'integer', (c) => c.notNull())
      .addColumn('account_id', big, (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('create_time', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['unique_id', 'season_id', 'account_id'])
      .execute();
  }

  await serial(db.schema.createTable('audit_log'))
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', big, (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_contest').on('audit_log').columns(['unique_id', 'id']).execute();

  await serial(db.schema.createTable('announcements'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .execute();

  await serial(db.schema.createTable('analytics_events'))
    .addColumn('account_id', big)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('time', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('player_locks')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', big, (c) => c.notNull())
    .addColumn('owner_id', big, (c) => c.notNull())
    .addColumn('expire_time', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_locks_pk', ['unique_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('forbidden_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .execute();
  // A starting list an operator extends; matched case-insensitively as substrings.
  for (const word of ['赌博', '賭博', '博彩', 'gambling', 'casino', '도박', 'ギャンブル']) {
    await sql`insert into forbidden_words (word) values (${word})`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'forbidden_words',
    'player_locks',
    'analytics_events',
    'announcements',
    'audit_log',
    'chat_limits',
    'season_blacklist',
    'season_players',
    'seasons',
    'contest_observers',
    'contest_admins',
    'contest_reviews',
    'contests',
    'rate_events',
    'email_codes',
    'sessions',
    'accounts',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
