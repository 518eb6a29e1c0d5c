import { type Kysely, sql } from 'kysely';

/**
 * How many players each season has in each state (1 waiting for review, 2 joined), kept by triggers on
 * season_players, so every writer — the API, the operator CLI, an import — keeps it right, and a roster page's total
 * and the contest detail's season counts are one index lookup instead of counting the season's rows. Frozen once
 * landed; never imports app code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter.constructor.name === 'PostgresAdapter';

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('season_player_counts')
    .addColumn('unique_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_player_counts_pk', ['unique_id', 'season_id', 'state'])
    .execute();
  await sql`
    insert into season_player_counts (unique_id, season_id, state, n)
    select unique_id, season_id, state, count(*) from season_players group by unique_id, season_id, state
  `.execute(db);

  if (isPostgres(db)) {
    await sql`
      create function season_players_count() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update season_player_counts set n = n - 1
          where unique_id = old.unique_id and season_id = old.season_id and state = old.state;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into season_player_counts (unique_id, season_id, state, n)
          values (new.unique_id, new.season_id, new.state, 1)
          on conflict (unique_id, season_id, state) do update set n = season_player_counts.n + 1;
        end if;
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create trigger season_players_count
      after insert or delete or update of unique_id, season_id, state on season_players
      for each row execute function season_players_count()
    `.execute(db);
    return;
  }

  const add = (row: 'new') => sql`
    insert into season_player_counts (unique_id, season_id, state, n)
    values (${sql.raw(row)}.unique_id, ${sql.raw(row)}.season_id, ${sql.raw(row)}.state, 1)
    on conflict (unique_id, season_id, state) do update set n = n + 1;`;
  const remove = (row: 'old') => sql`
    update season_player_counts set n = n - 1
    where unique_id = ${sql.raw(row)}.unique_id and season_id = ${sql.raw(row)}.season_id
      and state = ${sql.raw(row)}.state;`;
  await sql`create trigger season_players_count_insert after insert on season_players begin ${add('new')} end`.execute(
    db,
  );
  await sql`create trigger season_players_count_delete after delete on season_players begin ${remove('old')} end`.execute(
    db,
  );
  await sql`
    create trigger season_players_count_update after update of unique_id, season_id, state on season_players
    begin ${remove('old')} ${add('new')} end
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists season_players_count on season_players`.execute(db);
    await sql`drop function if exists season_players_count()`.execute(db);
  } else {
    for (const name of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`season_players_count_${name}`)}`.execute(db);
  }
  await db.schema.dropTable('season_player_counts').ifExists().execute();
}
