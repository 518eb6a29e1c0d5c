/**
 * Players' table benchmark: BENCH_TABLES (750) tables × 4 scripted WebSocket clients (3,000 seats) on
 * loopback against one server process, every seat answering each question after 2–4 s (human pace; the level-1
 * robot decides what). The server runs in a child process (bench/table-target.ts), the clients in this one.
 *
 * Measured over BENCH_SECONDS (60) after everyone is connected and BENCH_WARMUP (15) s of play:
 * - latency: from a client sending a discard to the last of the table's four sockets receiving the update with it
 *   (p50/p99/max; includes the client→server leg on loopback);
 * - server CPU per decision (all decisions: discards, calls, passes), and decisions per second;
 * - server memory per table: RSS and heap growth from the empty app to all tables connected and playing.
 *
 * Two processes on PostgreSQL: BENCH_PROCESSES=2 BENCH_DB=postgres runs two server
 * children on one fresh database (made on BENCH_PG_URL, default postgres://postgres@127.0.0.1:54330/postgres, and
 * dropped at the end, also on failure). Each child starts, and so drives, half the tables (table t on process t % 2);
 * every table's seats 0–1 connect to process 0 and seats 2–3 to process 1, so half of each table's seats follow a
 * game driven by the other process (events through the game_events log and LISTEN/NOTIFY). Reported as well: the
 * latency to the last seat on the driving process and to the last seat on the following one; CPU, decisions and
 * memory are summed over both processes.
 *
 *   npm run bench:table            BENCH_TABLES=100 BENCH_SECONDS=30 npm run bench:table
 *   BENCH_PROCESSES=2 BENCH_DB=postgres npm run bench:table
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TableServerMessage } from '@taikai/shared';
import pg from 'pg';
import { robotPolicy, TableClient } from '../apps/server/test/kit/table-client.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const DB = process.env.BENCH_DB ?? 'sqlite';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54330/postgres';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (DB !== 'sqlite' && DB !== 'postgres') throw new Error('BENCH_DB is sqlite or postgres');
if (PROCESSES > 1 && DB !== 'postgres') throw new Error('BENCH_PROCESSES > 1 needs BENCH_DB=postgres');

interface Setup {
  port: number;
  tables: { index: number; uuid: string; tokens: string[] }[];
  contest: { unique_id: number; season_id: number };
}
interface Mark {
  cpuMs: number;
  rss: number;
  heapUsed: number;
  rssBefore: number;
  heapBefore: number;
  decisions: number;
  loopMs: { p50: number; p99: number; max: number };
}
interface Target {
  child: ChildProcess;
  next(): Promise<string>;
  ask<T>(cmd: string): Promise<T>;
}

/** A server child (bench/table-target.ts) and its stdout lines; a read fails once the child is gone. */
function startTarget(index: number, env: Record<string, string>): Target {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(root, 'bench', 'table-target.ts')],
    {
      cwd: path.join(root, 'apps', 'server'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        BENCH_INDEX: String(index),
        BENCH_PROCESSES: String(PROCESSES),
        ...env,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const queue: string[] = [];
  const waiting: { resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  let gone: Error | null = null;
  readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (l) => {
    const w = waiting.shift();
    if (w) w.resolve(l);
    else queue.push(l);
  });
  child.once('exit', (code, signal) => {
    gone = new Error(`server process ${index} exited (${code ?? signal})`);
    for (const w of waiting.splice(0)) w.reject(gone);
  });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      if (queue.length) resolve(queue.shift() as string);
      else if (gone) reject(gone);
      else waiting.push({ resolve, reject });
    });
  return {
    child,
    next,
    async ask<T>(cmd: string) {
      child.stdin?.write(`${cmd}\n`);
      return JSON.parse(await next()) as T;
    },
  };
}

const targets: Target[] = [];
const clients: TableClient[] = [];
let admin: pg.Client | null = null;
let dbName: string | null = null;
let exitCode = 0;
try {
  const env: Record<string, string> = {};
  if (DB === 'postgres') {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    dbName = `taikai_table_bench_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    env.BENCH_TARGET_DB = url.toString();
  }
  // process 0 migrates and makes the contest; the others join it
  targets.push(startTarget(0, env));
  const setups: Setup[] = [JSON.parse(await targets[0].next())];
  for (let i = 1; i < PROCESSES; i++) {
    targets.push(startTarget(i, { ...env, BENCH_CONTEST: JSON.stringify(setups[0].contest) }));
    setups.push(JSON.parse(await targets[i].next()));
  }
  const tables = setups
    .flatMap((s, driver) => s.tables.map((t) => ({ ...t, driver })))
    .sort((a, b) => a.index - b.index);
  /** the process a seat's socket connects to: seats split evenly, in order (2 processes: 0–1 on 0, 2–3 on 1) */
  const home = (seat: number) => Math.floor((seat * PROCESSES) / 4);
  console.log(
    `server up: ${tables.length} tables` +
      (PROCESSES > 1 ? ` on ${PROCESSES} processes (${setups.map((s) => s.tables.length).join(' + ')} driven)` : ''),
  );

  let measuring = false;
  const latencies: number[] = [];
  /** per discard: to the last seat whose socket is on the driving process / on another one */
  const drivingLatencies: number[] = [];
  const followingLatencies: number[] = [];
  /** to the last of the four seats, by where the discarding seat's socket is: on the driving process or not */
  const byDiscarder = { driving: [] as number[], following: [] as number[] };
  for (const [ti, table] of tables.entries()) {
    const pending: { t0: number; at: (number | undefined)[]; left: number; from: number }[] = [];
    for (let seat = 0; seat < 4; seat++) {
      const c = new TableClient(`http://127.0.0.1:${setups[home(seat)].port}`, table.tokens[seat]);
      c.validate = false;
      c.policy = null;
      c.onMessage = (m: TableServerMessage, at: number) => {
        if (m.type === 'ask') {
          setTimeout(
            () => {
              const action = robotPolicy(m, m);
              if (!action) return;
              if (action.type === 'discard') pending.push({ t0: performance.now(), at: [], left: 4, from: seat });
              c.send({ v: 1, type: 'act', n: 1, uuid: m.uuid, seat: m.seat, ask: m.ask, action });
            },
            2000 + Math.random() * 2000,
          );
        } else if (m.type === 'update' && m.events.some((e) => e.event.type === 'dahai')) {
          const p = pending[0];
          if (!p || at < p.t0 || p.at[seat] !== undefined) return;
          p.at[seat] = at;
          p.left--;
          if (p.left > 0) return;
          pending.shift();
          if (!measuring) return;
          const last = (local: boolean) =>
            Math.max(...p.at.filter((_, s) => (home(s) === table.driver) === local).map((x) => (x as number) - p.t0));
          latencies.push(Math.max(...p.at.map((x) => (x as number) - p.t0)));
          if (PROCESSES > 1) {
            drivingLatencies.push(last(true));
            followingLatencies.push(last(false));
            byDiscarder[home(p.from) === table.driver ? 'driving' : 'following'].push(latencies[latencies.length - 1]);
          }
        }
      };
      clients.push(c);
    }
    if (ti % 100 === 99) console.log(`clients made for ${ti + 1} tables`);
  }
  for (let i = 0; i < clients.length; i += 100) {
    await Promise.all(
      clients.slice(i, i + 100).map(async (c, k) => {
        await c.connect();
        c.open(tables[Math.floor((i + k) / 4)].uuid);
      }),
    );
  }
  console.log(`${clients.length} sockets connected`);
  await new Promise((r) => setTimeout(r, 2000));
  await Promise.all(targets.map((t) => t.ask('resume')));
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  const before = await Promise.all(targets.map((t) => t.ask<Mark>('mark')));
  const clientLoop = monitorEventLoopDelay({ resolution: 5 });
  clientLoop.enable();
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const after = await Promise.all(targets.map((t) => t.ask<Mark>('mark')));

  const summary = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    const q = (p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
    return { p50: +q(0.5).toFixed(1), p99: +q(0.99).toFixed(1), max: +(xs.at(-1) ?? NaN).toFixed(1) };
  };
  const sum = (f: (i: number) => number) => targets.reduce((acc, _, i) => acc + f(i), 0);
  const decisions = sum((i) => after[i].decisions - before[i].decisions);
  const cpuMs = sum((i) => after[i].cpuMs - before[i].cpuMs);
  const out = {
    ...(PROCESSES > 1 ? { processes: PROCESSES, database: DB } : DB === 'sqlite' ? {} : { database: DB }),
    tables: tables.length,
    seats: clients.length,
    seconds: SECONDS,
    discardsMeasured: latencies.length,
    /** to the last of the table's four sockets (two processes: two of them follow a game driven elsewhere) */
    latencyMs: summary(latencies),
    ...(PROCESSES > 1
      ? {
          /** to the last of the seats whose socket is on the process driving the game */
          latencyDrivingSeatsMs: summary(drivingLatencies),
          /** to the last of the seats whose socket is on the other process (following the game's log) */
          latencyFollowingSeatsMs: summary(followingLatencies),
          /** latencyMs split by the discarding seat's socket: on the driving process, or following (its act goes
           * to the driving process through the database first) */
          latencyByDiscarderMs: {
            onDriving: { n: byDiscarder.driving.length, ...summary(byDiscarder.driving) },
            onFollowing: { n: byDiscarder.following.length, ...summary(byDiscarder.following) },
          },
        }
      : {}),
    decisionsPerSecond: +(decisions / SECONDS).toFixed(1),
    /** CPU of every server process over the decisions of every game */
    cpuMsPerDecision: +(cpuMs / Math.max(1, decisions)).toFixed(3),
    /** summed over the server processes (one core = 100) */
    serverCpuPercent: +((cpuMs / (SECONDS * 1000)) * 100).toFixed(1),
    ...(PROCESSES > 1
      ? {
          serverCpuPercentByProcess: targets.map(
            (_, i) => +(((after[i].cpuMs - before[i].cpuMs) / (SECONDS * 1000)) * 100).toFixed(1),
          ),
          decisionsPerSecondByProcess: targets.map(
            (_, i) => +((after[i].decisions - before[i].decisions) / SECONDS).toFixed(1),
          ),
        }
      : {}),
    /** growth summed over the server processes, per table */
    rssPerTableKB: +(sum((i) => after[i].rss - after[i].rssBefore) / tables.length / 1024).toFixed(1),
    heapPerTableKB: +(sum((i) => after[i].heapUsed - after[i].heapBefore) / tables.length / 1024).toFixed(1),
    /** event-loop delay of the server process(es) and of this (clients') process during the measurement, ms */
    serverLoopMs: PROCESSES > 1 ? after.map((a) => a.loopMs) : after[0].loopMs,
    clientLoopMs: {
      p50: clientLoop.percentile(50) / 1e6,
      p99: clientLoop.percentile(99) / 1e6,
      max: clientLoop.max / 1e6,
    },
  };
  console.log(JSON.stringify(out, null, 2));
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  for (const c of clients) c.ws?.terminate();
  await Promise.all(
    targets.map(
      (t) =>
        new Promise<void>((resolve) => {
          if (t.child.exitCode !== null || t.child.signalCode !== null) return resolve();
          const kill = setTimeout(() => t.child.kill('SIGKILL'), 30_000);
          t.child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          t.child.stdin?.write('quit\n');
        }),
    ),
  );
  if (admin) {
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
    await admin.end();
  }
}
process.exit(exitCode);
