/**
 * Games benchmark: a season's busiest hour on one server process — BENCH_TABLES (750) tables of four
 * played by level-1 robots, paced at TAIKAI_HAND_SECONDS (1) per hand, while 32 connections poll
 * contest_running_game_list and ready_player_list (16 each, BENCH_POLL_RATE requests per second per connection).
 *
 * The app runs in a child process (bench/games-target.ts; BENCH_PIN=1 pins it to one core) with the game threads the
 * product picks (one less than the cores; BENCH_GAME_THREADS=N sets them, 0 plays the games on its main thread), the
 * pollers (Node's http client accepting gzip, or fetch: BENCH_POLL_CLIENT below; one connection each, each from a
 * random phase of its period; BENCH_POLL_PHASES=together: all at once) in this one on the other cores, as bench/server.ts does. After a warm-up, rounds of BENCH_SECONDS are measured and their medians reported:
 * hands per second, server CPU per hand (the polls' CPU included), the polls' p50/p99, and the game clock's lag
 * (how late hands start against their pace) p50/p99/max from every hand started in the round.
 *
 *   npm run bench:games                         SQLite, 3 rounds of 20 s after a 10 s warm-up
 *   BENCH_DB=postgres npm run bench:games       a fresh database on BENCH_PG_URL's cluster (dropped afterwards)
 *   BENCH_DB=both, BENCH_TABLES, BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP, BENCH_POLL_RATE, TAIKAI_HAND_SECONDS,
 *   BENCH_POLL_CLIENT (http, fetch), BENCH_SPREAD (seconds over which the tables start: 10, steady state; 1, every table of a round at once)
 *   BENCH_CACHES_AB=runningSeats,gzipForms   every other round without these caches (apps/server/src/caches.ts
 *                                            SWITCHABLE), reported side by side (use an even BENCH_ROUNDS)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { targetNodeArgs } from './server-flags.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const POLL_RATE = Number(process.env.BENCH_POLL_RATE ?? 1);
const CONNECTIONS = 32;
const TOGETHER = process.env.BENCH_POLL_PHASES === 'together';
/**
 * How a poller asks (BENCH_POLL_CLIENT): `http` (the default) — Node's http client on a kept-alive connection,
 * accepting gzip as browsers do, a poll's time ending at the response's last byte as sent (what load tools such as
 * autocannon time); `fetch` — Node's fetch, its time ending once the body is inflated (Node's fetch inflates a
 * response through a stream that passes each 16 KB of output through the thread pool and back, so on a loaded
 * two-core machine its time is mostly the client's own; bench/RESULTS.md "Games").
 */
const POLL_CLIENT = process.env.BENCH_POLL_CLIENT === 'fetch' ? 'fetch' : 'http';
const HAND_SECONDS = process.env.TAIKAI_HAND_SECONDS ?? '1';
const databases = process.env.BENCH_DB === 'both' ? ['sqlite', 'postgres'] : [process.env.BENCH_DB ?? 'sqlite'];
/** caches (apps/server/src/caches.ts SWITCHABLE) turned off in every other round, to measure what they save */
const CACHES_AB = (process.env.BENCH_CACHES_AB ?? '').split(',').filter(Boolean);

interface Target {
  base: string;
  controlBase: string;
  token: string;
  unique_id: number;
  season_id: number;
  tables: number;
  database: string;
  /** game threads of the server process (0: games on its main thread) */
  gameThreads: number;
}

interface Stats {
  games: number;
  hands: number;
  decisions: number;
  /** the drivers' visits to games (each plays the decisions due within the pacing grain) */
  visits: number;
  started: number;
  cpuUs: number;
  /** bytes the database was made to write (WAL on PostgreSQL; the process's write calls on SQLite) */
  dbBytes: number;
  lag: number[];
  loopDelay: { p50: number; p99: number; max: number };
  gc: { ms: number; count: number; p99: number; max: number };
  served: Record<string, { p50: number; p99: number }>;
  rssMb: number;
  /** ns on a CPU and ns waiting for one, per kind of thread (Linux; zeros elsewhere) */
  sched: Record<'main' | 'games' | 'other', { runNs: number; waitNs: number }>;
}

interface Round {
  handsPerSec: number;
  decisionsPerSec: number;
  decisionsPerVisit: number;
  cpuMsPerHand: number;
  cpuShare: number;
  dbKbPerHand: number;
  lagP50: number;
  lagP99: number;
  lagMax: number;
  lagSamples: number;
  runningP50: number;
  runningP99: number;
  runningRps: number;
  readyP50: number;
  readyP99: number;
  readyRps: number;
  errors: number;
  games: number;
  loopP99: number;
  gcShare: number;
  gcMax: number;
  /** the polls' time inside the server (request parsed to response written), p50/p99 ms */
  servedRunning: string;
  servedReady: string;
  servedRunningP50: number;
  servedRunningP99: number;
  /** share of a core each kind of thread ran, and waited runnable for a CPU, over the round (Linux) */
  gamesRun: number;
  gamesWait: number;
  mainRun: number;
  mainWait: number;
  otherRun: number;
  load: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// The server's node flags as deployed (`npm start`), then BENCH_TARGET_NODE_ARGS: extra flags for the server process
// (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof, or --max-semi-space-size=16, V8's default on 64-bit, to compare)
const nodeArgs = targetNodeArgs();
const targetArgs = [process.execPath, ...nodeArgs, '--import', 'tsx', path.join(here, 'games-target.ts')];
const cores = os.cpus().length;
// The server process is not pinned by default: one process as deployed, its helper threads (garbage collection,
// SQLite checkpoints) free to use the other core beside the pollers (32 requests a second). BENCH_PIN=1 confines it
// to one core (the pollers on the others), which leaves those threads and, on PostgreSQL, the database's own
// processes sharing the server's core.
const pinned = cores >= 2 && fs.existsSync('/usr/bin/taskset') && process.env.BENCH_PIN === '1';
if (pinned) spawnSync('/usr/bin/taskset', ['-pc', `0-${cores - 2}`, String(process.pid)]);

const served = (s: Stats, call: string) => {
  const x = s.served[call];
  return x ? `${x.p50.toFixed(1)}/${x.p99.toFixed(1)}` : '-';
};
const quantile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : Number.NaN;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface PollResult {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}

/**
 * CONNECTIONS / 2 pollers of one call, each sending POLL_RATE requests a second on its own connection (the next one
 * when its time comes, or at once when the answer came later), from its own phase: a random point of the period
 * (managers' pages opened at different moments), or all at the same moment with BENCH_POLL_PHASES=together (every
 * poller of a call hitting the server in the same millisecond each period, as one autocannon run with
 * `connectionRate` does: a burst of CONNECTIONS / 2 requests, the last of which waits for all the others).
 */
async function pollers(url: string, headers: Record<string, string>, seconds: number): Promise<PollResult> {
  const period = 1000 / POLL_RATE;
  const end = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await Promise.all(
    Array.from({ length: CONNECTIONS / 2 }, async () => {
      const ask = POLL_CLIENT === 'fetch' ? fetchPoll(url, headers) : httpPoll(url, headers);
      let next = performance.now() + (TOGETHER ? 0 : Math.random() * period);
      for (;;) {
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= end) return;
        const t0 = performance.now();
        try {
          const status = await ask();
          if (status < 200 || status >= 300) non2xx++;
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
        next = Math.max(next + period, performance.now());
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return {
    latency: { p50: Math.round(quantile(sorted, 0.5)), p99: Math.round(quantile(sorted, 0.99)) },
    requests: { average: latencies.length / seconds },
    non2xx,
    errors,
  };
}

/** One poller's ask with fetch: answers the status once the body is read (inflated). */
function fetchPoll(url: string, headers: Record<string, string>): () => Promise<number> {
  return async () => {
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    return r.status;
  };
}

/** One poller's ask with the http client on its own kept-alive connection: the status at the body's last byte. */
function httpPoll(url: string, headers: Record<string, string>): () => Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const all = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
  return () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(url, { agent, headers: all }, (res) => {
        res.on('data', () => {});
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      });
      req.once('error', reject);
    });
}

/** Each kind of thread's time on a CPU and waiting for one between two stats calls, as shares of one core. */
function schedShares(before: Stats, after: Stats, secs: number) {
  const share = (kind: 'main' | 'games' | 'other', field: 'runNs' | 'waitNs') =>
    (after.sched[kind][field] - before.sched[kind][field]) / 1e9 / secs;
  return {
    gamesRun: share('games', 'runNs'),
    gamesWait: share('games', 'waitNs'),
    mainRun: share('main', 'runNs'),
    mainWait: share('main', 'waitNs'),
    otherRun: share('other', 'runNs'),
  };
}

async function runDatabase(database: string): Promise<void> {
  const env = { ...process.env, BENCH_DB: database, TAIKAI_HAND_SECONDS: HAND_SECONDS, NODE_ENV: 'production' };
  const opts = { cwd: path.join(here, '..'), stdio: ['pipe', 'pipe', 'inherit'] as ['pipe', 'pipe', 'inherit'], env };
  const child = pinned
    ? spawn('/usr/bin/taskset', ['-c', String(cores - 1), ...targetArgs], opts)
    : spawn(targetArgs[0], targetArgs.slice(1), opts);
  const setupStart = Date.now();
  const target = await new Promise<Target>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`games-target exited with ${code}`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Target));
  });
  console.error(
    `[${database}] ${target.tables} tables started (set-up ${((Date.now() - setupStart) / 1000).toFixed(0)} s)`,
  );
  const stats = async () => (await (await fetch(`${target.controlBase}/bench/stats`)).json()) as Stats;
  const season = `unique_id=${target.unique_id}&season_id=${target.season_id}`;
  const poll = (call: string, seconds: number) =>
    pollers(`${target.base}/api/contest/${call}?${season}`, { authorization: `Majsoul ${target.token}` }, seconds);

  // warm-up: tables running, polls on, nothing recorded
  await Promise.all([poll('contest_running_game_list', WARMUP), poll('ready_player_list', WARMUP)]);
  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (CACHES_AB.length) {
      // odd rounds without the named caches: switched, then 2 s of polls unrecorded (the caches fill or empty)
      const off = r % 2 === 1 ? CACHES_AB : [];
      const switched = await fetch(`${target.controlBase}/bench/caches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ off }),
      });
      if (!switched.ok) throw new Error(`switching the caches: ${await switched.text()}`);
      await Promise.all([poll('contest_running_game_list', 2), poll('ready_player_list', 2)]);
    }
    const before = await stats();
    if (process.env.BENCH_PROFILE_DIR) await fetch(`${target.controlBase}/bench/profile/start`, { method: 'POST' });
    const t0 = performance.now();
    const [running, ready] = await Promise.all([
      poll('contest_running_game_list', SECONDS),
      poll('ready_player_list', SECONDS),
    ]);
    if (process.env.BENCH_PROFILE_DIR) await fetch(`${target.controlBase}/bench/profile/stop`, { method: 'POST' });
    const after = await stats();
    const secs = (performance.now() - t0) / 1000;
    const hands = after.hands - before.hands;
    const lag = after.lag.slice().sort((a, b) => a - b);
    rounds.push({
      handsPerSec: hands / secs,
      decisionsPerSec: (after.decisions - before.decisions) / secs,
      decisionsPerVisit: (after.decisions - before.decisions) / Math.max(1, after.visits - before.visits),
      cpuMsPerHand: (after.cpuUs - before.cpuUs) / 1000 / Math.max(1, hands),
      cpuShare: (after.cpuUs - before.cpuUs) / 1e6 / secs,
      dbKbPerHand: (after.dbBytes - before.dbBytes) / 1024 / Math.max(1, hands),
      lagP50: quantile(lag, 0.5),
      lagP99: quantile(lag, 0.99),
      lagMax: lag.length ? lag[lag.length - 1] : Number.NaN,
      lagSamples: lag.length,
      runningP50: running.latency.p50,
      runningP99: running.latency.p99,
      runningRps: running.requests.average,
      readyP50: ready.latency.p50,
      readyP99: ready.latency.p99,
      readyRps: ready.requests.average,
      errors: running.non2xx + running.errors + ready.non2xx + ready.errors,
      games: after.games,
      loopP99: after.loopDelay.p99,
      gcShare: after.gc.ms / 1000 / secs,
      gcMax: after.gc.max,
      servedRunning: served(after, 'contest_running_game_list'),
      servedReady: served(after, 'ready_player_list'),
      servedRunningP50: after.served.contest_running_game_list?.p50 ?? Number.NaN,
      servedRunningP99: after.served.contest_running_game_list?.p99 ?? Number.NaN,
      ...schedShares(before, after, secs),
      load: os.loadavg()[0],
    });
    console.error(`[${database}] round ${r + 1}: ${JSON.stringify(rounds[rounds.length - 1])}`);
  }
  const last = await stats();
  child.stdin.end();
  await new Promise((r) => child.once('exit', r));

  const m = (k: keyof Round) => median(rounds.map((x) => Number(x[k])));
  const f0 = (x: number) => x.toFixed(0);
  const f1 = (x: number) => x.toFixed(1);
  const f2 = (x: number) => x.toFixed(2);
  console.log(
    `\n${database}: ${target.tables} tables, ${HAND_SECONDS} s per hand, ${target.gameThreads ? `${target.gameThreads} game thread(s)` : 'games on the main thread'}, ${CONNECTIONS} polling connections (${POLL_CLIENT}) at ` +
      `${POLL_RATE}/s each (${TOGETHER ? 'all at the same moment of each second' : 'each from a random phase'}), ${ROUNDS} round(s) of ${SECONDS} s after ${WARMUP} s warm-up (medians), ${cores} cores` +
      `${pinned ? ', server pinned to its own core (BENCH_PIN=1)' : ', server not pinned'}; load average (1 min) ${rounds.map((x) => f1(x.load)).join(', ')}; ` +
      `tables started over ${process.env.BENCH_SPREAD ?? 10} s, games started in all ${last.started}, server RSS ${f0(last.rssMb)} MB\n`,
  );
  console.log(
    '| hands/s | decisions/s | server CPU ms/hand | server core busy | DB writes KB/hand | lag p50 ms | lag p99 ms | lag max ms | ' +
      'running list p50/p99 ms | ready list p50/p99 ms | polls/s | event-loop delay p99 ms | GC share / longest pause ms | ' +
      'non-2xx/errors |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${f0(m('handsPerSec'))} | ${f0(m('decisionsPerSec'))} | ${f2(m('cpuMsPerHand'))} | ${f0(100 * m('cpuShare'))}% | ${f1(m('dbKbPerHand'))} | ` +
      `${f0(m('lagP50'))} | ${f0(m('lagP99'))} | ${f0(m('lagMax'))} | ${m('runningP50')}/${m('runningP99')} | ` +
      `${m('readyP50')}/${m('readyP99')} | ${f0(m('runningRps') + m('readyRps'))} | ${f1(m('loopP99'))} | ` +
      `${f0(100 * m('gcShare'))}% / ${f1(m('gcMax'))} | ${rounds.reduce((a, x) => a + x.errors, 0)} |`,
  );
  const pc = (x: number) => `${f0(100 * x)}%`;
  console.log(
    `\nThreads (share of one core on a CPU / runnable but waiting for one, medians; Linux schedstat): ` +
      `${target.gameThreads ? `game threads ${pc(m('gamesRun'))} / ${pc(m('gamesWait'))}, ` : ''}` +
      `main ${pc(m('mainRun'))} / ${pc(m('mainWait'))}, the others (GC helpers, SQLite checkpointer, libuv) ${pc(m('otherRun'))}. ` +
      `Decisions per visit of the driver to a game: ${f1(m('decisionsPerVisit'))}.`,
  );
  console.log(
    `\nThe polls' time inside the server (request parsed to response written), p50/p99 ms per round: running list ` +
      `${rounds.map((x) => x.servedRunning).join(', ')}; ready list ${rounds.map((x) => x.servedReady).join(', ')}.`,
  );
  const aimMet = m('lagP99') < 250 && m('runningP99') < 50 && m('readyP99') < 50;
  console.log(
    `\nAim (lag p99 < 250 ms, polls' p99 < 50 ms): ${aimMet ? 'met' : 'not met'}` +
      ` (${pinned ? 'server pinned to one core' : 'server process not pinned'}).`,
  );
  if (CACHES_AB.length) cachesReport(rounds);
}

/** BENCH_CACHES_AB: the rounds with every cache (even) against those without the named ones (odd), medians. */
function cachesReport(rounds: Round[]): void {
  const sides: [string, Round[]][] = [
    ['with', rounds.filter((_, i) => i % 2 === 0)],
    [`without ${CACHES_AB.join(', ')}`, rounds.filter((_, i) => i % 2 === 1)],
  ];
  console.log(
    '\n| caches | rounds | main thread on a CPU | server CPU ms/hand | running list p50/p99 ms | its time in the server ' +
      'p50/p99 ms | ready list p50/p99 ms | event-loop delay p99 ms | lag p99 ms |',
  );
  console.log('|---|---:|---:|---:|---|---|---|---:|---:|');
  for (const [label, rs] of sides) {
    const mm = (k: keyof Round) => median(rs.map((x) => Number(x[k])));
    console.log(
      `| ${label} | ${rs.length} | ${(100 * mm('mainRun')).toFixed(1)}% | ${mm('cpuMsPerHand').toFixed(3)} | ` +
        `${mm('runningP50')}/${mm('runningP99')} | ${mm('servedRunningP50').toFixed(1)}/${mm('servedRunningP99').toFixed(1)} | ` +
        `${mm('readyP50')}/${mm('readyP99')} | ${mm('loopP99').toFixed(1)} | ${mm('lagP99').toFixed(0)} |`,
    );
  }
  // each pair of rounds (with, then without) side by side: the median of their ratios
  const pairs = Array.from({ length: Math.floor(rounds.length / 2) }, (_, i) => [rounds[2 * i], rounds[2 * i + 1]]);
  const ratio = (k: keyof Round) => median(pairs.map(([w, wo]) => Number(wo[k]) / Number(w[k]))).toFixed(2);
  console.log(
    `\nWithout / with, median of ${pairs.length} pairs: main thread on a CPU ${ratio('mainRun')}, server CPU per hand ` +
      `${ratio('cpuMsPerHand')}, running list p99 ${ratio('runningP99')}, its time in the server p99 ${ratio('servedRunningP99')}.`,
  );
}

for (const d of databases) await runDatabase(d);
