/**
 * Records and ranking benchmark (issue 12): a season of 3,000 players and 50,000 records (4 people a game).
 *  - fetch_season_player_rank (page of 20, kept standings) at 32 connections, next to a bare route returning a
 *    constant: req/s, p99 and the ratio;
 *  - fetch_season_player_calc_rank over all 50,000 records (median of 10 calls);
 *  - the records export of 10,000 rows (streamed CSV; median of 5);
 *  - what keeping the standings adds to a finishing game: refreshStandings for its 4 players (median of 200).
 * SQLite by default; PostgreSQL with BENCH_DATABASE_URL=postgres://… (a throw-away schema). The app runs in this
 * process (autocannon too), so absolute req/s are lower than bench/server.ts's split set-up; the ratio is the aim.
 *
 *   npm run bench:records            (BENCH_SECONDS per load case, default 5)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { ManualClock } from '../apps/server/src/clock.js';
import { createDatabase, type Database, migrateToLatest } from '../apps/server/src/db/database.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { hashPassword } from '../apps/server/src/modules/auth/auth.service.js';
import { refreshStandings, rebuildStandings } from '../apps/server/src/modules/ranking/standings.js';
import { settle } from '../apps/server/src/modules/record/record.test-support.js';
import { chunked, insertPlayers } from '../apps/server/src/modules/roster/roster.repository.js';
import { makeContest } from '../apps/server/test/fixtures.js';

const PLAYERS = 3000;
const RECORDS = Number(process.env.BENCH_RECORDS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const pgUrl = process.env.BENCH_DATABASE_URL;

let db: Database;
let drop = async () => {};
if (pgUrl?.startsWith('postgres')) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  db = createDatabase({ url: pgUrl, schema });
  drop = async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-records-'));
  db = createDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}` });
}
await migrateToLatest(db);
const clock = new ManualClock(Math.floor(Date.now() / 1000));
const now = clock.now();
const creator = await insertAccount(db, {
  nickname: 'bench-organiser',
  email: 'bench@taikai.local',
  password_hash: await hashPassword('bench-password'),
  zone: 1,
  diamonds: 1000,
  now,
});
const ref = await makeContest(db, creator, now - 30 * 86400, { seasonEnd: now + 86400 });

// 3,000 players (ids need no account rows) and 50,000 records, written in bulk, then the standings built once.
const seeded = performance.now();
const ids = Array.from({ length: PLAYERS }, (_, i) => 5_000_000 + i);
await insertPlayers(
  db,
  ids.map((account_id, i) => ({
    ...ref,
    account_id,
    state: 2,
    nickname: `雀士${i}`,
    remark: '',
    create_time: now - i,
    account_data: '{"total_game_count":0}',
  })),
);
let seed = 1;
const rand = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
for (const part of chunked(
  Array.from({ length: RECORDS }, (_, i) => i),
  1000,
)) {
  await db.transaction().execute(async (trx) => {
    const records = [];
    const players = [];
    for (const i of part) {
      const seats = new Set<number>();
      while (seats.size < 4) seats.add(ids[Math.floor(rand() * PLAYERS)]);
      const who = [...seats];
      const pts = [0, 1, 2].map(() => Math.round(rand() * 400) * 100);
      pts.push(100_000 - pts.reduce((a, b) => a + b, 0));
      const result = settle(pts);
      const uuid = `bench-${String(i).padStart(6, '0')}`;
      const end = now - 30 * 86400 + Math.floor((i / RECORDS) * 29 * 86400);
      records.push({
        uuid,
        ...ref,
        plan_uuid: null,
        start_time: end - 1800,
        end_time: end,
        config: '{"round_type":2}',
        accounts: JSON.stringify(who.map((account_id, seat) => ({ account_id, nickname: `雀士${account_id - 5_000_000}`, seat }))),
        result: JSON.stringify({ players: result }),
        removed: 0,
        tag: 0,
        remark: '',
        terminated: 0,
        hands: 10,
      });
      for (const r of result) {
        players.push({
          record_uuid: uuid,
          seat: r.seat,
          ...ref,
          account_id: who[r.seat],
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
    for (const c of chunked(records, 200)) await trx.insertInto('game_records').values(c).execute();
    for (const c of chunked(players, 200)) await trx.insertInto('game_record_players').values(c).execute();
  });
}
await db.transaction().execute((trx) => rebuildStandings(trx, ref.unique_id, ref.season_id, now));
const seedSeconds = (performance.now() - seeded) / 1000;
if (!pgUrl) await sql`pragma wal_checkpoint(truncate)`.execute(db); // the seed's write-ahead log, folded in

const app = await buildApp({ db, clock, logger: false, consoleDir: null, config: { demo: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const bare = Fastify();
bare.get('/bare', async () => ({ data: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
const token = (
  (await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'bench@taikai.local', password: 'bench-password' }),
    })
  ).json()) as { data: { token: string } }
).data.token;
const auth = { authorization: `Majsoul ${token}`, 'content-type': 'application/json' };

async function load(url: string, opts: { method?: 'GET' | 'POST'; body?: string } = {}) {
  const r = await autocannon({ url, connections: 32, duration: SECONDS, headers: auth, ...opts });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(n: number, fn: () => Promise<unknown>) {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return median(ms);
}

const rankBody = JSON.stringify({ ...ref, offset: 100, limit: 20 });
const rankOneMs = await timed(50, () =>
  app.inject({ method: 'POST', url: '/api/contest/fetch_season_player_rank', headers: auth, payload: rankBody }),
);
console.log(`rank page, one request at a time: ${rankOneMs.toFixed(2)} ms (median of 50)`);
await load(`${bareBase}/bare`); // warm-up
const bareRun = await load(`${bareBase}/bare`);
const rankRun = await load(`${base}/api/contest/fetch_season_player_rank`, { method: 'POST', body: rankBody });

const calcMs = await timed(10, async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contest/fetch_season_player_calc_rank',
    headers: auth,
    payload: { ...ref, point_list: [30, 10, -10, -30], divisor: 1, min_game_count: 0 },
  });
  if (res.json().data.list.length !== PLAYERS) throw new Error(`calc rank: ${res.body.slice(0, 200)}`);
});

const weekMs = await timed(10, async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contest/fetch_season_player_calc_rank',
    headers: auth,
    payload: { ...ref, point_list: [30, 10, -10, -30], divisor: 1, min_game_count: 0, start_time: now - 7 * 86400 },
  });
  if (res.statusCode !== 200) throw new Error(`calc rank (7 days): ${res.body.slice(0, 200)}`);
});

let exportBytes = 0;
const exportMs = await timed(5, async () => {
  clock.advance(301); // the 300-second cooldown
  const res = await fetch(`${base}/api/contest/export_contest_game_records`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(ref),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`export: ${text.slice(0, 200)}`);
  exportBytes = text.length;
  if (text.split('\r\n').length !== 10_002) throw new Error('export: not 10,000 rows');
});

const refreshMs = await timed(200, async () => {
  const four = Array.from({ length: 4 }, () => ids[Math.floor(rand() * PLAYERS)]);
  await db.transaction().execute((trx) => refreshStandings(trx, ref.unique_id, ref.season_id, four, now));
});

const engine = pgUrl ? 'PostgreSQL' : 'SQLite';
console.log(`\nRecords benchmark (${engine}): ${PLAYERS} players, ${RECORDS} records (seeded in ${seedSeconds.toFixed(1)} s)`);
console.log(`| case | result | aim |`);
console.log(`|---|---|---|`);
console.log(`| bare route, 32 conn | ${bareRun.rps.toFixed(0)} req/s, p99 ${bareRun.p99} ms | — |`);
console.log(
  `| fetch_season_player_rank page, 32 conn | ${rankRun.rps.toFixed(0)} req/s, p99 ${rankRun.p99} ms, ratio ${(rankRun.rps / bareRun.rps).toFixed(2)}${rankRun.bad ? `, ${rankRun.bad} errors` : ''} | ratio ≥ 0.5 |`,
);
console.log(`| fetch_season_player_calc_rank over ${RECORDS} records | ${calcMs.toFixed(0)} ms (median of 10) | < 200 ms |`);
console.log(`| the same over the last 7 days (records aggregated) | ${weekMs.toFixed(0)} ms (median of 10) | — |`);
console.log(`| records export, 10,000 rows (${(exportBytes / 1e6).toFixed(1)} MB CSV) | ${exportMs.toFixed(0)} ms (median of 5) | < 1 s |`);
console.log(`| standings kept for a finishing game (4 players) | ${refreshMs.toFixed(1)} ms (median of 200) | — |`);

await app.close();
await bare.close();
await db.destroy();
await drop();
