/**
 * Server benchmark: with 3,000 players in a season, requests/s and p50/p99 latency of
 * contest_season_player_list (page of 20, with and without search) and fetch_contest_detail under 32 concurrent
 * connections (autocannon), next to a bare Fastify route returning a constant, measured in the same run.
 *
 * The apps under load run in a child process (bench/server-target.ts) and autocannon in this one, so the load
 * generator does not take the server's core. Each call is measured twice: as served (with the memory of hot reads,
 * apps/server/src/db/read-cache.ts) and on the database path (the same app with that memory off). Besides req/s, the
 * server process's CPU time per request is reported: on a shared machine it moves much less than req/s does.
 *
 *   npm run bench -w apps/server            (3 interleaved rounds of 5 s per case by default: BENCH_ROUNDS, BENCH_SECONDS)
 *   BENCH_CACHES_AB=replyBytes,gzipForms    the cached reads also on the same app without these caches
 *                                           (apps/server/src/caches.ts), and the roster page asked with gzip
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;

interface Target {
  base: string;
  uncachedBase: string;
  /** the app without the caches BENCH_CACHES_AB names (null without it) */
  withoutBase: string | null;
  cachesOff: string[];
  bareBase: string;
  token: string;
  unique_id: number;
  season_id: number;
  players: number;
  /** One player of the season, whose remark the mixed case keeps rewriting. */
  player: number;
  /** Other contests of the organiser, each with one player, for the mixed case with writes in other contests. */
  others: { unique_id: number; season_id: number; player: number }[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const targetArgs = [process.execPath, '--import', 'tsx', path.join(here, 'server-target.ts')];
// With two or more cores and taskset at hand, the server gets the last core and this process the others, so
// neither is moved between cores mid-run (the figures then move less from run to run).
const cores = os.cpus().length;
const pinned = cores >= 2 && fs.existsSync('/usr/bin/taskset');
if (pinned) spawnSync('/usr/bin/taskset', ['-pc', `0-${cores - 2}`, String(process.pid)]);
const child = pinned
  ? spawn('/usr/bin/taskset', ['-c', String(cores - 1), ...targetArgs], {
      cwd: path.join(here, '..'),
      stdio: ['pipe', 'pipe', 'inherit'],
    })
  : spawn(targetArgs[0], targetArgs.slice(1), { cwd: path.join(here, '..'), stdio: ['pipe', 'pipe', 'inherit'] });
const target = await new Promise<Target>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`server-target exited with ${code}`)));
  readline.createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as Target));
});

interface Row {
  name: string;
  rps: number[];
  p50: number[];
  p99: number[];
  cpu: number[];
  non2xx: number;
}

/** Microseconds of CPU the server process has used so far. */
async function serverCpu(): Promise<number> {
  const u = (await (await fetch(`${target.bareBase}/cpu`)).json()) as { user: number; system: number };
  return u.user + u.system;
}

async function measure(url: string, seconds = SECONDS, headers: Record<string, string> = {}) {
  const before = await serverCpu();
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Majsoul ${target.token}`, ...headers },
  });
  const cpu = ((await serverCpu()) - before) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpu, non2xx: r.non2xx + r.errors };
}

const list = (base: string, extra: string) =>
  `${base}/api/contest/contest_season_player_list?unique_id=${target.unique_id}&season_id=${target.season_id}&state=2&offset=0&limit=20${extra}`;
const detail = (base: string) => `${base}/api/contest/fetch_contest_detail?unique_id=${target.unique_id}`;
const gzip = { 'accept-encoding': 'gzip' };
const cases: [string, string, Record<string, string>?][] = [
  ['bare Fastify constant route', `${target.bareBase}/constant`],
  ["bare Fastify route sending a roster page's bytes (control)", `${target.bareBase}/page-bytes`],
  ['contest_season_player_list (page of 20)', list(target.base, '')],
  ['contest_season_player_list (search "Riichi1")', list(target.base, '&search=Riichi1')],
  ['fetch_contest_detail', detail(target.base)],
  ['database path: player list (page of 20)', list(target.uncachedBase, '')],
  ['database path: player list (search "Riichi1")', list(target.uncachedBase, '&search=Riichi1')],
  ['database path: fetch_contest_detail', detail(target.uncachedBase)],
];
// BENCH_CACHES_AB: the cached reads again, on the same app without the named caches (apps/server/src/caches.ts), and
// the roster page asked with gzip by both
if (target.withoutBase) {
  const off = `without ${target.cachesOff.join(', ')}`;
  cases.push(
    ['contest_season_player_list (page of 20, gzip)', list(target.base, ''), gzip],
    [`contest_season_player_list (page of 20), ${off}`, list(target.withoutBase, '')],
    [`contest_season_player_list (page of 20, gzip), ${off}`, list(target.withoutBase, ''), gzip],
    [`contest_season_player_list (search "Riichi1"), ${off}`, list(target.withoutBase, '&search=Riichi1')],
    [`fetch_contest_detail, ${off}`, detail(target.withoutBase)],
  );
}

// A warm-up of every case first (not recorded), so no case pays for the JIT's first compilation.
for (const [, url, headers] of cases) await measure(url, 2, headers);
// Rounds interleave the cases, so a noisy neighbour on a shared machine does not fall on one case only.
const rows: Row[] = cases.map(([name]) => ({ name, rps: [], p50: [], p99: [], cpu: [], non2xx: 0 }));
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, url, headers]] of cases.entries()) {
    const m = await measure(url, SECONDS, headers);
    rows[i].rps.push(m.rps);
    rows[i].p50.push(m.p50);
    rows[i].p99.push(m.p99);
    rows[i].cpu.push(m.cpu);
    rows[i].non2xx += m.non2xx;
  }
}
// Mixed: the roster page read on 31 connections while one connection rewrites remarks as fast as it can, first in
// the same contest (each write empties that contest's entries: the reads fall back to the database between writes),
// then in four other contests in turn (the read cache is scoped by contest: the page's entries must stay).
const markBody = (c: { unique_id: number; season_id: number; player: number }) =>
  JSON.stringify({ unique_id: c.unique_id, season_id: c.season_id, account_id: c.player, remark: 'bench' });
async function mixedCase(bodies: string[]) {
  const headers = { authorization: `Majsoul ${target.token}`, 'content-type': 'application/json' };
  const [reads, writes] = await Promise.all([
    autocannon({
      url: list(target.base, ''),
      connections: CONNECTIONS - 1,
      duration: SECONDS * 2,
      headers: { authorization: `Majsoul ${target.token}` },
    }),
    autocannon({
      url: `${target.base}/api/contest/mark_contest_season_player`,
      connections: 1,
      duration: SECONDS * 2,
      requests: bodies.map((body) => ({ method: 'POST' as const, headers, body })),
    }),
  ]);
  return { reads, writes };
}
const mixedSame = await mixedCase([markBody({ ...target })]);
const mixedOthers = await mixedCase(target.others.map(markBody));
child.stdin.end();

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const bareRps = median(rows[0].rps);
const bareCpu = median(rows[0].cpu);
console.log(
  `\n${target.players} players, ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${SECONDS} s per case (medians), ` +
    `SQLite, ${cores} cores, load generator in its own process${pinned ? ' (server pinned to its own core)' : ''}\n`,
);
console.log(
  '| route | req/s | p50 ms | p99 ms | ratio to bare | server CPU µs/request | CPU ratio (bare/route) | non-2xx or errors |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const rps = median(r.rps);
  const cpu = median(r.cpu);
  console.log(
    `| ${r.name} | ${rps.toFixed(0)} | ${median(r.p50)} | ${median(r.p99)} | ${(rps / bareRps).toFixed(2)} | ` +
      `${cpu.toFixed(1)} | ${(bareCpu / cpu).toFixed(2)} | ${r.non2xx} |`,
  );
}
for (const [label, { reads, writes }] of [
  ['writes in the same contest', mixedSame],
  [`writes in ${target.others.length} other contests in turn`, mixedOthers],
] as const) {
  console.log(
    `\nMixed, ${label}, ${SECONDS * 2} s: roster page on ${CONNECTIONS - 1} connections ` +
      `${reads.requests.average.toFixed(0)} req/s (p50 ${reads.latency.p50} ms, p99 ${reads.latency.p99} ms) while one ` +
      `connection rewrote a remark ${writes.requests.average.toFixed(0)} times/s (p99 ${writes.latency.p99} ms); ` +
      `non-2xx or errors ${reads.non2xx + reads.errors + writes.non2xx + writes.errors}.`,
  );
}
