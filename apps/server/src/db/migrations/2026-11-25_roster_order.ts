import type { Kysely } from 'kysely';

/**
 * A roster page is read in sign-up order (create_time, then account_id), filtered by state or not. These two indexes
 * hold exactly that order, so a page of 20 reads 20 index entries instead of sorting the season's players; they
 * replace the state index that stopped at create_time. Frozen once landed; never imports app code.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations are typed loosely by design
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('season_players_state').execute();
  await db.schema
    .createIndex('season_players_state_order')
    .on('season_players')
    .columns(['unique_id', 'season_id', 'state', 'create_time', 'account_id'])
    .execute();
  await db.schema
    .createIndex('season_players_order')
    .on('season_players')
    .columns(['unique_id', 'season_id', 'create_time', 'account_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('season_players_order').execute();
  await db.schema.dropIndex('season_players_state_order').execute();
  await db.schema
    .createIndex('season_players_state')
    .on('season_players')
    .columns(['unique_id', 'season_id', 'state', 'create_time'])
    .execute();
}
