/**
 * Players' table benchmark (issue 11): BENCH_TABLES (750) tables × 4 scripted WebSocket clients (3,000 seats) on
 * loopback against one server process, every seat answering each question after 2–4 s (human pace; the level-1
 * robot decides what). The server runs in a child process (bench/table-target.ts), the clients in this one.
 *
 * Measured over BENCH_SECONDS (60) after everyone is connected and BENCH_WARMUP (15) s of play:
 * - latency: from a client sending a discard to the last of the table's four sockets receiving the update with it
 *   (p50/p99/max; includes the client→server leg on loopback);
 * - server CPU per decision (all decisions: discards, calls, passes), and decisions per second;
 * - server memory per table: RSS and heap growth from the empty app to all tables connected and playing.
 *
 *   npm run bench:table            BENCH_TABLES=100 BENCH_SECONDS=30 npm run bench:table
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TableServerMessage } from '@taikai/shared';
import { robotPolicy, TableClient } from '../apps/server/src/modules/table/testing/table-client.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(root, 'bench', 'table-target.ts')], {
  cwd: path.join(root, 'apps', 'server'),
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const lines = readline.createInterface({ input: child.stdout });
const queue: string[] = [];
const waiting: ((l: string) => void)[] = [];
lines.on('line', (l) => {
  const w = waiting.shift();
  if (w) w(l);
  else queue.push(l);
});
const nextLine = () => new Promise<string>((r) => (queue.length ? r(queue.shift() as string) : waiting.push(r)));
const ask = async (cmd: string) => {
  child.stdin.write(`${cmd}\n`);
  return JSON.parse(await nextLine());
};

const setup = JSON.parse(await nextLine()) as { port: number; tables: { uuid: string; tokens: string[] }[] };
const url = `http://127.0.0.1:${setup.port}`;
console.log(`server up: ${setup.tables.length} tables`);

let measuring = false;
const latencies: number[] = [];
const clients: TableClient[] = [];
for (const [ti, table] of setup.tables.entries()) {
  const pending: { t0: number; left: Set<number> }[] = [];
  for (let seat = 0; seat < 4; seat++) {
    const c = new TableClient(url, table.tokens[seat]);
    c.validate = false;
    c.policy = null;
    c.onMessage = (m: TableServerMessage, at: number) => {
      if (m.type === 'ask') {
        setTimeout(
          () => {
            const action = robotPolicy(m, m);
            if (!action) return;
            if (action.type === 'discard') pending.push({ t0: performance.now(), left: new Set([0, 1, 2, 3]) });
            c.send({ v: 1, type: 'act', n: 1, uuid: m.uuid, seat: m.seat, ask: m.ask, action });
          },
          2000 + Math.random() * 2000,
        );
      } else if (m.type === 'update' && m.events.some((e) => e.event.type === 'dahai')) {
        const p = pending[0];
        if (!p || at < p.t0) return;
        p.left.delete(seat);
        if (p.left.size === 0) {
          pending.shift();
          if (measuring) latencies.push(at - p.t0);
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
      c.open(setup.tables[Math.floor((i + k) / 4)].uuid);
    }),
  );
}
console.log(`${clients.length} sockets connected`);
await new Promise((r) => setTimeout(r, 2000));
await ask('resume');
await new Promise((r) => setTimeout(r, WARMUP * 1000));
const before = await ask('mark');
const clientLoop = monitorEventLoopDelay({ resolution: 5 });
clientLoop.enable();
measuring = true;
await new Promise((r) => setTimeout(r, SECONDS * 1000));
measuring = false;
const after = await ask('mark');

latencies.sort((a, b) => a - b);
const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
const decisions = after.decisions - before.decisions;
const tables = setup.tables.length;
const out = {
  tables,
  seats: clients.length,
  seconds: SECONDS,
  discardsMeasured: latencies.length,
  latencyMs: { p50: +q(0.5).toFixed(1), p99: +q(0.99).toFixed(1), max: +(latencies.at(-1) ?? NaN).toFixed(1) },
  decisionsPerSecond: +(decisions / SECONDS).toFixed(1),
  cpuMsPerDecision: +((after.cpuMs - before.cpuMs) / Math.max(1, decisions)).toFixed(3),
  serverCpuPercent: +(((after.cpuMs - before.cpuMs) / (SECONDS * 1000)) * 100).toFixed(1),
  rssPerTableKB: +((after.rss - after.rssBefore) / tables / 1024).toFixed(1),
  heapPerTableKB: +((after.heapUsed - after.heapBefore) / tables / 1024).toFixed(1),
  /** event-loop delay of the server process and of this (clients') process during the measurement, ms */
  serverLoopMs: after.loopMs,
  clientLoopMs: {
    p50: clientLoop.percentile(50) / 1e6,
    p99: clientLoop.percentile(99) / 1e6,
    max: clientLoop.max / 1e6,
  },
};
console.log(JSON.stringify(out, null, 2));
child.stdin.write('quit\n');
for (const c of clients) c.ws.terminate();
await new Promise((r) => child.once('exit', r));
process.exit(0);
