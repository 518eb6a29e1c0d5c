/**
 * Scale-out benchmark (mixed load on PostgreSQL with two processes): the production bundle
 * (apps/server/dist/main.js serve) on one PostgreSQL database, as one process and as two, under the same mixed load.
 *
 * A fresh database taikai_bench_cluster_<random> is created on BENCH_PG_URL (dropped at the end, also on failure),
 * migrated and seeded (bench/cluster-seed.ts: a contest whose running season has 3,000 joined players and 6,000
 * finished games with their standings, four other contests, an organiser's session token, then ANALYZE). Two server processes are started on it (own ports, TAIKAI_SCHEDULER=0,
 * TAIKAI_DEMO=0, NODE_ENV=production, LOG_LEVEL=warn) and stay up for the whole run; the "1 process" case loads the
 * first only (the second sits idle), the "2 processes" case runs two autocannon instances at once, one per process,
 * with the connections split evenly (as a load balancer would) and their results summed.
 *
 * The load: 32 connections in all, each cycling through 20 requests — 18 reads (roster page of 20 at a random offset,
 * contest detail, rank page of 20 at a random offset, in turn) and 2 writes (a player's remark, once in the main
 * contest and once in one of the other contests, a random player each time). The cases are interleaved over rounds
 * (warm-up first, not recorded) and medians reported, with the server processes' CPU time per request
 * (/proc/<pid>/stat utime+stime) and the load average. Exits non-zero if any request errored or answered non-2xx.
 *
 *   npm run bench:cluster          (BENCH_SECONDS per case, default 10; BENCH_ROUNDS, default 3;
 *                                   BENCH_PG_URL, default postgres://postgres@127.0.0.1:54330/postgres)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { type Seeded, seedCluster } from './cluster-seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const PLAYERS = 3000;
/** Finished games in the main season (its standings, the rank page, come from them). */
const RECORDS = 6000;
/** Rank pages are read within the first RANKED standings (some players have too few games to be ranked). */
const RANKED = 2000;
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54330/postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps', 'server');
const bundle = path.join(serverDir, 'dist', 'main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Newest modification time of the sources the bundle is built from. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** The bundle holds apps/server/src and the workspace packages' sources. */
const sourcesTime = () =>
  Math.max(
    ...['apps/server/src', 'packages/shared/src', 'packages/engine/src'].map((d) => newestSource(path.join(root, d))),
  );

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  pid: number;
  base: string;
  log: string;
}

async function serve(name: string, dbUrl: string, dir: string): Promise<Server> {
  const port = await freePort();
  const log = path.join(dir, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', bundle, 'serve'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      TAIKAI_SCHEDULER: '0',
      TAIKAI_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}; see ${log}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > end) throw new Error(`server ${name} not healthy within 60 s; see ${log}`);
    await sleep(100);
  }
  return { child, pid: child.pid as number, base, log };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The parts of autocannon's request and result this script uses (the package ships no types). */
interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  setupRequest?: (req: Req, context: object) => Req;
}
interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '5xx': number;
}
const load = createRequire(import.meta.url)('autocannon') as (opts: object) => Promise<Result>;

/** The 20 requests each connection cycles through: 18 reads, 2 writes (10 %). */
function mix(seed: Seeded): Req[] {
  const { main, others } = seed;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
  /** A page of 20 at a random offset, within the first `within` rows. */
  const pageOffset = (within: number) => 20 * Math.floor((Math.random() * within) / 20);
  const list: Req = {
    method: 'GET',
    path: '/api/contest/contest_season_player_list',
    setupRequest: (req) => ({
      ...req,
      path: `/api/contest/contest_season_player_list?unique_id=${main.unique_id}&season_id=${main.season_id}&state=2&offset=${pageOffset(PLAYERS)}&limit=20`,
    }),
  };
  const detail: Req = {
    method: 'GET',
    path: `/api/contest/fetch_contest_detail?unique_id=${main.unique_id}`,
  };
  const rank: Req = {
    method: 'POST',
    path: '/api/contest/fetch_season_player_rank',
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        unique_id: main.unique_id,
        season_id: main.season_id,
        offset: pageOffset(RANKED),
        limit: 20,
      }),
    }),
  };
  const mark = (contest: () => Seeded['main']): Req => ({
    method: 'POST',
    path: '/api/contest/mark_contest_season_player',
    setupRequest: (req) => {
      const c = contest();
      return {
        ...req,
        body: JSON.stringify({
          unique_id: c.unique_id,
          season_id: c.season_id,
          account_id: pick(c.players),
          remark: `bench ${Date.now() % 100_000}`,
        }),
      };
    },
  });
  const reads = Array.from({ length: 18 }, (_, i) => [list, detail, rank][i % 3]);
  return [...reads.slice(0, 9), mark(() => main), ...reads.slice(9), mark(() => pick(others))];
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  fiveXx: number;
  cpuPerRequestMs: number;
  load1: number;
}

/** One case: CONNECTIONS split evenly over `servers`, one autocannon each, all at once; results summed. */
async function measure(servers: Server[], requests: Req[], token: string, seconds: number) {
  const headers = { authorization: `Majsoul ${token}`, 'content-type': 'application/json' };
  const cpuBefore = servers.map((s) => cpuSeconds(s.pid));
  const results = await Promise.all(
    servers.map((s, i) =>
      load({
        url: s.base,
        connections: CONNECTIONS / servers.length + (i < CONNECTIONS % servers.length ? 1 : 0),
        duration: seconds,
        headers,
        requests,
      }),
    ),
  );
  const cpu = servers.reduce((sum, s, i) => sum + cpuSeconds(s.pid) - cpuBefore[i], 0);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  // Latency of the whole: p50 is the instances' p50 weighted by their share of requests (the shares are near even),
  // p99 the worse of the instances' p99 (autocannon hands back percentiles, not its histogram).
  const weighted = (f: (r: Result) => number) =>
    results.reduce((sum, r) => sum + f(r) * r.requests.total, 0) / Math.max(1, total);
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    p50: weighted((r) => r.latency.p50),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    requests: total,
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
    fiveXx: results.reduce((n, r) => n + r['5xx'], 0),
    cpuPerRequestMs: (cpu * 1000) / Math.max(1, total),
    load1: os.loadavg()[0],
  } satisfies Measured;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<number> {
  if (!ADMIN_URL.startsWith('postgres')) throw new Error('BENCH_PG_URL must be a postgres:// URL');
  if (!fs.existsSync(bundle) || fs.statSync(bundle).mtimeMs < sourcesTime()) {
    console.log('building the server bundle (apps/server/dist/main.js missing or older than its sources)');
    execFileSync(process.execPath, [path.join(serverDir, 'scripts', 'build.mjs')], {
      cwd: serverDir,
      stdio: 'inherit',
    });
  }
  const name = `taikai_bench_cluster_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-cluster-'));
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const servers: Server[] = [];
  const stop = () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const seededAt = performance.now();
    const db = createDatabase({ url: dbUrl });
    let seed: Seeded;
    try {
      await migrateToLatest(db);
      seed = await seedCluster(db, { players: PLAYERS, records: RECORDS });
    } finally {
      await db.destroy();
    }
    const seedSeconds = (performance.now() - seededAt) / 1000;
    servers.push(await serve('A', dbUrl, dir), await serve('B', dbUrl, dir));

    // Every request of the mix once on each process: a wrong path or body shows here, not as a table of 4xx.
    const requests = mix(seed);
    for (const s of servers) {
      for (const r of requests) {
        const req = r.setupRequest ? r.setupRequest({ ...r }, {}) : r;
        const res = await fetch(`${s.base}${req.path}`, {
          method: req.method,
          headers: { authorization: `Majsoul ${seed.token}`, 'content-type': 'application/json' },
          body: req.body,
        });
        const text = await res.text();
        if (!res.ok) throw new Error(`${req.method} ${req.path}: ${res.status} ${text.slice(0, 300)}`);
        const total = (JSON.parse(text) as { data?: { total?: number } }).data?.total;
        const least = req.path.includes('player_rank') ? RANKED : PLAYERS;
        if (total !== undefined && total < least) throw new Error(`${req.path}: total ${total}, expected ≥ ${least}`);
      }
    }

    const cases = [
      { name: '1 process', servers: servers.slice(0, 1) },
      { name: '2 processes', servers },
    ];
    for (const c of cases) await measure(c.servers, requests, seed.token, Math.min(2, SECONDS)); // warm-up
    const rows = cases.map(() => [] as Measured[]);
    for (let round = 0; round < ROUNDS; round++) {
      // Interleaved, and the order flipped every round, so neither case always runs first after a pause.
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const i of order) rows[i].push(await measure(cases[i].servers, requests, seed.token, SECONDS));
    }

    console.log(
      `\nMixed load on PostgreSQL, production bundle: ${PLAYERS} joined players, ${CONNECTIONS} connections in all ` +
        `(split evenly over the processes, one autocannon each), 90 % reads / 10 % remark writes; ` +
        `${ROUNDS} round(s) of ${SECONDS} s per case (medians), ${os.cpus().length} cores, migrated and seeded in ${seedSeconds.toFixed(1)} s\n`,
    );
    console.log(
      '| case | req/s | p50 ms | p99 ms | server CPU ms/request | load average (1 min) | requests | non-2xx | 5xx | errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const sum = (ms: Measured[], f: (m: Measured) => number) => ms.reduce((n, m) => n + f(m), 0);
    for (const [i, c] of cases.entries()) {
      const ms = rows[i];
      console.log(
        `| ${c.name} | ${median(ms.map((m) => m.rps)).toFixed(0)} | ${median(ms.map((m) => m.p50)).toFixed(1)} | ` +
          `${median(ms.map((m) => m.p99)).toFixed(0)} | ${median(ms.map((m) => m.cpuPerRequestMs)).toFixed(2)} | ` +
          `${median(ms.map((m) => m.load1)).toFixed(2)} | ${sum(ms, (m) => m.requests)} | ${sum(ms, (m) => m.non2xx)} | ` +
          `${sum(ms, (m) => m.fiveXx)} | ${sum(ms, (m) => m.errors)} |`,
      );
    }
    const ratio = median(rows[1].map((m) => m.rps)) / median(rows[0].map((m) => m.rps));
    console.log(`\nratio 2 processes / 1 process (req/s): ${ratio.toFixed(2)} (goal ≥ 2)`);
    const bad = rows.flat().reduce((n, m) => n + m.non2xx + m.errors, 0);
    if (bad) {
      console.error(`FAIL: ${bad} requests errored or answered non-2xx (server logs: ${dir})`);
      return 1;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    return 0;
  } catch (e) {
    console.error(`server logs kept in ${dir}`);
    throw e;
  } finally {
    stop();
    await Promise.all(
      servers.map((s) => (s.child.exitCode === null ? new Promise((r) => s.child.once('exit', r)) : null)),
    );
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

process.exitCode = await main();
