/**
 * Paired comparison of the rank page's server CPU per request between two checkouts: the records target
 * (bench/records-target.ts) of BENCH_AB_OLD (another checkout, e.g. `git worktree add /tmp/old <commit>` with this
 * tree's node_modules linked in) and of this tree, both on core 1, driven in turn from core 0 by autocannon (32
 * connections) for BENCH_AB_SECONDS (3) each, BENCH_AB_ROUNDS (12) rounds, the order alternating. Prints each round
 * and the median of the per-round new/old ratios — on a shared machine whose speed drifts by ±20 % between runs, the
 * paired ratio is the figure to quote. BENCH_AB_HEADERS=name=value,… adds request headers (accept-encoding=gzip).
 *
 * It reads the SQLite database `npm run bench:records` seeded (the newest /tmp/taikai-bench-records-*): run that
 * first.
 *
 *   BENCH_AB_OLD=/tmp/old node bench/rank-ab.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';

const OLD = process.env.BENCH_AB_OLD;
if (!OLD) throw new Error('BENCH_AB_OLD: the other checkout to compare with');
const SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 12);
const headers = Object.fromEntries(
  (process.env.BENCH_AB_HEADERS ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=')),
);
const seeded = fs
  .readdirSync(os.tmpdir())
  .filter((d) => d.startsWith('taikai-bench-records-'))
  .map((d) => path.join(os.tmpdir(), d, 'bench.db'))
  .filter((f) => fs.existsSync(f))
  .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
if (!seeded) throw new Error('no seeded database: run `npm run bench:records` first');
const body = JSON.stringify({ unique_id: 1, season_id: 1, offset: 100, limit: 20 });
const taskset = fs.existsSync('/usr/bin/taskset');
if (taskset) spawnSync('/usr/bin/taskset', ['-pc', '0', String(process.pid)]);

function start(root) {
  const args = ['--max-semi-space-size=64', '--import', 'tsx', path.join(root, 'bench', 'records-target.ts')];
  const child = taskset
    ? spawn('/usr/bin/taskset', ['-c', '1', process.execPath, ...args], {
        cwd: root,
        stdio: ['pipe', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_TARGET_URL: `sqlite:${seeded}`, BENCH_TARGET_RANK_BODY: body },
      })
    : spawn(process.execPath, args, {
        cwd: root,
        stdio: ['pipe', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_TARGET_URL: `sqlite:${seeded}`, BENCH_TARGET_RANK_BODY: body },
      });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${root}: records-target exited with ${code}`)));
    readline.createInterface({ input: child.stdout }).once('line', (line) => resolve({ child, ...JSON.parse(line) }));
  });
}
/** CPU time of a process so far (µs), from /proc (taskset execs node, so the child's pid is node's). */
function cpu(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1e6 / 100);
}
async function run(t, seconds) {
  const before = cpu(t.child.pid);
  const r = await autocannon({
    url: `${t.base}/api/contest/fetch_season_player_rank`,
    method: 'POST',
    body,
    connections: 32,
    duration: seconds,
    headers: { authorization: `Majsoul ${t.token}`, 'content-type': 'application/json', ...headers },
  });
  if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, cpu: (cpu(t.child.pid) - before) / r.requests.total };
}

const old = await start(OLD);
const now = await start(process.cwd());
await run(old, 2);
await run(now, 2);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratios = [];
const cpus = { old: [], now: [] };
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 ? [now, old] : [old, now];
  const got = new Map();
  for (const t of order) got.set(t, await run(t, SECONDS));
  cpus.old.push(got.get(old).cpu);
  cpus.now.push(got.get(now).cpu);
  ratios.push(got.get(now).cpu / got.get(old).cpu);
  console.log(
    `round ${i + 1}: old ${got.get(old).cpu.toFixed(0)} µs (${got.get(old).rps.toFixed(0)}/s), ` +
      `new ${got.get(now).cpu.toFixed(0)} µs (${got.get(now).rps.toFixed(0)}/s)`,
  );
}
console.log(
  `rank page CPU per request: old ${median(cpus.old).toFixed(0)} µs, new ${median(cpus.now).toFixed(0)} µs (medians); ` +
    `new/old, median of ${ROUNDS} paired rounds: ${median(ratios).toFixed(3)}`,
);
for (const t of [old, now]) {
  t.child.removeAllListeners('exit');
  t.child.stdin.end();
}
