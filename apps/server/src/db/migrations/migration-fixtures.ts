import { sql } from 'kysely';
import type { Database } from '../database.js';

/**
 * Rows written with plain SQL for the migration tests, which run against the tables of an earlier migration
 * (the app's repositories know only the latest ones): an account, its contest and the contest's seasons.
 */
export async function insertContestWithSeasons(
  db: Database,
  uniqueId: number,
  seasonIds: number[],
  /** an account that does not exist, for an orphan; by default a new account 100000 + uniqueId */
  missingCreator?: number,
): Promise<void> {
  const creator = missingCreator ?? 100_000 + uniqueId;
  if (missingCreator === undefined) await insertAccountRow(db, creator);
  await sql`insert into contests (unique_id, contest_id, creator_id, create_time, start_time, finish_time, show_zones,
      available_zones, contest_setting, game_rule_setting, contest_name, public_notice, private_notice, manager_notice)
    values (${uniqueId}, ${uniqueId}, ${creator}, 0, 0, 0, '[]', '[]', '{}', '{}', '[]', '[]', '[]', '[]')`.execute(db);
  for (const seasonId of seasonIds) {
    await sql`insert into seasons (unique_id, season_id, create_time, start_time, end_time, signup_type,
        signup_start_time, signup_end_time, match_start_time, match_end_time)
      values (${uniqueId}, ${seasonId}, 0, 0, 0, 0, 0, 0, 0, 0)`.execute(db);
  }
}

export async function insertAccountRow(db: Database, accountId: number): Promise<void> {
  await sql`insert into accounts (account_id, nickname, zone, create_time) values (${accountId}, ${`a${accountId}`}, 1, 0)`.execute(
    db,
  );
}

/** A roster entry (state 2: joined). */
export async function insertPlayerRow(db: Database, uniqueId: number, seasonId: number, accountId: number) {
  await sql`insert into season_players (unique_id, season_id, account_id, state, nickname, create_time, account_data)
    values (${uniqueId}, ${seasonId}, ${accountId}, 2, ${`p${accountId}`}, 0, '{}')`.execute(db);
}

export async function insertReadyRow(db: Database, uniqueId: number, seasonId: number, accountId: number) {
  await sql`insert into season_ready (unique_id, season_id, account_id, ready_time)
    values (${uniqueId}, ${seasonId}, ${accountId}, 0)`.execute(db);
}

export async function insertSessionRow(db: Database, tokenHash: string, accountId: number) {
  await sql`insert into sessions (token_hash, account_id, create_time, expire_time)
    values (${tokenHash}, ${accountId}, 0, 0)`.execute(db);
}

export async function insertManagerRow(db: Database, uniqueId: number, accountId: number) {
  await sql`insert into contest_admins (unique_id, account_id, create_time) values (${uniqueId}, ${accountId}, 0)`.execute(
    db,
  );
}

export async function insertPlanRow(db: Database, uuid: string, uniqueId: number, seasonId: number) {
  await sql`insert into game_plans (uuid, unique_id, season_id, game_start_time, status, created_by, create_time,
      update_time)
    values (${uuid}, ${uniqueId}, ${seasonId}, 0, 'create', 0, 0, 0)`.execute(db);
}
