/**
 * Records and ranking benchmark: a season of 3,000 players and 50,000 records (4 people a game).
 *  - fetch_season_player_rank (page of 20, kept standings) at 32 connections, next to a bare route returning a
 *    constant: req/s, p99 and the ratio;
 *  - fetch_season_player_calc_rank over all 50,000 records (median of 10 calls);
 *  - the records export of 10,000 rows (streamed CSV; median of 5);
 *  - what keeping the standings adds to a finishing game: refreshStandings for its 4 players (median of 200).
 * SQLite by default; PostgreSQL with BENCH_DATABASE_URL=postgres://… (a throw-away schema). As in bench/server.ts, the
 * app under load runs in a child process (bench/records-target.ts, pinned to the last core when taskset is at hand)
 * and autocannon in this one; the cases are interleaved over rounds and medians reported, with the server process's
 * CPU time per request. The single calls (calculation, export, refresh) run in this process after the load cases.
 *
 *   npm run bench:records            (BENCH_ROUNDS rounds of BENCH_SECONDS per load case, default 3 × 5)
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { ManualClock } from '../apps/server/src/clock.js';
import { createDatabase, type Database, migrateToLatest } from '../apps/server/src/db/database.js';
import { chunked } from '../apps/server/src/lib/chunked.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { hashPassword } from '../apps/server/src/modules/auth/auth.service.js';
import { rebuildStandings, refreshStandings } from '../apps/server/src/modules/ranking/standings.js';
import { insertPlayers } from '../apps/server/src/modules/roster/roster.repository.js';
import { makeContest } from '../apps/server/test/fixtures.js';
import { settle } from '../apps/server/test/kit/record.js';
import { targetNodeArgs } from './server-flags.js';

const PLAYERS = 3000;
const RECORDS = Number(process.env.BENCH_RECORDS ?? 50_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const pgUrl = process.env.BENCH_DATABASE_URL;

let db: Database;
let drop = async () => {};
let targetUrl: string;
let targetSchema = '';
if (pgUrl?.startsWith('postgres')) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  db = createDatabase({ url: pgUrl, schema });
  targetUrl = pgUrl;
  targetSchema = schema;
  drop = async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-records-'));
  targetUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  db = createDatabase({ url: targetUrl });
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
        accounts: JSON.stringify(
          who.map((account_id, seat) => ({ account_id, nickname: `雀士${account_id - 5_000_000}`, seat })),
        ),
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
// SQLite: the seed's write-ahead log, folded in. PostgreSQL: the seed's dead tuples and statistics settled now, so
// autovacuum does not run on the machine's cores during the measured cases (it did, and lowered even the bare
// control's figures)
if (!pgUrl) await sql`pragma wal_checkpoint(truncate)`.execute(db);
else await sql`vacuum analyze`.execute(db);

const rankBody = JSON.stringify({ ...ref, offset: 100, limit: 20 });

// The load cases, against the child process.
interface Target {
  base: string;
  uncachedBase: string | null;
  bareBase: string;
  token: string;
  pageBytes: number;
  gzipBytes: number;
}
const here = path.dirname(fileURLToPath(import.meta.url));
// The server's node flags as deployed (`npm start`), then BENCH_TARGET_NODE_ARGS: extra flags for the server process
// (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof)
const nodeArgs = targetNodeArgs();
const targetArgs = [process.execPath, ...nodeArgs, '--import', 'tsx', path.join(here, 'records-target.ts')];
const cores = os.cpus().length;
const pinned = cores >= 2 && fs.existsSync('/usr/bin/taskset');
if (pinned) spawnSync('/usr/bin/taskset', ['-pc', `0-${cores - 2}`, String(process.pid)]);
const childOptions = {
  cwd: path.join(here, '..'),
  stdio: ['pipe', 'pipe', 'inherit'] as ('pipe' | 'inherit')[],
  env: {
    ...process.env,
    BENCH_TARGET_URL: targetUrl,
    BENCH_TARGET_SCHEMA: targetSchema,
    BENCH_TARGET_RANK_BODY: rankBody,
  },
};
const child = pinned
  ? spawn('/usr/bin/taskset', ['-c', String(cores - 1), ...targetArgs], childOptions)
  : spawn(targetArgs[0], targetArgs.slice(1), childOptions);
const target = await new Promise<Target>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`records-target exited with ${code}`)));
  if (!child.stdout) throw new Error('records-target: no stdout');
  readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Target));
});
const targetHeaders = { authorization: `Majsoul ${target.token}`, 'content-type': 'application/json' };

async function serverCpu(): Promise<number> {
  const u = (await (await fetch(`${target.bareBase}/cpu`)).json()) as { user: number; system: number };
  return u.user + u.system;
}
type LoadOptions = { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> };
async function load(url: string, opts: LoadOptions, seconds = SECONDS) {
  const before = await serverCpu();
  const r = await autocannon({ url, connections: 32, duration: seconds, headers: targetHeaders, ...opts });
  const cpu = ((await serverCpu()) - before) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu, bad: r.non2xx + r.errors };
}
const rankPath = '/api/contest/fetch_season_player_rank';
const cases: [string, string, LoadOptions][] = [
  ['bare Fastify constant route', `${target.bareBase}/constant`, {}],
  [
    'bare Fastify constant route behind the end-of-turn gate the app passes on SQLite (lib/turn-gate.ts)',
    `${target.bareBase}/constant-gated`,
    {},
  ],
  [
    `bare Fastify route answering a POST with the rank page's bytes (${(target.pageBytes / 1000).toFixed(1)} KB, control)`,
    `${target.bareBase}/page-bytes`,
    { method: 'POST', body: rankBody },
  ],
  [
    'fetch_season_player_rank, page of 20 at offset 100',
    `${target.base}${rankPath}`,
    { method: 'POST', body: rankBody },
  ],
  [
    `fetch_season_player_rank, the same page asked as a browser asks it (Accept-Encoding: gzip, deflate; ${(target.gzipBytes / 1000).toFixed(1)} KB sent)`,
    `${target.base}${rankPath}`,
    { method: 'POST', body: rankBody, headers: { ...targetHeaders, 'accept-encoding': 'gzip, deflate' } },
  ],
];
if (target.uncachedBase) {
  cases.push([
    'database path: the same page without the read cache',
    `${target.uncachedBase}${rankPath}`,
    { method: 'POST', body: rankBody },
  ]);
}
for (const [, url, opts] of cases) await load(url, opts, 2); // warm-up
const rows = cases.map(([name]) => ({
  name,
  rps: [] as number[],
  p50: [] as number[],
  p99: [] as number[],
  cpu: [] as number[],
  bad: 0,
}));
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, url, opts]] of cases.entries()) {
    const m = await load(url, opts);
    rows[i].rps.push(m.rps);
    rows[i].p50.push(m.p50);
    rows[i].p99.push(m.p99);
    rows[i].cpu.push(m.cpu);
    rows[i].bad += m.bad;
  }
}
child.stdin?.end();
await new Promise((resolve) => child.once('exit', resolve));
const loadAverage = os
  .loadavg()
  .map((x) => x.toFixed(1))
  .join(' / ');

// The single calls, in this process.
const app = await buildApp({ db, clock, logger: false, consoleDir: null, config: { demo: false, scheduler: false } });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const token = (
  (
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { account: 'bench@taikai.local', password: 'bench-password' },
    })
  ).json() as {
    data: { token: string };
  }
).data.token;
const auth = { authorization: `Majsoul ${token}`, 'content-type': 'application/json' };

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

const rankOneMs = await timed(50, () =>
  app.inject({ method: 'POST', url: rankPath, headers: auth, payload: rankBody }),
);

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
console.log(
  `\nRecords benchmark (${engine}): ${PLAYERS} players, ${RECORDS} records (seeded in ${seedSeconds.toFixed(1)} s); ` +
    `${ROUNDS} rounds of ${SECONDS} s, server ${pinned ? 'pinned to one core' : 'not pinned'}, load average after the load cases ${loadAverage}`,
);
console.log(`| case | result | aim |`);
console.log(`|---|---|---|`);
// each round's ratios to that round's bare routes, then their median: the rounds are run close together, so a drift
// of the machine's speed between rounds moves both sides of a ratio
const ratio = (r: (typeof rows)[number], bare: (typeof rows)[number]) => median(r.rps.map((x, i) => x / bare.rps[i]));
for (const r of rows) {
  const rps = median(r.rps);
  const gated = r.name.startsWith('fetch_season_player_rank')
    ? `, to the gated bare route ${ratio(r, rows[1]).toFixed(2)}`
    : '';
  console.log(
    `| ${r.name}, 32 conn | ${rps.toFixed(0)} req/s, p50 ${median(r.p50)} ms, p99 ${median(r.p99)} ms, ` +
      `${median(r.cpu).toFixed(0)} µs CPU/request, ratio ${ratio(r, rows[0]).toFixed(2)}${gated}${r.bad ? `, ${r.bad} errors` : ''} | ` +
      `${r.name.startsWith('fetch_season_player_rank') ? 'ratio ≥ 0.5' : '—'} |`,
  );
}
console.log(
  `| fetch_season_player_rank one at a time (in process, inject) | ${rankOneMs.toFixed(2)} ms (median of 50) | — |`,
);
console.log(
  `| fetch_season_player_calc_rank over ${RECORDS} records | ${calcMs.toFixed(0)} ms (median of 10) | < 200 ms |`,
);
console.log(`| the same over the last 7 days (records aggregated) | ${weekMs.toFixed(0)} ms (median of 10) | — |`);
console.log(
  `| records export, 10,000 rows (${(exportBytes / 1e6).toFixed(1)} MB CSV) | ${exportMs.toFixed(0)} ms (median of 5) | < 1 s |`,
);
console.log(`| standings kept for a finishing game (4 players) | ${refreshMs.toFixed(1)} ms (median of 200) | — |`);

await app.close();
await db.destroy();
await drop();
