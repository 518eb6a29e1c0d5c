/**
 * The server side of bench/soak.ts (run as a child process, started twice on the same database: the soak's one
 * restart). It does what `taikai serve` does (apps/server/src/cli/serve.ts) — the configuration from the environment
 * (loadConfig), the serve lock on a SQLite file, buildApp with the scheduler and the game threads the product picks,
 * listen, and on SIGTERM the same graceful stop (requests finished, games' positions written and leases handed
 * back, database closed, exit 0; exit 1 past SHUTDOWN_DEADLINE_MS) — plus what the soak measures from inside:
 *
 * - with BENCH_SOAK_SETUP (first start only, a fresh database): migrates and seeds one contest (east-only, 5 + 20 s
 *   thinking time) whose season has BENCH_SOAK_PEOPLE joined players and BENCH_SOAK_MANAGERS managers, each an
 *   account with a session; their ids and tokens go out in the `ready` line;
 * - the server log (pino, LOG_LEVEL) goes to a counting stream: lines by level; warnings and worse, and every line
 *   once the stop has begun, are appended to BENCH_SOAK_LOG (a file the soak keeps), and the most frequent error
 *   messages are kept;
 * - every BENCH_SAMPLE_SECONDS (10) a `sample` line: RSS, heap, open file descriptors (/proc/self/fd), event-loop
 *   delay of the main thread over the interval (perf_hooks monitorEventLoopDelay: p50/p99/max), CPU time, the game
 *   threads' decisions, hands and games, the connections held, the database's size on disk (SQLite: file and WAL),
 *   log lines by level;
 * - stdin commands: `mark` (a sample after a full garbage collection: the heap that is really held), `snapshot
 *   <file>` (a heap snapshot of the main thread, for a diff), `stop` (the graceful stop, as SIGTERM).
 *
 * Every line this process writes to stdout is one JSON object with a `soak` field (`ready`, `sample`, `mark`,
 * `snapshot`, `stopped`); stdout is the soak's channel, the log goes elsewhere.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import v8 from 'node:v8';
import { defaultGameRuleSetting } from '@taikai/shared';
import { buildApp } from '../apps/server/src/app.js';
import { SHUTDOWN_DEADLINE_MS } from '../apps/server/src/cli/serve.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { type ServeLock, serveLockFile, takeServeLock } from '../apps/server/src/db/serve-lock.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { insertSession } from '../apps/server/src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.js';
import { connectionCounts } from '../apps/server/src/plugins/connection-limits.js';
import { joinSeason, makeContest } from '../apps/server/test/fixtures.js';

const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 10) * 1000;
const LOG_FILE = process.env.BENCH_SOAK_LOG ?? null;
const config = loadConfig();
const out = (o: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(o)}\n`);

// ---- set-up (first start) ----------------------------------------------------------------------------------------
interface Setup {
  unique_id: number;
  season_id: number;
  people: { account_id: number; token: string }[];
  managers: { account_id: number; token: string }[];
}

async function seed(people: number, managers: number): Promise<Setup> {
  const db = createDatabase({ url: config.databaseUrl, sqliteSync: config.sqliteSync });
  await migrateToLatest(db);
  const now = Math.floor(Date.now() / 1000);
  const account = async (nickname: string) => {
    const id = await insertAccount(db, {
      nickname,
      email: `${nickname}@soak.local`,
      password_hash: null,
      zone: 1,
      diamonds: 0,
      now,
    });
    const token = newToken();
    await insertSession(db, hashToken(token), id, now, now + 7 * 86400);
    return { account_id: id, token };
  };
  const creator = await account('soak-creator');
  const f = await makeContest(db, creator.account_id, now);
  // east-only games (people's tables end within the soak), the default 5 + 20 s thinking time
  await db
    .updateTable('contests')
    .set({ game_rule_setting: JSON.stringify(defaultGameRuleSetting(1)) })
    .where('unique_id', '=', f.unique_id)
    .execute();
  const ms: Setup['managers'] = [];
  for (let i = 0; i < managers; i++) {
    const m = await account(`soak-m${i}`);
    await db
      .insertInto('contest_admins')
      .values({ unique_id: f.unique_id, account_id: m.account_id, create_time: now })
      .execute();
    ms.push(m);
  }
  const ps: Setup['people'] = [];
  for (let i = 0; i < people; i++) ps.push(await account(`soak-p${i}`));
  // a seat is taken only by a joined player of the season
  for (let i = 0; i < ps.length; i += 500) {
    await joinSeason(
      db,
      f,
      ps.slice(i, i + 500).map((p) => p.account_id),
      now,
    );
  }
  await db.destroy();
  return { ...f, people: ps, managers: ms };
}

const setupArgs = process.env.BENCH_SOAK_SETUP ? JSON.parse(process.env.BENCH_SOAK_SETUP) : null;
const setup = setupArgs ? await seed(setupArgs.people, setupArgs.managers) : null;

// ---- the log: counted by level, warnings and worse kept --------------------------------------------------------
let stopping = false;
const logLevels: Record<string, number> = {};
const errorMessages = new Map<string, number>();
const logStream = {
  write(line: string) {
    const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
    logLevels[level] = (logLevels[level] ?? 0) + 1;
    // warnings and worse always; everything while stopping (what a slow stop waited for)
    if (level < 40 && !(stopping && level >= 30)) return;
    if (LOG_FILE) fs.appendFileSync(LOG_FILE, line.endsWith('\n') ? line : `${line}\n`);
    if (level >= 50) {
      const msg = /"msg":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1] ?? '(no msg)';
      if (errorMessages.has(msg) || errorMessages.size < 50) errorMessages.set(msg, (errorMessages.get(msg) ?? 0) + 1);
    }
  },
};

// ---- the server, as `taikai serve` starts it ---------------------------------------------------------------------
const lockFile = serveLockFile(config.databaseUrl);
const lock: ServeLock | null = lockFile ? takeServeLock(lockFile) : null;
const startedAt = performance.now();
const app = await buildApp({ config, logger: { stream: logStream } });
await app.listen({ port: config.port, host: config.host });
const listenMs = performance.now() - startedAt;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const t0 = performance.now();
  app.log.info({ signal }, 'stopping: finishing requests in flight, handing games over');
  setTimeout(() => {
    app.log.error('stop took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  clearInterval(sampler);
  await app.close();
  lock?.release();
  out({ soak: 'stopped', stopMs: Math.round(performance.now() - t0), logLevels, errorMessages: top(errorMessages) });
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// ---- measurements --------------------------------------------------------------------------------------------------
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const dbFile = config.databaseUrl.startsWith('sqlite:') ? config.databaseUrl.slice('sqlite:'.length) : null;
const fileSize = (f: string) => {
  try {
    return fs.statSync(f).size;
  } catch {
    return 0;
  }
};
const top = (m: Map<string, number>) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([msg, n]) => ({ msg, n }));

async function games() {
  const threads = app.ctx.games.threads;
  const all = threads ? (await threads.stats()).map((s) => s.host) : [app.ctx.games.host.stats()];
  return {
    threads: threads?.count ?? 0,
    games: all.reduce((a, s) => a + s.games, 0),
    hands: all.reduce((a, s) => a + s.hands, 0),
    decisions: all.reduce((a, s) => a + s.decisions, 0),
  };
}

async function sample(kind: 'sample' | 'mark') {
  if (kind === 'mark') {
    globalThis.gc?.();
    globalThis.gc?.();
  }
  const mem = process.memoryUsage();
  const cpu = process.cpuUsage();
  const heap = v8.getHeapStatistics();
  const o = {
    soak: kind,
    t: Date.now(),
    pid: process.pid,
    uptimeS: Math.round(process.uptime()),
    rss: mem.rss,
    heapUsed: mem.heapUsed,
    heapTotal: mem.heapTotal,
    external: mem.external,
    arrayBuffers: mem.arrayBuffers,
    mallocedMemory: heap.malloced_memory,
    fds: fs.readdirSync('/proc/self/fd').length - 1, // less the directory's own descriptor
    cpuMs: (cpu.user + cpu.system) / 1000,
    ...(kind === 'sample'
      ? { loopMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } }
      : {}),
    ...(await games()),
    connections: connectionCounts(app),
    dbBytes: dbFile ? fileSize(dbFile) : null,
    walBytes: dbFile ? fileSize(`${dbFile}-wal`) : null,
    logLevels,
  };
  if (kind === 'sample') loop.reset();
  out(o);
}
const sampler = setInterval(() => {
  if (!stopping) void sample('sample');
}, SAMPLE_MS);

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [cmd, arg] = line.split(' ');
  if (cmd === 'mark') void sample('mark');
  else if (cmd === 'snapshot' && arg) {
    const t0 = performance.now();
    const file = v8.writeHeapSnapshot(arg);
    out({ soak: 'snapshot', file, ms: Math.round(performance.now() - t0) });
  } else if (cmd === 'errors') out({ soak: 'errors', logLevels, errorMessages: top(errorMessages) });
  else if (cmd === 'stop') void stop('stdin');
});

out({
  soak: 'ready',
  pid: process.pid,
  port: (app.server.address() as { port: number }).port,
  listenMs: Math.round(listenMs),
  gameThreads: app.ctx.games.threads?.count ?? 0,
  setup,
});
