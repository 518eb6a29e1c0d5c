/**
 * Soak: BENCH_SOAK_MINUTES (30) of a busy evening on one server process, and whether its
 * memory stays flat and nothing fails. The server is a child process (bench/soak-target.ts: what `taikai serve`
 * runs, on a fresh SQLite file — or BENCH_DB=postgres, a fresh database on BENCH_PG_URL's cluster — with the
 * scheduler and the game threads the product picks, the per-address connection cap off since every client here is
 * 127.0.0.1); the people, organisers and exports are this process:
 *
 * - BENCH_TABLES (750) tables of one east-only contest, started the way a contest's evening starts them: an
 *   organiser creates a game plan for the table's people (`create_game_plan`), each person marks ready
 *   (`player/ready`), the scheduler starts the plan, each person finds the game in `player/my_games` (polled every
 *   2 s) and sits at it over the players' table socket. A share BENCH_PEOPLE_SHARE (0.5) of the tables have four
 *   people, the others one person and three robots (paced by TAIKAI_HAND_SECONDS, 30 here, 75 by default in
 *   production). Every person is a scripted TableClient answering each question after 2–4 s with the level-1
 *   robot's choice, as in bench/table.ts. A table whose game ends starts its next one 3–8 s later (plan, ready,
 *   sit), so the count stays near BENCH_TABLES. The tables' first games start over BENCH_RAMP seconds.
 * - BENCH_RECONNECT (2) % of the connected people a minute drop their socket (half closed, half cut as a lost
 *   network does) and come back 1–5 s later on a new one, opening their game with `since` (resume).
 * - Organisers: the running-games list polled every 2 s and the ready list every 5 s (the console's pages), and
 *   BENCH_WRITES_PER_MIN (60) changes a minute in turn — the managers' notice, the public notice, a roster remark, a
 *   running game's remark, and every sixth a pause of a running game resumed 5 s later — besides the plans above.
 * - Exports: one every BENCH_EXPORT_SECONDS (20), records and yakuman CSV in turn, by BENCH_MANAGERS (8) managers
 *   in turn (one download per manager and kind every 300 s is the product's cooldown).
 * - One restart in the middle (BENCH_RESTART=0: none): SIGTERM to the server (the graceful stop), then the same
 *   command again on the same database; its scheduler takes the games back and replays them from their decision
 *   logs, the people reconnect (1–3 s, then every 1–5 s) and open their games with `since`.
 *
 * Measured: every BENCH_SAMPLE_SECONDS (10) the server's RSS, heap, open descriptors, main-thread event-loop delay
 * (p50/p99/max of the interval), CPU, decisions (game threads'), connections and database size; at the phase
 * bounds (end of warm-up, before the restart, BENCH_SETTLE s after it, the end) the same after a full garbage
 * collection. Errors, by kind: HTTP 5xx, unexpected HTTP refusals (4xx with a code the call should not get) and
 * network failures, table refusals, socket closes the client did not make, `bye` messages, client exceptions, and
 * server log lines at level ≥ 50 (error), and a graceful stop that does not exit 0. Failures the restart itself
 * explains (connection refused while the server is down, a 503 while it stops, the stop's socket closes — 1005, as
 * @fastify/websocket closes them without a code before the table's own 1001 "shutdown" —, an `open` refused while
 * the game is taken back) are counted apart, as "restart disruptions", during the restart window only (SIGTERM to
 * BENCH_SETTLE s after the new process listens).
 *
 * Phases: warm-up (BENCH_WARMUP, 60 s: the ramp and the first minutes), steady 1 (to the middle), restart (SIGTERM
 * to BENCH_SETTLE, 30 s, after the new process listens), steady 2 (to the end). Memory is "flat" when the RSS at the
 * end (median of the last minute's samples: the young generation alone moves it by ±100 MB) has grown by at most
 * 10 % over the first minute after the warm-up, the heap after a full collection at the end by at most 10 % over
 * the one after the warm-up, and neither steady phase's fitted RSS slope would add 10 % in an hour. Heap snapshots
 * (BENCH_HEAP_SNAPSHOTS=1) are diffed at the end by kind of object; writing one stalls the server for seconds and
 * inflates its RSS, so a run with them measures what grows, not how much.
 *
 *   npm run bench:soak
 *   BENCH_SOAK_MINUTES=2 BENCH_TABLES=50 BENCH_WARMUP=20 npm run bench:soak
 *   BENCH_HEAP_SNAPSHOTS=1 …   heap snapshots of the server's main thread after the warm-up, before the restart
 *                              and at the end, the first two (or first and last, BENCH_RESTART=0) diffed
 *
 * Other variables: BENCH_RAMP (30 s), BENCH_SETTLE (30 s), BENCH_SAMPLE_SECONDS (10), BENCH_DB / BENCH_PG_URL (as in
 * bench/table.ts; the database is dropped at the end), BENCH_KEEP_DB=1 (SQLite: keep the file and print where),
 * LOG_LEVEL (info, as `serve`), TAIKAI_HAND_SECONDS (30).
 *
 * The samples, phase marks and errors are written to BENCH_SOAK_OUT (default a JSON file in the temp folder), the
 * server's warning and error lines (and every line of its stops) to a log file beside it.
 *
 * This file is the run's course; its parts are in bench/soak/ (the settings in config.ts, the server process in
 * server-process.ts, the people in person.ts and answers.ts, the tables in table-group.ts and ramp.ts, the organisers
 * in watchers.ts, organiser-writes.ts and exports.ts, the figures in samples.ts, summary.ts and report.ts).
 */
import { reconnectChurn } from './soak/churn.js';
import { sinceStartMs, sleep, startClock } from './soak/clock.js';
import {
  DB,
  DURATION_MS,
  HAND_SECONDS,
  MANAGERS,
  MINUTES,
  OUT,
  PEOPLE_SHARE,
  RESTART,
  RESTART_AT_MS,
  TABLES,
  WARMUP,
} from './soak/config.js';
import { type Setup, takeSetup } from './soak/contest.js';
import { createDatabase, dropDatabase } from './soak/database.js';
import { error } from './soak/errors.js';
import { exportsLoop } from './soak/exports.js';
import { agent, setBase } from './soak/http.js';
import { organiserWrites } from './soak/organiser-writes.js';
import { people } from './soak/person.js';
import { mark, snapshot } from './soak/probes.js';
import { formTables, rampUp } from './soak/ramp.js';
import { report } from './soak/report.js';
import { settleAfterRestart, stopForRestart } from './soak/restart.js';
import { run } from './soak/run-state.js';
import { clientLoop } from './soak/samples.js';
import { type Child, freePort, serverEnv, startChild, stopChild } from './soak/server-process.js';
import { pollReady, pollRunning } from './soak/watchers.js';

process.on('uncaughtException', (e) => error('client-exception', String(e?.stack ?? e)));
process.on('unhandledRejection', (e) => error('client-exception', String((e as Error)?.stack ?? e)));

let exitCode = 0;
let child: Child | null = null;
let gameThreads = 0;

try {
  const port = await freePort();
  const peopleTables = Math.round(TABLES * PEOPLE_SHARE);
  const personCount = peopleTables * 4 + (TABLES - peopleTables);
  const childEnv = serverEnv(port, await createDatabase());
  console.log(
    `soak: ${MINUTES} min, ${TABLES} tables (${peopleTables} of four people, ${TABLES - peopleTables} of one person and three robots), ` +
      `${personCount} people, ${MANAGERS} managers, ${DB}, hand ${HAND_SECONDS} s for robots; warm-up ${WARMUP} s` +
      `${RESTART ? `, restart at ${(RESTART_AT_MS / 60_000).toFixed(1)} min` : ''}; samples → ${OUT}`,
  );
  const setupStart = performance.now();
  child = startChild(0, { ...childEnv, BENCH_SOAK_SETUP: JSON.stringify({ people: personCount, managers: MANAGERS }) });
  const ready = await child.next('ready');
  takeSetup(ready.setup as Setup);
  gameThreads = Number(ready.gameThreads);
  setBase(`http://127.0.0.1:${port}`);
  console.log(
    `server up (pid ${ready.pid}, ${ready.gameThreads} game thread(s)); set-up ${((performance.now() - setupStart) / 1000).toFixed(0)} s`,
  );
  const order = formTables(peopleTables);

  startClock();
  clientLoop.reset();
  void pollRunning();
  void pollReady();
  void organiserWrites();
  void exportsLoop();
  void reconnectChurn();
  rampUp(order);
  await sleep(Math.max(0, WARMUP * 1000 - sinceStartMs()));
  await mark(child, 'afterWarmup');
  await snapshot(child, 'afterWarmup');
  run.phase = 'steady1';

  if (RESTART) {
    await sleep(Math.max(0, RESTART_AT_MS - sinceStartMs()));
    await mark(child, 'beforeRestart');
    await snapshot(child, 'beforeRestart');
    run.phase = 'restart';
    const down = await stopForRestart(child);
    child = startChild(1, childEnv);
    await settleAfterRestart(child, down);
    await mark(child, 'afterRestart');
    run.phase = 'steady2';
  }
  await sleep(Math.max(0, DURATION_MS - sinceStartMs()));
  run.phase = 'end';
  await mark(child, 'end');
  await snapshot(child, 'end');
  run.ending = true;
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  run.ending = true;
  for (const p of people) p.client.ws?.terminate();
  if (child && child.proc.exitCode === null) await stopChild(child, 'stdin');
  agent.destroy();
  await dropDatabase();
}
report(gameThreads);
process.exit(exitCode);
