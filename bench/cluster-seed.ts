/**
 * The contest bench/cluster.ts puts under load, seeded through the server's own repositories (as bench/server-target.ts
 * and bench/records.ts seed theirs): an organiser with a live session token, a contest whose running season has
 * `players` joined players (each a real account) and `records` finished games of four (random seats and points, spread
 * over the day the season has run) with its standings built from them, and `others` further contests of the same
 * organiser with a few players each, where part of the writes go.
 */
import { PlayerState } from '@taikai/shared';
import { type Insertable, sql } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { chunked } from '../apps/server/src/lib/chunked.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { nicknameSkeleton } from '../apps/server/src/modules/account/nickname-skeleton.js';
import { insertSession } from '../apps/server/src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.js';
import { rebuildStandings } from '../apps/server/src/modules/ranking/standings.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../apps/server/src/modules/roster/roster.repository.js';
import { makeContest } from '../apps/server/test/fixtures.js';
import { settle } from '../apps/server/test/kit/record.js';

export interface SeededContest {
  unique_id: number;
  season_id: number;
  /** account ids of the season's joined players */
  players: number[];
}

export interface Seeded {
  token: string;
  main: SeededContest;
  others: SeededContest[];
}

const FIRST_PLAYER_ID = 5_000_000;
const names = ['雀士', 'Riichi', 'じゃん', '작혼', 'Tenpai', '一发', 'Dora', '役満'];

export async function seedCluster(
  db: Database,
  { players = 3000, records = 6000, others = 4, othersPlayers = 50 } = {},
): Promise<Seeded> {
  const now = Math.floor(Date.now() / 1000);
  const organiser = await insertAccount(db, {
    nickname: 'bench-organiser',
    email: 'bench-cluster@taikai.local',
    password_hash: null,
    zone: 1,
    diamonds: 1000,
    now,
  });
  const token = newToken();
  await insertSession(db, hashToken(token), organiser, now, now + 7 * 86400);

  const total = players + others * othersPlayers;
  const ids = Array.from({ length: total }, (_, i) => FIRST_PLAYER_ID + i);
  const nickname = (i: number) => `${names[i % names.length]}${i}`;
  for (const part of chunked(ids, 500)) {
    await db
      .insertInto('accounts')
      .values(
        part.map((account_id) => ({
          account_id,
          nickname: nickname(account_id - FIRST_PLAYER_ID),
          nickname_skeleton: nicknameSkeleton(nickname(account_id - FIRST_PLAYER_ID)),
          email: null,
          password_hash: null,
          zone: ((account_id % 3) + 1) as 1 | 2 | 3,
          diamonds: 0,
          can_create: 0,
          banned: 0,
          is_operator: 0,
          create_time: now,
        })),
      )
      .execute();
  }

  // A season that started a day ago and runs for another week.
  const contest = async (accounts: number[], contestId?: number): Promise<SeededContest> => {
    const ref = await makeContest(db, organiser, now - 86400, { seasonEnd: now + 7 * 86400, contestId });
    await insertPlayers(
      db,
      accounts.map((account_id, i) => ({
        ...ref,
        account_id,
        state: PlayerState.Joined,
        nickname: nickname(account_id - FIRST_PLAYER_ID),
        remark: '',
        create_time: now - i,
        account_data: EMPTY_ACCOUNT_DATA,
      })),
    );
    return { ...ref, players: accounts };
  };
  const main = await contest(ids.slice(0, players));
  await seedRecords(db, main, records, now);
  await db.transaction().execute((trx) => rebuildStandings(trx, main.unique_id, main.season_id, now));
  const rest: SeededContest[] = [];
  for (let i = 0; i < others; i++) {
    rest.push(await contest(ids.slice(players + i * othersPlayers, players + (i + 1) * othersPlayers), 910_001 + i));
  }
  // Planner statistics, as a database in service has them (autovacuum would gather them a while after the seed).
  await sql`analyze`.execute(db);
  return { token, main, others: rest };
}

/** `count` finished games of four of the contest's players, written in bulk (a fixed seed: the same data every run). */
async function seedRecords(db: Database, c: SeededContest, count: number, now: number): Promise<void> {
  let state = 1;
  const rand = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const ref = { unique_id: c.unique_id, season_id: c.season_id };
  for (const part of chunked(
    Array.from({ length: count }, (_, i) => i),
    500,
  )) {
    const games: Insertable<DB['game_records']>[] = [];
    const seats: Insertable<DB['game_record_players']>[] = [];
    for (const i of part) {
      const who = new Set<number>();
      while (who.size < 4) who.add(c.players[Math.floor(rand() * c.players.length)]);
      const accounts = [...who];
      const points = [0, 1, 2].map(() => Math.round(rand() * 400) * 100);
      points.push(100_000 - points.reduce((a, b) => a + b, 0));
      const result = settle(points);
      const uuid = `bench-cluster-${String(i).padStart(6, '0')}`;
      const end = now - 86400 + Math.floor((i / count) * 86000);
      games.push({
        uuid,
        ...ref,
        plan_uuid: null,
        start_time: end - 1800,
        end_time: end,
        config: '{"round_type":2}',
        accounts: JSON.stringify(
          accounts.map((account_id, seat) => ({ account_id, nickname: `p${account_id}`, seat })),
        ),
        result: JSON.stringify({ players: result }),
        removed: 0,
        tag: 0,
        remark: '',
        terminated: 0,
        hands: 10,
      });
      for (const r of result) {
        seats.push({
          record_uuid: uuid,
          seat: r.seat,
          ...ref,
          account_id: accounts[r.seat],
          placement: r.placement,
          part_point_1: r.part_point_1,
          total_point: r.total_point,
          end_time: end,
          removed: 0,
          hands: 10,
          wins: 2,
          deal_ins: 1,
          riichis: 2,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      for (const g of chunked(games, 200)) await trx.insertInto('game_records').values(g).execute();
      for (const g of chunked(seats, 200)) await trx.insertInto('game_record_players').values(g).execute();
    });
  }
}
