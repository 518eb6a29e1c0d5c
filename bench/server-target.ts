/**
 * The process under load for bench/server.ts: seeds a file SQLite database with one contest whose season has
 * 3,000 players, starts the Taikai app and a bare Fastify route returning a constant, and prints one JSON line with
 * their addresses, a login token and the ids. The load generator runs in another process so the two do not share
 * a core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { SWITCHABLE } from '../apps/server/src/caches.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { hashPassword } from '../apps/server/src/modules/auth/auth.service.js';
import { makeContest } from '../apps/server/test/fixtures.js';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 3000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-'));
const db = createDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}` });
await migrateToLatest(db);
const now = Math.floor(Date.now() / 1000);
const creator = await insertAccount(db, {
  nickname: 'bench-organiser',
  email: 'bench@taikai.local',
  password_hash: await hashPassword('bench-password'),
  zone: 1,
  diamonds: 1000,
  now,
});
const { unique_id, season_id } = await makeContest(db, creator, now);
let firstPlayer = 0;
const names = ['雀士', 'Riichi', 'じゃん', '작혼', 'Tenpai', '一发', 'Dora', '役満'];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < PLAYERS; i++) {
    const nickname = `${names[i % names.length]}${i}`;
    const id = await insertAccount(trx, {
      nickname,
      email: null,
      password_hash: null,
      zone: ((i % 3) + 1) as 1 | 2 | 3,
      diamonds: 0,
      now,
    });
    firstPlayer ||= id;
    await trx
      .insertInto('season_players')
      .values({
        unique_id,
        season_id,
        account_id: id,
        state: 2,
        nickname,
        remark: '',
        create_time: now - i,
        account_data: '{"total_game_count":0}',
      })
      .execute();
  }
});

// Other contests of the same organiser, each with one player: the mixed case writes in them while the roster page of
// the first contest is read, which must not empty that contest's entries of the read cache.
const others: { unique_id: number; season_id: number; player: number }[] = [];
for (let i = 0; i < 4; i++) {
  const other = await makeContest(db, creator, now, { contestId: 900_001 + i });
  await db
    .insertInto('season_players')
    .values({
      ...other,
      account_id: firstPlayer + i,
      state: 2,
      nickname: `other${i}`,
      remark: '',
      create_time: now,
      account_data: '{"total_game_count":0}',
    })
    .execute();
  others.push({ ...other, player: firstPlayer + i });
}

const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
// The same app on a second connection to the same file without the memory of hot reads: the database path.
const uncachedDb = createDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}`, readCache: false });
const uncached = await buildApp({ db: uncachedDb, logger: false, consoleDir: null, config: { demo: false } });
await uncached.listen({ port: 0, host: '127.0.0.1' });
const uncachedBase = `http://127.0.0.1:${(uncached.server.address() as { port: number }).port}`;
// BENCH_CACHES_AB: the same app on the same database (its read cache too) without the named caches
// (apps/server/src/caches.ts), to measure what they save side by side
const cachesOff = (process.env.BENCH_CACHES_AB ?? '').split(',').filter(Boolean);
const unknown = cachesOff.filter((name) => !(SWITCHABLE as readonly string[]).includes(name));
if (unknown.length) throw new Error(`BENCH_CACHES_AB: no such switchable cache: ${unknown.join(', ')}`);
const without = cachesOff.length
  ? await buildApp({ db, logger: false, consoleDir: null, config: { demo: false } })
  : null;
for (const name of SWITCHABLE) if (without && cachesOff.includes(name)) without.ctx.caches[name].on = false;
await without?.listen({ port: 0, host: '127.0.0.1' });
const withoutBase = without ? `http://127.0.0.1:${(without.server.address() as { port: number }).port}` : null;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'bench@taikai.local', password: 'bench-password' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

// The control routes: a constant (the yardstick), and the very bytes of a roster page sent with no work at
// all, which shows what answering with a page of that size costs Node and the kernel by itself.
const page = await app.inject({
  url: `/api/contest/contest_season_player_list?unique_id=${unique_id}&season_id=${season_id}&state=2&offset=0&limit=20`,
  headers: { authorization: `Majsoul ${token}` },
});
const pageBytes = Buffer.from(page.body);
const bare = Fastify({ logger: false });
bare.get('/constant', async () => ({ data: { ok: true } }));
// CPU time this process has used (µs): the load generator reads it around each case for CPU per request.
bare.get('/cpu', async () => process.cpuUsage());
bare.get('/page-bytes', async (_req, reply) => reply.type('application/json; charset=utf-8').send(pageBytes));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

async function shutdown() {
  await app.close();
  await uncached.close();
  await without?.close();
  await bare.close();
  await db.destroy();
  await uncachedDb.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.stdin.on('end', shutdown);
process.stdin.resume();
console.log(
  JSON.stringify({
    base,
    uncachedBase,
    withoutBase,
    cachesOff,
    bareBase,
    token,
    unique_id,
    season_id,
    players: PLAYERS,
    player: firstPlayer,
    others,
  }),
);
