/**
 * The process under load for bench/games.ts: a season's busiest hour on one server process. Seeds a database (a
 * temp SQLite file, or a fresh database on the PostgreSQL cluster of BENCH_PG_URL) with one contest whose season
 * has BENCH_TABLES × 4 players seated plus 100 more in the ready list, starts the Taikai app (scheduler on, robots
 * paced by TAIKAI_HAND_SECONDS), starts BENCH_TABLES games spread over BENCH_SPREAD seconds, each seat played by a
 * built-in level-1 robot, and starts a new game for the same four people whenever one ends, so the number of tables
 * stays put. Prints one JSON line (address, manager token, ids); `GET /bench/stats` on a second port answers the
 * host's counters, the process's CPU time and the game clock's lag samples taken since the previous call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { defaultGameRuleSetting, PlayerState } from '@taikai/shared';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { SWITCHABLE } from '../apps/server/src/caches.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { chunked } from '../apps/server/src/lib/chunked.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { hashPassword } from '../apps/server/src/modules/auth/auth.service.js';
import { EMPTY_ACCOUNT_DATA, insertPlayers } from '../apps/server/src/modules/roster/roster.repository.js';
import { makeContest } from '../apps/server/test/fixtures.js';
import { markReady } from '../apps/server/test/kit/games/harness.js';
import startTables from './games-tables.js';

const TABLES = Number(process.env.BENCH_TABLES ?? 750);
const READY = 100;
const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54330/postgres';

let url: string;
let dropDatabase: () => Promise<void>;
if (kind === 'postgres') {
  const name = `bench_games_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  url = u.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-games-'));
  url = `sqlite:${path.join(dir, 'bench.db')}`;
  dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
}

const db = createDatabase({ url });
await migrateToLatest(db);
const now = Math.floor(Date.now() / 1000);
const organiser = await insertAccount(db, {
  nickname: 'bench-organiser',
  email: 'bench@taikai.local',
  password_hash: await hashPassword('bench-password'),
  zone: 1,
  diamonds: 1000,
  now,
});
const season = await makeContest(db, organiser, now);
await db
  .updateTable('contests')
  .set({ game_rule_setting: JSON.stringify(defaultGameRuleSetting(2)) })
  .where('unique_id', '=', season.unique_id)
  .execute();
// the people of the season (player accounts need no login here: robots play their seats)
const ids = Array.from({ length: TABLES * 4 + READY }, (_, i) => 91_000_000 + i);
for (const part of chunked(ids, 500)) {
  await insertPlayers(
    db,
    part.map((account_id) => ({
      unique_id: season.unique_id,
      season_id: season.season_id,
      account_id,
      state: PlayerState.Joined,
      nickname: `雀士${account_id - 91_000_000}`,
      remark: '',
      create_time: now,
      account_data: EMPTY_ACCOUNT_DATA,
    })),
  );
}
await markReady(db, season, ids.slice(TABLES * 4), now);
// A fresh PostgreSQL database has no planner statistics until autovacuum's first analyze; without them a run can
// stall in the database (165–175 hands a second, in two runs of eight). Analyzed once here, as an operator would
// after a bulk load, so every run starts from the same plans.
if (kind === 'postgres') await sql`analyze`.execute(db);

// Game threads as the product picks them (TAIKAI_GAME_THREADS's default: one less than the cores), or
// BENCH_GAME_THREADS (0: the games on the main thread). Each thread starts its share of the tables
// (bench/games-tables.ts); the main thread serves the polls.
const gameThreads = process.env.BENCH_GAME_THREADS === undefined ? undefined : Number(process.env.BENCH_GAME_THREADS);
const SPREAD_MS = Number(process.env.BENCH_SPREAD ?? 10) * 1000;
const t0 = Date.now() + 2000;
process.env.BENCH_HOOK_PLAN = JSON.stringify({
  unique_id: season.unique_id,
  season_id: season.season_id,
  tables: TABLES,
  ids,
  spreadMs: SPREAD_MS,
  t0,
});
const app = await buildApp({
  db,
  logger: false,
  consoleDir: null,
  config: {
    demo: false,
    scheduler: true,
    validateReplies: false,
    // the pollers are many clients on one address: the per-address cap is off for the bench
    maxConnectionsPerAddress: 0,
    ...(gameThreads === undefined ? {} : { gameThreads }),
  },
  gameThreadHook: new URL('./games-tables.ts', import.meta.url).href,
});
// each poll's time inside the server: from its parsed request to its last byte handed to the socket (what the
// client's latency adds beyond this is the wait for the event loop to read the request)
const inServer = new Map<string, number[]>();
app.server.on('request', (req, res) => {
  const t = performance.now();
  const call = (req.url ?? '').split('?')[0].split('/').pop() ?? '';
  res.on('finish', () => {
    const list = inServer.get(call) ?? [];
    inServer.set(call, list);
    list.push(performance.now() - t);
  });
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ account: 'bench@taikai.local', password: 'bench-password' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;

const host = app.ctx.games.host;
const threads = app.ctx.games.threads;
// The tables (bench/games-tables.ts): each game thread starts and restarts its share, or, when the main thread plays
// the games, the same code runs here on its host. Their starts are spread over BENCH_SPREAD seconds (10: about one
// game of 8-12 hands at one hand a second), so the busiest hour is measured in its steady state — tables at every
// point of their games, finishing and starting again all the time — rather than 750 games started in the same
// second that also end together (BENCH_SPREAD=1 measures that wave: a round whose tables all start at once).
const local = threads ? null : await startTables({ host, index: 0, count: 1 });
await threads?.ready();
await new Promise((r) => setTimeout(r, Math.max(0, t0 + SPREAD_MS - Date.now())));

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
// garbage-collection pauses since the previous stats call (each pause holds the event loop)
let gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push(e.duration);
}).observe({ entryTypes: ['gc'] });
let lagSeen = 0;
const threadLagSeen = new Map<number, number>();
/** The host's figures: the main thread's, or the game threads' summed (lag samples since the previous call). */
async function hostFigures() {
  if (!threads) {
    const s = host.stats();
    const fresh = Math.min(s.lagSamples - lagSeen, s.lagMs.length);
    lagSeen = s.lagSamples;
    return {
      games: s.games,
      hands: s.hands,
      decisions: s.decisions,
      visits: s.visits,
      lag: s.lagMs.slice(s.lagMs.length - fresh),
      started: local?.stats().started ?? 0,
      tids: [] as number[],
    };
  }
  const all = await threads.stats();
  const out = { games: 0, hands: 0, decisions: 0, visits: 0, lag: [] as number[], started: 0, tids: [] as number[] };
  for (const { index, host: s, extra } of all) {
    const fresh = Math.min(s.lagSamples - (threadLagSeen.get(index) ?? 0), s.lagMs.length);
    threadLagSeen.set(index, s.lagSamples);
    out.games += s.games;
    out.hands += s.hands;
    out.decisions += s.decisions;
    out.visits += s.visits;
    out.lag.push(...s.lagMs.slice(s.lagMs.length - fresh));
    const more = extra as { started?: number; tid?: number | null } | null;
    out.started += more?.started ?? 0;
    if (more?.tid) out.tids.push(more.tid);
  }
  return out;
}
/**
 * How much the database is made to write, a steadier figure than CPU time on a shared machine: PostgreSQL's WAL
 * bytes (pg_stat_wal, the whole cluster: the bench is its only user), or on SQLite the bytes this process wrote
 * through write calls (/proc/self/io wchar: almost all WAL frames; the polls' replies go out through writev and
 * are counted too, ~6 MB/s at 16 running-list polls a second).
 */
async function dbWrittenBytes(): Promise<number> {
  if (kind === 'postgres') {
    const r = await sql<{ b: string }>`select wal_bytes::bigint::text as b from pg_stat_wal`.execute(db);
    return Number(r.rows[0]?.b ?? 0);
  }
  const io = fs.readFileSync('/proc/self/io', 'utf8');
  return Number(/wchar: (\d+)/.exec(io)?.[1] ?? 0);
}
/**
 * The kernel's account of the process's threads (Linux `/proc/self/task/<tid>/schedstat`: ns on a CPU, ns runnable
 * but waiting for one): the main thread (tid = pid), the game threads (their tids reported by the tables' hook) and
 * the rest summed (V8's garbage-collection helpers, the SQLite checkpointer, libuv's pool). Waiting for a CPU is
 * what a saturated two-core machine adds to a thread's lateness beyond its own work; empty elsewhere than Linux.
 */
function schedFigures(gameTids: readonly number[]) {
  const out = { main: { runNs: 0, waitNs: 0 }, games: { runNs: 0, waitNs: 0 }, other: { runNs: 0, waitNs: 0 } };
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return out;
  }
  for (const task of tasks) {
    const tid = Number(task);
    let fields: number[];
    try {
      fields = fs.readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').trim().split(' ').map(Number);
    } catch {
      continue; // the thread ended meanwhile
    }
    const into = tid === process.pid ? out.main : gameTids.includes(tid) ? out.games : out.other;
    into.runNs += fields[0];
    into.waitNs += fields[1];
  }
  return out;
}

const control = Fastify({ logger: false });
// BENCH_PROFILE_DIR: the bench asks for a CPU profile of one measured round (the V8 inspector, this process only)
const profileDir = process.env.BENCH_PROFILE_DIR;
const inspectorSession = profileDir ? new (await import('node:inspector')).Session() : null;
if (inspectorSession) {
  inspectorSession.connect();
  const post = (m: string) => new Promise((r, j) => inspectorSession.post(m, (e, v) => (e ? j(e) : r(v))));
  await post('Profiler.enable');
  control.post('/bench/profile/start', async () => {
    await post('Profiler.start');
    return {};
  });
  control.post('/bench/profile/stop', async () => {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    fs.mkdirSync(profileDir as string, { recursive: true });
    fs.writeFileSync(path.join(profileDir as string, `round-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    return {};
  });
}
// BENCH_CACHES_AB: the bench turns the named caches (apps/server/src/caches.ts) off and on between rounds
control.post('/bench/caches', async (request) => {
  const off = (request.body as { off: string[] }).off;
  const unknown = off.filter((name) => !(SWITCHABLE as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_CACHES_AB: no such switchable cache: ${unknown.join(', ')}`);
  for (const name of SWITCHABLE) app.ctx.caches[name].on = !off.includes(name);
  return {};
});
control.get('/bench/stats', async () => {
  const s = await hostFigures();
  const cpu = process.cpuUsage();
  const loopDelay = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  loop.reset();
  const pauses = gcPauses.sort((x, y) => x - y);
  gcPauses = [];
  const gc = {
    ms: pauses.reduce((x, y) => x + y, 0),
    count: pauses.length,
    p99: pauses.length ? pauses[Math.min(pauses.length - 1, Math.floor(0.99 * pauses.length))] : 0,
    max: pauses.length ? pauses[pauses.length - 1] : 0,
  };
  const served: Record<string, { p50: number; p99: number }> = {};
  for (const [call, list] of inServer) {
    list.sort((x, y) => x - y);
    served[call] = { p50: list[Math.floor(0.5 * list.length)], p99: list[Math.floor(0.99 * list.length)] };
  }
  inServer.clear();
  return {
    served,
    gc,
    games: s.games,
    hands: s.hands,
    decisions: s.decisions,
    visits: s.visits,
    started: s.started,
    cpuUs: cpu.user + cpu.system,
    dbBytes: await dbWrittenBytes().catch(() => 0),
    lag: s.lag,
    loopDelay,
    rssMb: process.memoryUsage().rss / 1e6,
    sched: schedFigures(s.tids),
  };
});
await control.listen({ port: 0, host: '127.0.0.1' });
const controlBase = `http://127.0.0.1:${(control.server.address() as { port: number }).port}`;

async function shutdown() {
  local?.close();
  await control.close();
  await app.close();
  await db.destroy();
  await dropDatabase();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.stdin.on('end', shutdown);
process.stdin.resume();
console.log(
  JSON.stringify({
    base,
    controlBase,
    token,
    unique_id: season.unique_id,
    season_id: season.season_id,
    tables: TABLES,
    database: kind,
    gameThreads: threads?.count ?? 0,
  }),
);
