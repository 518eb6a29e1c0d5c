import { PlayerState } from '@taikai/shared';
import type { Database } from '../../src/db/database.js';
import type { GameStatus } from '../../src/db/schema.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../../src/modules/roster/roster.repository.js';
import type { TestApp, TestUser } from '../helpers.js';

/** Shared set-up of the games tests (not a test file itself). */

type SeasonRef = { unique_id: number; season_id: number };

/** `n` new accounts joined to the season (state 2 unless told otherwise). */
export async function joinedPlayers(t: TestApp, f: SeasonRef, n: number, state: number = PlayerState.Joined) {
  const users: TestUser[] = [];
  for (let i = 0; i < n; i++) users.push(await t.user());
  await insertPlayers(
    t.db,
    users.map((u) => ({
      unique_id: f.unique_id,
      season_id: f.season_id,
      account_id: u.account_id,
      state,
      nickname: u.nickname,
      remark: `r-${u.nickname}`,
      create_time: t.clock.now(),
      account_data: EMPTY_ACCOUNT_DATA,
    })),
  );
  return users;
}

/** Puts accounts in the season's ready list, `ready_time` in the given order. */
export async function markReady(db: Database, f: SeasonRef, ids: number[], from: number): Promise<void> {
  await db
    .insertInto('season_ready')
    .values(
      ids.map((account_id, i) => ({
        unique_id: f.unique_id,
        season_id: f.season_id,
        account_id,
        ready_time: from + i,
      })),
    )
    .execute();
}

/** A game row with seats straight in the database (the host's job in real life), for remark and conflict tests. */
export async function insertLiveGame(
  db: Database,
  f: SeasonRef,
  uuid: string,
  accountIds: number[],
  now: number,
  status: GameStatus = 'running',
): Promise<void> {
  await db
    .insertInto('games')
    .values({
      uuid,
      plan_uuid: null,
      unique_id: f.unique_id,
      season_id: f.season_id,
      round_type: 2,
      config: '{}',
      status,
      start_time: now,
      end_time: null,
      paused_at: null,
      remark: '',
      tag: 0,
      owner: null,
      lease_until: 0,
      chang: 0,
      ju: 0,
      ben: 0,
      scores: JSON.stringify(accountIds.map(() => 25000)),
      decision_count: 0,
      update_time: now,
    })
    .execute();
  await db
    .insertInto('game_seats')
    .values(
      accountIds.map((account_id, seat) => ({ game_uuid: uuid, seat, account_id, nickname: `n${seat}`, ai_level: 1 })),
    )
    .execute();
}

export async function planStatus(db: Database, uuid: string): Promise<string | undefined> {
  const row = await db.selectFrom('game_plans').select('status').where('uuid', '=', uuid).executeTakeFirst();
  return row?.status;
}

export async function countRows(db: Database, table: 'game_plans' | 'game_plan_seats' | 'audit_log'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
