/**
 * What the SQLite triggers of migration 2026-12-08_cache_writes cost a bulk write: 10,000 season players inserted
 * in batches of 500 (as a roster import does) on a fresh migrated file, with the triggers and with them dropped,
 * alternating, BENCH_ROUNDS pairs (default 3); prints each run and the medians.
 *
 *   npx tsx bench/cache-writes-cost.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { chunked } from '../apps/server/src/lib/chunked.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../apps/server/src/modules/roster/roster.repository.js';
import { makeContest } from '../apps/server/test/fixtures.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PLAYERS = 10_000;

async function run(withTriggers: boolean): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-cache-writes-'));
  const db = createDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}` });
  try {
    await migrateToLatest(db);
    if (!withTriggers) {
      const { rows } = await sql<{ name: string }>`
        select name from sqlite_master where type = 'trigger' and name like 'cache_writes_%'`.execute(db);
      for (const t of rows) await sql.raw(`drop trigger ${t.name}`).execute(db);
    }
    const organiser = await insertAccount(db, {
      nickname: 'organiser',
      email: 'organiser@bench.local',
      password_hash: 'x',
      zone: 1,
      diamonds: 100,
      now: 1,
    });
    const f = await makeContest(db, organiser, 1_800_000_000);
    const players = Array.from({ length: PLAYERS }, (_, i) => ({
      unique_id: f.unique_id,
      season_id: f.season_id,
      account_id: 1000 + i,
      state: 2,
      nickname: `n${i}`,
      remark: '',
      create_time: 1,
      account_data: EMPTY_ACCOUNT_DATA,
    }));
    const t = performance.now();
    for (const part of chunked(players, 500)) await insertPlayers(db, part);
    return performance.now() - t;
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const withT: number[] = [];
const without: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  withT.push(await run(true));
  without.push(await run(false));
  console.log(`pair ${i + 1}: with ${withT[i].toFixed(0)} ms, without ${without[i].toFixed(0)} ms`);
}
console.log(
  `${PLAYERS} players: median with triggers ${median(withT).toFixed(0)} ms, without ${median(without).toFixed(0)} ms`,
);
