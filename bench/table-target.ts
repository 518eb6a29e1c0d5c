/**
 * The server side of bench/table.ts (run as a child process): a fresh SQLite database, BENCH_TABLES games of four
 * people (accounts with sessions), the app listening on loopback. Prints one JSON line with the port and every
 * table's uuid and seat tokens; then answers each `mark` line on stdin with its CPU time, memory and decisions.
 *
 * Several processes (BENCH_PROCESSES=n, BENCH_TARGET_DB=postgres://… made by bench/table.ts): process BENCH_INDEX
 * makes and starts — so drives — the tables t with t % n === BENCH_INDEX. Process 0 migrates the database and makes
 * the contest (printed as `contest` in its line); the others get it in BENCH_CONTEST and start after it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { buildApp } from '../apps/server/src/app.js';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { insertAccount } from '../apps/server/src/modules/account/account.repository.js';
import { insertSession } from '../apps/server/src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../apps/server/src/modules/auth/tokens.js';
import { joinSeason, makeContest } from '../apps/server/test/fixtures.js';

const TABLES = Number(process.env.BENCH_TABLES ?? 750);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const INDEX = Number(process.env.BENCH_INDEX ?? 0);
const shared = process.env.BENCH_TARGET_DB;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-table-bench-'));
const db = createDatabase({ url: shared ?? `sqlite:${path.join(dir, 'bench.db')}` });
if (INDEX === 0) await migrateToLatest(db);
const now = Math.floor(Date.now() / 1000);
const app = await buildApp({
  db,
  logger: false,
  consoleDir: null,
  // 3,000 sockets from one address: the per-address cap (a protection against one client) is off for the bench
  config: { demo: false, scheduler: false, handSeconds: 75, thinkScale: 1, maxConnectionsPerAddress: 0 },
});
global.gc?.();
const memBefore = process.memoryUsage();
const f: { unique_id: number; season_id: number } = process.env.BENCH_CONTEST
  ? JSON.parse(process.env.BENCH_CONTEST)
  : await makeContest(
      db,
      await insertAccount(db, {
        nickname: 'creator',
        email: 'c@bench.local',
        password_hash: '',
        zone: 1,
        diamonds: 0,
        now,
      }),
      now,
    );
const tables: { index: number; uuid: string; tokens: string[] }[] = [];
for (let t = INDEX; t < TABLES; t += PROCESSES) {
  const seats = [];
  const tokens = [];
  for (let s = 0; s < 4; s++) {
    const id = await insertAccount(db, {
      nickname: `b${t}-${s}`,
      email: `b${t}-${s}@bench.local`,
      password_hash: '',
      zone: 1,
      diamonds: 0,
      now,
    });
    const token = newToken();
    await insertSession(db, hashToken(token), id, now, now + 86400);
    seats.push({ account_id: id, nickname: `b${t}-${s}`, ai_level: 1, init_points: 25000 });
    tokens.push(token);
  }
  await joinSeason(
    db,
    f,
    seats.map((x) => x.account_id),
    now,
  );
  const uuid = (await app.ctx.games.host.start({
    unique_id: f.unique_id,
    season_id: f.season_id,
    plan_uuid: null,
    round_type: 2,
    detail_rule: { time_fixed: 5, time_add: 20 },
    seats,
  })) as string;
  await app.ctx.games.host.pause(uuid);
  tables.push({ index: t, uuid, tokens });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
console.log(JSON.stringify({ port, tables, contest: f, pid: process.pid }));

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const rl = readline.createInterface({ input: process.stdin });
rl.on('line', async (line) => {
  if (line === 'resume') {
    for (const t of tables) await app.ctx.games.host.resume(t.uuid);
    console.log(JSON.stringify({ resumed: true }));
    return;
  }
  if (line === 'mark') {
    global.gc?.();
    const cpu = process.cpuUsage();
    const mem = process.memoryUsage();
    console.log(
      JSON.stringify({
        cpuMs: (cpu.user + cpu.system) / 1000,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        rssBefore: memBefore.rss,
        heapBefore: memBefore.heapUsed,
        decisions: app.ctx.games.host.stats().decisions,
        loopMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      }),
    );
    loop.reset();
  }
  if (line === 'quit') {
    await app.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }
});
