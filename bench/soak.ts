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
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ErrorCode, TABLE_PROTOCOL, type TableServerMessage } from '@taikai/shared';
import pg from 'pg';
import WebSocket from 'ws';
import { type Ask, robotPolicy, TableClient } from '../apps/server/test/kit/table-client.js';
import { targetNodeArgs } from './server-flags.js';

const env = process.env;
const MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 30);
const TABLES = Number(env.BENCH_TABLES ?? 750);
const WARMUP = Number(env.BENCH_WARMUP ?? 60);
const RAMP = Number(env.BENCH_RAMP ?? Math.min(30, WARMUP / 2));
const SETTLE = Number(env.BENCH_SETTLE ?? Math.min(30, WARMUP));
const PEOPLE_SHARE = Number(env.BENCH_PEOPLE_SHARE ?? 0.5);
const RECONNECT_PER_MIN = Number(env.BENCH_RECONNECT ?? 2);
const WRITES_PER_MIN = Number(env.BENCH_WRITES_PER_MIN ?? 60);
const EXPORT_SECONDS = Number(env.BENCH_EXPORT_SECONDS ?? 20);
const MANAGERS = Number(env.BENCH_MANAGERS ?? 8);
const SAMPLE_SECONDS = Number(env.BENCH_SAMPLE_SECONDS ?? 10);
const HAND_SECONDS = env.TAIKAI_HAND_SECONDS ?? '30';
const RESTART = env.BENCH_RESTART !== '0';
const SNAPSHOTS = env.BENCH_HEAP_SNAPSHOTS === '1';
const DB = env.BENCH_DB ?? 'sqlite';
const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54330/postgres';
if (DB !== 'sqlite' && DB !== 'postgres') throw new Error('BENCH_DB is sqlite or postgres');
if (EXPORT_SECONDS * 2 * MANAGERS < 300) {
  throw new Error(`exports every ${EXPORT_SECONDS} s by ${MANAGERS} managers would hit the 300 s cooldown`);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const DURATION_MS = MINUTES * 60_000;
const RESTART_AT_MS = DURATION_MS / 2;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const OUT = env.BENCH_SOAK_OUT ?? path.join(os.tmpdir(), `taikai-soak-${stamp}.json`);
const LOG_FILE = `${OUT.replace(/\.json$/, '')}.server-log.jsonl`;
const rnd = (a: number, b: number) => a + Math.random() * (b - a);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nowSec = () => Math.floor(Date.now() / 1000);

// ---- phases, errors ------------------------------------------------------------------------------------------------
type Phase = 'warmup' | 'steady1' | 'restart' | 'steady2' | 'end';
let phase: Phase = 'warmup';
let t0 = 0;
const tRel = () => (performance.now() - t0) / 1000;
/** SIGTERM sent … BENCH_SETTLE s after the new process listens: what the restart explains is not an error */
let restartWindow = false;
/** the server is not listening (between SIGTERM and the new process's `ready`) */
let serverDown = false;
let ending = false;

interface ErrorEvent {
  t: number;
  phase: Phase;
  kind: string;
  detail: string;
}
const errors: ErrorEvent[] = [];
const errorCounts = new Map<string, number>();
const disruptions = new Map<string, number>();
const counters = {
  acts: 0,
  accepted: 0,
  asks: 0,
  timeouts: 0,
  syncs: 0,
  resumes: 0,
  reconnects: 0,
  drops: 0,
  autoplayOn: 0,
  paused: 0,
  gamesStarted: 0,
  gamesFinished: 0,
  planRetries: 0,
  httpCalls: 0,
  writes: 0,
  expectedRaces: 0,
  exports: 0,
  exportBytes: 0,
  myGamesPolls: 0,
};
const exportMs: number[] = [];

function error(kind: string, detail: string): void {
  errorCounts.set(kind, (errorCounts.get(kind) ?? 0) + 1);
  if (errors.length < 2000) errors.push({ t: +tRel().toFixed(1), phase, kind, detail: detail.slice(0, 300) });
  if ((errorCounts.get(kind) ?? 0) <= 3) console.error(`[${tRel().toFixed(0)} s, ${phase}] error ${kind}: ${detail}`);
}
function disruption(kind: string): void {
  disruptions.set(kind, (disruptions.get(kind) ?? 0) + 1);
}
process.on('uncaughtException', (e) => error('client-exception', String(e?.stack ?? e)));
process.on('unhandledRejection', (e) => error('client-exception', String((e as Error)?.stack ?? e)));

// ---- the server child -----------------------------------------------------------------------------------------------
interface Sample {
  soak: 'sample' | 'mark';
  t: number;
  pid: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  mallocedMemory: number;
  fds: number;
  cpuMs: number;
  loopMs?: { p50: number; p99: number; max: number };
  threads: number;
  games: number;
  hands: number;
  decisions: number;
  connections: { open: number } | null;
  dbBytes: number | null;
  walBytes: number | null;
  logLevels: Record<string, number>;
}
interface Recorded extends Sample {
  tRel: number;
  phase: Phase;
  proc: number;
  client: { rssMb: number; loopP99: number; cpuMs: number; connected: number; seated: number };
}
interface Setup {
  unique_id: number;
  season_id: number;
  people: { account_id: number; token: string }[];
  managers: { account_id: number; token: string }[];
}
interface Child {
  proc: ChildProcess;
  index: number;
  pid: number;
  next(kind: string): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
}

const samples: Recorded[] = [];
const marks: Record<string, Recorded> = {};
const stops: Record<string, unknown>[] = [];
const clientLoop = monitorEventLoopDelay({ resolution: 10 });
clientLoop.enable();
/** per server process: its log lines by level, as last reported (a sample, a mark, its stop) */
const serverLogLevels: Record<string, number>[] = [];

function startChild(index: number, childEnv: Record<string, string>): Child {
  const proc = spawn(
    process.execPath,
    [...targetNodeArgs(), '--expose-gc', '--import', 'tsx', path.join(here, 'soak-target.ts')],
    {
      cwd: path.join(root, 'apps', 'server'),
      env: { ...process.env, ...childEnv },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map<string, ((o: Record<string, unknown>) => void)[]>();
  readline.createInterface({ input: proc.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    let o: Record<string, unknown>;
    try {
      o = JSON.parse(line);
    } catch {
      console.error(`[server ${index}] ${line}`);
      return;
    }
    const kind = String(o.soak ?? '');
    if (kind === 'sample') record(o as unknown as Sample, index);
    const w = waiting.get(kind)?.shift();
    if (w) w(o);
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const child: Child = {
    proc,
    index,
    pid: proc.pid ?? 0,
    exited,
    next: (kind) =>
      new Promise((resolve, reject) => {
        const list = waiting.get(kind) ?? [];
        waiting.set(kind, list);
        list.push(resolve);
        void exited.then((code) => reject(new Error(`server ${index} exited (${code}) waiting for ${kind}`)));
      }),
  };
  void exited.then((code) => {
    if (!stopping.has(index)) error('server-exit', `server process ${index} exited unexpectedly (${code})`);
  });
  return child;
}
const stopping = new Set<number>();

let lastClientCpu = process.cpuUsage();
function clientFigures() {
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user - lastClientCpu.user + cpu.system - lastClientCpu.system) / 1000;
  lastClientCpu = cpu;
  const f = {
    rssMb: +(process.memoryUsage().rss / 1e6).toFixed(1),
    loopP99: +(clientLoop.percentile(99) / 1e6).toFixed(1),
    cpuMs: Math.round(cpuMs),
    connected: people.filter((p) => p.connected).length,
    seated: people.filter((p) => p.seatedIn !== null && p.seatedIn === p.uuid).length,
  };
  clientLoop.reset();
  return f;
}

function record(s: Sample, proc: number): Recorded {
  serverLogLevels[proc] = s.logLevels;
  const r: Recorded = { ...s, tRel: +tRel().toFixed(1), phase, proc, client: clientFigures() };
  if (s.soak === 'sample') {
    samples.push(r);
    const mb = (x: number) => (x / 1e6).toFixed(0);
    const last = samples.length > 1 ? samples[samples.length - 2] : null;
    const dps = last && last.proc === proc ? ((s.decisions - last.decisions) / (r.tRel - last.tRel)).toFixed(0) : '-';
    console.log(
      `${r.tRel.toFixed(0).padStart(5)} s ${phase.padEnd(7)} rss ${mb(s.rss)} MB heap ${mb(s.heapUsed)} MB fds ${s.fds} ` +
        `loop p99 ${s.loopMs?.p99.toFixed(1)} ms games ${s.games} dec/s ${dps} conns ${s.connections?.open ?? '-'} ` +
        (s.dbBytes === null ? '' : `db ${mb(s.dbBytes)} + wal ${mb(s.walBytes ?? 0)} MB `) +
        `| seated ${r.client.seated}/${people.length} errors ${[...errorCounts.values()].reduce((a, b) => a + b, 0)}`,
    );
  }
  return r;
}

async function mark(child: Child, name: string): Promise<void> {
  child.proc.stdin?.write('mark\n');
  const s = (await child.next('mark')) as unknown as Sample;
  marks[name] = record(s, child.index);
  console.log(
    `mark ${name}: rss ${(s.rss / 1e6).toFixed(1)} MB, heap after gc ${(s.heapUsed / 1e6).toFixed(1)} MB, fds ${s.fds}`,
  );
}

async function snapshot(child: Child, name: string): Promise<void> {
  if (!SNAPSHOTS) return;
  const file = `${OUT.replace(/\.json$/, '')}.${name}.heapsnapshot`;
  child.proc.stdin?.write(`snapshot ${file}\n`);
  const r = await child.next('snapshot');
  snapshots[name] = String(r.file);
  console.log(`heap snapshot ${name}: ${r.file} (${r.ms} ms)`);
}
const snapshots: Record<string, string> = {};

/**
 * A census of a V8 heap snapshot: count and self size per kind of node — its type and name, and for plain objects
 * their first property names (`Object{event,seq,to}`), so that what grew between two snapshots can be told apart.
 * Reads the file's number arrays by hand (a snapshot of a few hundred MB is past what JSON.parse takes as one string).
 */
function heapCensus(file: string): Map<string, { count: number; size: number }> {
  const buf = fs.readFileSync(file);
  const section = (name: string) => {
    const at = buf.indexOf(`"${name}":[`);
    if (at < 0) throw new Error(`no ${name} in ${file}`);
    return at + name.length + 4;
  };
  const numbers = (from: number, count: number) => {
    const out = new Float64Array(count);
    let i = 0;
    let n = 0;
    let inNumber = false;
    for (let p = from; i < count; p++) {
      const c = buf[p];
      if (c >= 48 && c <= 57) {
        n = n * 10 + (c - 48);
        inNumber = true;
      } else if (inNumber) {
        out[i++] = n;
        n = 0;
        inNumber = false;
      }
    }
    return out;
  };
  const nodesAt = section('nodes');
  const meta = JSON.parse(`${buf.subarray(0, buf.indexOf('"nodes":[')).toString().trim().replace(/,$/, '')}}`)
    .snapshot as {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
    node_count: number;
    edge_count: number;
  };
  const nf = meta.meta.node_fields.length;
  const ef = meta.meta.edge_fields.length;
  const nodes = numbers(nodesAt, meta.node_count * nf);
  const edges = numbers(section('edges'), meta.edge_count * ef);
  const stringsAt = section('strings') - 1;
  const strings = JSON.parse(buf.subarray(stringsAt, buf.lastIndexOf(']') + 1).toString()) as string[];
  const types = meta.meta.node_types[0];
  const edgeTypes = meta.meta.edge_types[0];
  const [fType, fName, fSize, fEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    meta.meta.node_fields.indexOf(f),
  );
  const [eType, eName] = ['type', 'name_or_index'].map((f) => meta.meta.edge_fields.indexOf(f));
  const property = edgeTypes.indexOf('property');
  const census = new Map<string, { count: number; size: number }>();
  let edge = 0;
  for (let i = 0; i < meta.node_count; i++) {
    const type = types[nodes[i * nf + fType]];
    const name = strings[nodes[i * nf + fName]];
    const edgeCount = nodes[i * nf + fEdges];
    let key: string;
    if (type === 'object' && name === 'Object') {
      const props: string[] = [];
      for (let e = edge; e < edge + edgeCount && props.length < 4; e++) {
        if (edges[e * ef + eType] === property) props.push(strings[edges[e * ef + eName]]);
      }
      key = `Object{${props.join(',')}}`;
    } else if (type === 'object' || type === 'closure' || type === 'native' || type === 'array') {
      key = `${type} ${name.slice(0, 60)}`;
    } else key = `(${type})`;
    edge += edgeCount;
    const c = census.get(key) ?? { count: 0, size: 0 };
    c.count++;
    c.size += nodes[i * nf + fSize];
    census.set(key, c);
  }
  return census;
}

/** What grew most between two snapshots (self sizes, so a large retained structure shows as its many parts). */
function heapDiff(before: string, after: string) {
  const a = heapCensus(before);
  const b = heapCensus(after);
  const keys = new Set([...a.keys(), ...b.keys()]);
  const total = (m: Map<string, { size: number }>) => [...m.values()].reduce((x, y) => x + y.size, 0);
  const rows = [...keys].map((k) => {
    const x = a.get(k) ?? { count: 0, size: 0 };
    const y = b.get(k) ?? { count: 0, size: 0 };
    return {
      kind: k,
      countDelta: y.count - x.count,
      mbDelta: +((y.size - x.size) / 1e6).toFixed(2),
      mbAfter: +(y.size / 1e6).toFixed(2),
    };
  });
  rows.sort((p, q) => q.mbDelta - p.mbDelta);
  return {
    before,
    after,
    totalMbBefore: +(total(a) / 1e6).toFixed(1),
    totalMbAfter: +(total(b) / 1e6).toFixed(1),
    grewMost: rows.slice(0, 25),
    shrankMost: rows.slice(-5).reverse(),
  };
}

// ---- HTTP ---------------------------------------------------------------------------------------------------------
let base = '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
interface Answer {
  status: number;
  code: number | null;
  data: unknown;
  bytes: number;
  ms: number;
}
/** One API call. Network failures throw; answers (any status) resolve. */
function request(method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<Answer> {
  const t = performance.now();
  counters.httpCalls++;
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent,
        headers: {
          authorization: `Majsoul ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('error', reject);
        res.once('end', () => {
          const buf = Buffer.concat(chunks);
          let data: unknown = null;
          let code: number | null = null;
          if (String(res.headers['content-type'] ?? '').includes('json')) {
            try {
              const j = JSON.parse(buf.toString('utf8'));
              data = j.data ?? null;
              code = j.error?.code ?? null;
            } catch {
              /* not JSON after all */
            }
          }
          resolve({ status: res.statusCode ?? 0, code, data, bytes: buf.length, ms: performance.now() - t });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer in 30 s')));
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * A call whose refusals are judged: 2xx fine; a code in `expected` is a race the call may meet (counted apart); any
 * other answer is an error. A network failure is a restart disruption inside the restart window, else an error.
 * Answers the reply, or null when it failed either way.
 */
async function call(
  what: string,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
  expected: number[] = [],
): Promise<Answer | null> {
  let a: Answer;
  try {
    a = await request(method, url, token, body);
    if (ending) return null; // the bench is stopping the server: what it answers now is not judged
  } catch (e) {
    if (ending) return null;
    if (restartWindow) disruption(`http-network (${what})`);
    else error('http-network', `${what}: ${(e as Error).message}`);
    return null;
  }
  if (a.status >= 200 && a.status < 300) return a;
  if (a.code !== null && expected.includes(a.code)) {
    counters.expectedRaces++;
    return a;
  }
  if (a.status >= 500) {
    if (restartWindow && a.status === 503) disruption(`http-503 (${what})`);
    else error('http-5xx', `${what}: ${a.status} code ${a.code}`);
  } else error('http-refused', `${what}: ${a.status} code ${a.code}`);
  return a;
}

// ---- people -------------------------------------------------------------------------------------------------------
let setup: Setup;
const season = () => ({ unique_id: setup.unique_id, season_id: setup.season_id });

class Person {
  readonly client: TableClient;
  connected = false;
  connecting = false;
  /** the game this person should sit at (null between games) */
  uuid: string | null = null;
  /** the game whose sync/update this socket last had (it sits there) */
  seatedIn: string | null = null;
  /** the last event number seen of `uuid` (0: none, open without `since`) */
  seq = 0;
  /** the socket was closed by this side (a drop), so its close is no error */
  dropping = false;
  /** asks answered or waiting to be: ask number → timer */
  private pending = new Map<number, NodeJS.Timeout>();
  private n = 0;
  group!: Group;
  finishedGame: string | null = null;
  /** since when this person has waited for its socket back after the restart (ms, performance.now) */
  lostAt: number | null = null;

  constructor(
    readonly account_id: number,
    readonly token: string,
  ) {
    this.client = new TableClient(base, token);
    this.client.validate = false;
    this.client.onMessage = (m) => {
      try {
        this.onMessage(m);
      } catch (e) {
        error('client-exception', String((e as Error).stack ?? e));
      }
    };
  }

  async connect(): Promise<void> {
    if (this.connecting || this.connected || ending) return;
    this.connecting = true;
    try {
      await this.client.connect();
    } catch (e) {
      this.connecting = false;
      this.client.ws?.terminate();
      if (ending) return;
      if (restartWindow || serverDown) disruption('socket-connect');
      else error('socket-connect', (e as Error).message);
      this.reconnectLater(rnd(1000, 5000));
      return;
    }
    this.connecting = false;
    const ws = this.client.ws;
    if (ending) {
      ws.terminate();
      return;
    }
    this.connected = true;
    this.dropping = false;
    ws.on('error', () => {}); // its close follows; judged there
    ws.once('close', (code) => this.onClose(ws, code));
    if (this.uuid) this.openGame();
  }

  openGame(): void {
    if (!this.connected || !this.uuid) return;
    this.client.open(this.uuid, this.seq > 0 ? { since: this.seq } : {});
  }

  private onClose(ws: WebSocket, code: number): void {
    if (ws !== this.client.ws) return;
    this.connected = false;
    this.seatedIn = null;
    this.cancelAll();
    if (ending) return;
    if (this.dropping) {
      this.dropping = false;
      this.reconnectLater(rnd(1000, 5000));
      return;
    }
    // the graceful stop closes every socket: 1005 (no code: @fastify/websocket's preClose closes them before the
    // table's own 1001 "shutdown"), 1001, or 1006 if cut
    if (restartWindow && (code === 1001 || code === 1005 || code === 1006)) {
      disruption(`socket-close-${code}`);
      this.lostAt ??= performance.now();
      this.reconnectLater(rnd(1000, 3000));
      return;
    }
    error('socket-close', `account ${this.account_id}: close ${code}`);
    this.reconnectLater(rnd(1000, 5000));
  }

  reconnectLater(ms: number): void {
    setTimeout(() => {
      counters.reconnects++;
      void this.connect();
    }, ms);
  }

  /** Drops the socket (a lost network or a closed tab); it comes back 1–5 s later. */
  drop(): void {
    if (!this.connected) return;
    counters.drops++;
    this.dropping = true;
    if (Math.random() < 0.5) this.client.ws.terminate();
    else this.client.ws.close();
  }

  /** The next game: leave the last one, sit at this one. */
  sit(uuid: string): void {
    if (this.uuid === uuid) return;
    if (this.uuid && this.connected) this.client.send({ v: TABLE_PROTOCOL, type: 'leave', uuid: this.uuid });
    this.uuid = uuid;
    this.seq = 0;
    this.openGame();
  }

  private cancelAll(): void {
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }

  private answerLater(ask: Ask): void {
    if (this.pending.has(ask.ask)) return;
    const timer = setTimeout(
      () => {
        this.pending.delete(ask.ask);
        const open = this.client.ask;
        if (!this.connected || this.client.ws.readyState !== WebSocket.OPEN) return;
        if (!open || open.ask !== ask.ask || open.uuid !== ask.uuid) return; // withdrawn meanwhile
        const action = robotPolicy(ask, ask);
        if (!action) return;
        counters.acts++;
        this.client.send({
          v: TABLE_PROTOCOL,
          type: 'act',
          n: ++this.n,
          uuid: ask.uuid,
          seat: ask.seat,
          ask: ask.ask,
          action,
        });
      },
      rnd(2000, 4000),
    );
    this.pending.set(ask.ask, timer);
  }

  private onMessage(m: TableServerMessage): void {
    this.client.messages.length = 0; // kept by TableClient for tests; nothing here reads them
    switch (m.type) {
      case 'ask':
        if (m.uuid !== this.uuid) return;
        counters.asks++;
        this.answerLater(m as Ask);
        return;
      case 'sync':
        if (m.uuid !== this.uuid) return;
        counters.syncs++;
        this.seq = m.seq;
        this.client.lastSeq = m.seq;
        this.back();
        if (m.ask && m.view.choices) {
          const ask = {
            v: TABLE_PROTOCOL,
            type: 'ask',
            uuid: m.uuid,
            seq: m.seq,
            ask: m.ask.ask,
            seat: m.seat,
            clock: m.ask.clock,
            view: m.view,
          } as Ask;
          this.client.ask = ask;
          this.answerLater(ask);
        }
        return;
      case 'update':
        if (m.uuid !== this.uuid) return;
        if (this.seatedIn !== m.uuid) counters.resumes++;
        this.seq = Math.max(this.seq, m.seq);
        this.back();
        return;
      case 'withdrawn': {
        if (m.timeout) counters.timeouts++;
        const t = this.pending.get(m.ask);
        if (t) clearTimeout(t);
        this.pending.delete(m.ask);
        return;
      }
      case 'accepted':
        counters.accepted++;
        return;
      case 'refused':
        if (m.n === null) {
          // an `open` refused: the game is being taken back after the restart (1215), or gone
          if (restartWindow && (m.code === ErrorCode.TABLE_ELSEWHERE || m.code === ErrorCode.GAME_NOT_FOUND)) {
            disruption(`open-refused-${m.code}`);
          } else error('table-refused-open', `account ${this.account_id} game ${this.uuid}: code ${m.code}`);
          setTimeout(() => this.openGame(), 2000);
          return;
        }
        error('table-refused-act', `account ${this.account_id}: code ${m.code}`);
        return;
      case 'autoplay':
        if (m.on && m.uuid === this.uuid) {
          counters.autoplayOn++;
          this.client.send({ v: TABLE_PROTOCOL, type: 'back', uuid: m.uuid });
        }
        return;
      case 'paused':
        counters.paused++;
        return;
      case 'finished':
        if (m.uuid !== this.uuid) return;
        this.finishedGame = m.uuid;
        this.back();
        this.group.personFinished(m.uuid);
        return;
      case 'bye':
        if (m.reason === 'shutdown' && restartWindow) disruption('bye-shutdown');
        else error(`bye-${m.reason}`, `account ${this.account_id}`);
        return;
      default:
        return;
    }
  }

  private back(): void {
    this.seatedIn = this.uuid;
    if (this.lostAt !== null) {
      restartBack.push(performance.now() - this.lostAt);
      this.lostAt = null;
    }
  }
}
const people: Person[] = [];
/** ms from a socket lost in the restart to its person seated again */
const restartBack: number[] = [];

// ---- tables -------------------------------------------------------------------------------------------------------
class Group {
  state: 'idle' | 'starting' | 'playing' = 'idle';
  uuid: string | null = null;
  seenInList = false;
  missing = 0;
  games = 0;
  private finishedBy = new Set<number>();

  constructor(
    readonly index: number,
    readonly people: Person[],
    readonly robots: number,
  ) {
    for (const p of people) p.group = this;
  }

  /** Plan, ready, find the game, sit: what an organiser and the table's people do for each game. */
  async start(): Promise<void> {
    if (ending) return;
    this.state = 'starting';
    this.finishedBy.clear();
    const manager = managerTokens[this.index % managerTokens.length];
    const accounts = [...this.people.map((p) => p.account_id), ...Array(this.robots).fill(0)];
    const since = performance.now();
    // plan: 2543 while a person's last game is still being recorded (or the plan was made before a failed answer)
    for (;;) {
      if (ending) return;
      const a = await call(
        'create_game_plan',
        'POST',
        '/api/contest/create_game_plan',
        manager,
        { ...season(), account_list: accounts, game_start_time: nowSec(), ai_level: 1 },
        [ErrorCode.PLAYER_ALREADY_RESERVED],
      );
      if (a && a.status === 200) break;
      if (a?.code === ErrorCode.PLAYER_ALREADY_RESERVED && (await this.planOrGameExists())) break;
      counters.planRetries++;
      if (performance.now() - since > 120_000) {
        error('table-stuck', `table ${this.index}: no plan after 120 s (last code ${a?.code ?? 'network'})`);
        return this.retryLater();
      }
      await sleep(2000);
    }
    await Promise.all(
      this.people.map((p) =>
        call('player/ready', 'POST', '/api/contest/player/ready', p.token, { ...season(), ready: 1 }),
      ),
    );
    // each person finds the game in the lobby (polled every 2 s) and sits at it
    await Promise.all(this.people.map((p) => this.findGame(p, since)));
  }

  private retryLater(): void {
    this.state = 'idle';
    setTimeout(() => void this.start(), 10_000);
  }

  private async planOrGameExists(): Promise<boolean> {
    const a = await call('player/my_games', 'GET', '/api/contest/player/my_games', this.people[0].token);
    const d = a?.data as { plans: unknown[]; running: { game_uuid: string }[] } | null;
    const last = this.people[0].finishedGame;
    return !!d && (d.plans.length > 0 || d.running.some((r) => r.game_uuid !== last));
  }

  private async findGame(p: Person, since: number): Promise<void> {
    let warned = false;
    for (;;) {
      if (ending) return;
      await sleep(rnd(1500, 2500));
      counters.myGamesPolls++;
      const a = await call('player/my_games', 'GET', '/api/contest/player/my_games', p.token);
      const d = a?.data as {
        plans: { ready: boolean }[];
        running: { game_uuid: string; unique_id: number }[];
      } | null;
      const game = d?.running.find((r) => r.unique_id === setup.unique_id && r.game_uuid !== p.finishedGame);
      if (game) {
        if (this.state === 'starting') {
          this.state = 'playing';
          this.uuid = game.game_uuid;
          this.seenInList = false;
          this.missing = 0;
          this.games++;
          counters.gamesStarted++;
        }
        p.sit(game.game_uuid);
        return;
      }
      // a ready call lost to the restart: the plan shows the person not ready
      if (!game && d?.plans.some((x) => !x.ready)) {
        await call('player/ready', 'POST', '/api/contest/player/ready', p.token, { ...season(), ready: 1 });
      }
      if (!warned && performance.now() - since > 90_000) {
        warned = true;
        error('table-stuck', `table ${this.index}: account ${p.account_id} has no game 90 s after its plan`);
      }
    }
  }

  personFinished(uuid: string): void {
    if (uuid !== this.uuid) return;
    for (const p of this.people) if (p.finishedGame === uuid) this.finishedBy.add(p.account_id);
    if (this.finishedBy.size === this.people.length) this.finished();
  }

  /** From the running list: a game seen there and now gone twice in a row has ended. */
  listed(live: Set<string>): void {
    if (this.state !== 'playing' || !this.uuid) return;
    if (live.has(this.uuid)) {
      this.seenInList = true;
      this.missing = 0;
    } else if (this.seenInList && ++this.missing >= 2) this.finished();
  }

  private finished(): void {
    if (this.state !== 'playing') return;
    this.state = 'idle';
    counters.gamesFinished++;
    for (const p of this.people) p.finishedGame = this.uuid;
    setTimeout(() => void this.start(), rnd(3000, 8000));
  }
}
const groups: Group[] = [];
let managerTokens: string[] = [];
let liveGames: string[] = [];

// ---- organisers ---------------------------------------------------------------------------------------------------
async function pollRunning(): Promise<void> {
  while (!ending) {
    const a = await call(
      'contest_running_game_list',
      'GET',
      `/api/contest/contest_running_game_list?unique_id=${setup.unique_id}&season_id=${setup.season_id}`,
      managerTokens[0],
    );
    const list = (a?.data as { list: { game_uuid: string }[] } | null)?.list;
    if (list) {
      liveGames = list.map((g) => g.game_uuid);
      const live = new Set(liveGames);
      for (const g of groups) g.listed(live);
    }
    await sleep(2000);
  }
}

async function pollReady(): Promise<void> {
  while (!ending) {
    await call(
      'ready_player_list',
      'GET',
      `/api/contest/ready_player_list?unique_id=${setup.unique_id}&season_id=${setup.season_id}`,
      managerTokens[1 % managerTokens.length],
    );
    await sleep(5000);
  }
}

async function organiserWrites(): Promise<void> {
  let k = 0;
  const every = 60_000 / WRITES_PER_MIN;
  while (!ending) {
    await sleep(every);
    if (ending) return;
    const token = managerTokens[k % managerTokens.length];
    const n = k++;
    const game = liveGames.length ? liveGames[Math.floor(Math.random() * liveGames.length)] : null;
    const u = setup.unique_id;
    counters.writes++;
    switch (n % 6) {
      case 0:
        await call('update_contest_internal_notice', 'POST', '/api/contest/update_contest_internal_notice', token, {
          unique_id: u,
          notice: [{ lang: 'default', content: `<p>Round ${n}: tables ${TABLES}, please be on time.</p>` }],
        });
        break;
      case 1:
        await call('update_contest_external_notice', 'POST', '/api/contest/update_contest_external_notice', token, {
          unique_id: u,
          notice: [{ lang: 'default', content: `<p>Evening session, update ${n}.</p>` }],
        });
        break;
      case 2: {
        const p = people[Math.floor(Math.random() * people.length)];
        await call('mark_contest_season_player', 'POST', '/api/contest/mark_contest_season_player', token, {
          ...season(),
          account_id: p.account_id,
          remark: `checked in ${n}`,
        });
        break;
      }
      case 3:
      case 4:
        // a game's remark: it may have ended since the list was read (1203)
        if (game)
          await call(
            'update_contest_game_remark',
            'POST',
            '/api/contest/update_contest_game_remark',
            token,
            { unique_id: u, uuid: game, remark: `table ${n % 100}` },
            [ErrorCode.GAME_NOT_FOUND, 2596],
          );
        break;
      case 5:
        // a pause (a dispute at a table), resumed 5 s later
        if (game) {
          const body = { unique_id: u, game_uuid: game };
          const races = [ErrorCode.GAME_NOT_FOUND, ErrorCode.GAME_ALREADY_PAUSED, ErrorCode.GAME_ALREADY_RESUMED];
          const p = await call(
            'pause',
            'POST',
            '/api/contest/pause_contest_running_game',
            token,
            { ...body, resume: 1 },
            races,
          );
          if (p?.status === 200) {
            void sleep(5000).then(() =>
              call('resume', 'POST', '/api/contest/pause_contest_running_game', token, { ...body, resume: 2 }, races),
            );
          }
        }
        break;
    }
  }
}

async function exportsLoop(): Promise<void> {
  let k = 0;
  while (!ending) {
    await sleep(EXPORT_SECONDS * 1000);
    if (ending) return;
    const slot = k++ % (2 * MANAGERS);
    const token = managerTokens[Math.floor(slot / 2)];
    const records = slot % 2 === 0;
    const a = await call(
      records ? 'export_contest_game_records' : 'export_contest_yakuman_records',
      'POST',
      records ? '/api/contest/export_contest_game_records' : '/api/contest/export_contest_yakuman_records',
      token,
      { ...season(), utc_offset: 0 },
    );
    if (a?.status === 200) {
      counters.exports++;
      counters.exportBytes += a.bytes;
      exportMs.push(a.ms);
    }
  }
}

async function reconnectChurn(): Promise<void> {
  const everyMs = 5000;
  let carry = 0;
  while (!ending) {
    await sleep(everyMs);
    if (restartWindow || ending) continue;
    const connected = people.filter((p) => p.connected);
    carry += (connected.length * RECONNECT_PER_MIN) / 100 / (60_000 / everyMs);
    for (; carry >= 1; carry--) connected[Math.floor(Math.random() * connected.length)]?.drop();
  }
}

// ---- figures --------------------------------------------------------------------------------------------------------
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
const max = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);
/** least-squares slope of y over x */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return NaN;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den ? num / den : NaN;
}

function summary() {
  const mb = (x: number | undefined) => (x === undefined ? null : +(x / 1e6).toFixed(1));
  const of = (p: Phase) => samples.filter((s) => s.phase === p);
  const phases: Phase[] = ['warmup', 'steady1', 'restart', 'steady2'];
  const decisionsPerSec = (ss: Recorded[]) => {
    let d = 0;
    let t = 0;
    for (let i = 1; i < ss.length; i++) {
      if (ss[i].proc !== ss[i - 1].proc) continue;
      d += Math.max(0, ss[i].decisions - ss[i - 1].decisions);
      t += ss[i].tRel - ss[i - 1].tRel;
    }
    return t ? +(d / t).toFixed(0) : null;
  };
  const cpuShare = (ss: Recorded[]) => {
    let c = 0;
    let t = 0;
    for (let i = 1; i < ss.length; i++) {
      if (ss[i].proc !== ss[i - 1].proc) continue;
      c += ss[i].cpuMs - ss[i - 1].cpuMs;
      t += ss[i].tRel - ss[i - 1].tRel;
    }
    return t ? +((c / 1000 / t) * 100).toFixed(0) : null;
  };
  const byPhase = Object.fromEntries(
    phases.map((p) => {
      const ss = of(p);
      const p99s = ss.map((s) => s.loopMs?.p99 ?? NaN).filter((x) => !Number.isNaN(x));
      const steady = p === 'steady1' || p === 'steady2';
      const rssSlope = steady
        ? slope(
            ss.map((s) => s.tRel / 60),
            ss.map((s) => s.rss / 1e6),
          )
        : NaN;
      const heapSlope = steady
        ? slope(
            ss.map((s) => s.tRel / 60),
            ss.map((s) => s.heapUsed / 1e6),
          )
        : NaN;
      return [
        p,
        {
          samples: ss.length,
          seconds: ss.length ? +(ss[ss.length - 1].tRel - ss[0].tRel).toFixed(0) : 0,
          loopP99MsMedian: +median(p99s).toFixed(1),
          loopP99MsWorst: +max(p99s).toFixed(1),
          loopMaxMs: +Math.max(...ss.map((s) => s.loopMs?.max ?? 0)).toFixed(0),
          decisionsPerSec: decisionsPerSec(ss),
          serverCpuPercent: cpuShare(ss),
          rssMbMax: mb(Math.max(...ss.map((s) => s.rss))),
          fdsMax: Math.max(...ss.map((s) => s.fds)),
          gamesMedian: median(ss.map((s) => s.games)),
          ...(steady ? { rssSlopeMbPerMin: +rssSlope.toFixed(2), heapSlopeMbPerMin: +heapSlope.toFixed(2) } : {}),
          clientLoopP99MsMedian: +median(ss.map((s) => s.client.loopP99)).toFixed(1),
        },
      ];
    }),
  );
  const all = samples.filter((s) => s.phase !== 'end');
  const allP99 = all.map((s) => s.loopMs?.p99 ?? NaN).filter((x) => !Number.isNaN(x));
  const w = marks.afterWarmup;
  const pre = marks.beforeRestart;
  const settled = marks.afterRestart;
  const end = marks.end;
  /** grown by at most 10 % (a fall is no leak) */
  const within = (a: number | undefined, b: number | undefined) => (a && b ? b <= a * 1.1 : false);
  // RSS moves by ±100 MB within seconds (a young generation of up to 3 × 64 MB semispaces: --max-semi-space-size),
  // so its start and end are medians of the samples of the first minute after the warm-up and of the last minute
  const windowMedian = (from: number, to: number) =>
    median(samples.filter((x) => x.tRel >= from && x.tRel <= to).map((x) => x.rss));
  const rssStart = windowMedian(WARMUP, WARMUP + 60);
  const rssEnd = windowMedian(DURATION_MS / 1000 - 60, DURATION_MS / 1000 + 30);
  const rssFlat = within(rssStart, rssEnd);
  const slopesOk = ['steady1', 'steady2'].every((p) => {
    const s = byPhase[p] as { rssSlopeMbPerMin?: number; samples: number };
    if (!s || s.samples < 3 || !rssStart) return true;
    return (s.rssSlopeMbPerMin ?? 0) * 60 <= 0.1 * (rssStart / 1e6);
  });
  const heapFlat = within(w?.heapUsed, end?.heapUsed);
  const errorTotal = [...errorCounts.values()].reduce((a, b) => a + b, 0);
  const serverErrors = Object.entries(
    serverLogLevels.filter(Boolean).reduce(
      (acc, l) => {
        for (const [k, v] of Object.entries(l)) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      },
      {} as Record<string, number>,
    ),
  );
  return {
    command: process.argv.slice(1).join(' '),
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average at the end ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}`,
    settings: {
      minutes: MINUTES,
      tables: TABLES,
      peopleTables: groups.filter((g) => g.people.length === 4).length,
      people: people.length,
      database: DB,
      handSeconds: Number(HAND_SECONDS),
      warmupS: WARMUP,
      rampS: RAMP,
      settleS: SETTLE,
      reconnectPercentPerMin: RECONNECT_PER_MIN,
      writesPerMin: WRITES_PER_MIN,
      exportEveryS: EXPORT_SECONDS,
      managers: MANAGERS,
      restart: RESTART,
      gameThreads: gameThreadCount,
    },
    memory: {
      rssMb: {
        startMedian: mb(rssStart),
        endMedian: mb(rssEnd),
        afterWarmup: mb(w?.rss),
        beforeRestart: mb(pre?.rss),
        afterRestartSettled: mb(settled?.rss),
        end: mb(end?.rss),
        max: mb(Math.max(...samples.map((s) => s.rss))),
      },
      heapAfterGcMb: {
        afterWarmup: mb(w?.heapUsed),
        beforeRestart: mb(pre?.heapUsed),
        afterRestartSettled: mb(settled?.heapUsed),
        end: mb(end?.heapUsed),
      },
      externalAfterGcMb: { afterWarmup: mb(w?.external), end: mb(end?.external) },
      fds: {
        afterWarmup: w?.fds ?? null,
        beforeRestart: pre?.fds ?? null,
        end: end?.fds ?? null,
        max: Math.max(...samples.map((s) => s.fds)),
      },
      dbMb: { afterWarmup: mb(w?.dbBytes ?? undefined), end: mb(end?.dbBytes ?? undefined) },
      walMb: {
        afterWarmup: mb(w?.walBytes ?? undefined),
        end: mb(end?.walBytes ?? undefined),
        max: mb(max(samples.map((x) => x.walBytes ?? 0))),
      },
      /** the lowest heap used of each minute's samples, per server process: the heap that survives collections */
      heapFloorMbByMinute: samples.reduce(
        (acc, x) => {
          const k = `${x.proc}:${Math.floor(x.tRel / 60)}`;
          acc[k] = Math.min(acc[k] ?? Number.POSITIVE_INFINITY, +(x.heapUsed / 1e6).toFixed(0));
          return acc;
        },
        {} as Record<string, number>,
      ),
      verdict: {
        rssEndMedianWithin10PercentOfStartMedian: rssFlat,
        heapAfterGcEndWithin10PercentOfAfterWarmup: heapFlat,
        steadySlopesUnder10PercentPerHour: slopesOk,
        flat: rssFlat && heapFlat && slopesOk,
      },
    },
    loop: {
      note: 'main-thread event-loop delay of the server, p99 of each 10 s window: median and worst window',
      overallP99MsMedian: +median(allP99).toFixed(1),
      overallP99MsP90OfWindows: +quantile(allP99, 0.9).toFixed(1),
      overallP99MsWorst: +max(allP99).toFixed(1),
    },
    phases: byPhase,
    restart: restartFigures,
    stops: stopFigures,
    counters,
    exports: {
      count: counters.exports,
      msMedian: +median(exportMs).toFixed(0),
      msMax: +max(exportMs).toFixed(0),
      mbTotal: +(counters.exportBytes / 1e6).toFixed(1),
    },
    errors: {
      total: errorTotal,
      byKind: Object.fromEntries(errorCounts),
      serverLogLines: Object.fromEntries(serverErrors),
      serverErrorMessages: serverLogFile(),
      restartDisruptions: Object.fromEntries(disruptions),
      aimMet: errorTotal === 0,
    },
    files: { samples: OUT, serverLog: LOG_FILE },
  };
}
const restartFigures: Record<string, number | null> = {};
let gameThreadCount = 0;
const stopFigures: {
  process: number;
  how: string;
  exitCode: number | null;
  ms: number;
  serverStopMs: number | null;
}[] = [];

/** The server's warnings and errors (the log file both processes appended to): the messages at level ≥ 50, counted. */
function serverLogFile() {
  const messages = new Map<string, number>();
  let text = '';
  try {
    text = fs.readFileSync(LOG_FILE, 'utf8');
  } catch {
    return [];
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const o = JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } };
      if (o.level < 50) continue;
      const key = `${o.level} ${o.msg ?? ''}${o.err?.message ? `: ${o.err.message}` : ''}`.slice(0, 300);
      messages.set(key, (messages.get(key) ?? 0) + 1);
    } catch {
      /* a torn line */
    }
  }
  return [...messages.entries()].map(([msg, n]) => ({ msg, n }));
}

// ---- the run --------------------------------------------------------------------------------------------------------
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

let exitCode = 0;
let child: Child | null = null;
let admin: pg.Client | null = null;
let dbName: string | null = null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-soak-'));

async function stopChild(c: Child, how: 'SIGTERM' | 'stdin'): Promise<number | null> {
  stopping.add(c.index);
  const t = performance.now();
  const stopped = c.next('stopped').catch(() => null);
  if (how === 'SIGTERM') c.proc.kill('SIGTERM');
  else c.proc.stdin?.write('stop\n');
  const kill = setTimeout(() => c.proc.kill('SIGKILL'), 40_000);
  const code = await c.exited;
  clearTimeout(kill);
  const s = await Promise.race([stopped, sleep(100).then(() => null)]);
  if (s) {
    stops.push(s);
    serverLogLevels[c.index] = s.logLevels as Record<string, number>;
  }
  const ms = Math.round(performance.now() - t);
  stopFigures.push({ process: c.index, how, exitCode: code, ms, serverStopMs: s ? Number(s.stopMs) : null });
  // the graceful stop: exit 0 within its 25 s (exit 1 past it, SIGKILL here past 40 s)
  if (code !== 0) error('server-stop', `server process ${c.index} (${how}): exit ${code} after ${ms} ms`);
  return code;
}

try {
  const port = await freePort();
  const peopleTables = Math.round(TABLES * PEOPLE_SHARE);
  const personCount = peopleTables * 4 + (TABLES - peopleTables);
  const childEnv: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    TAIKAI_DEMO: '0',
    TAIKAI_MAX_CONNECTIONS_PER_ADDRESS: '0', // every client here is 127.0.0.1
    TAIKAI_HAND_SECONDS: HAND_SECONDS,
    DATABASE_URL: `sqlite:${path.join(dir, 'soak.db')}`,
    BENCH_SOAK_LOG: LOG_FILE,
    BENCH_SAMPLE_SECONDS: String(SAMPLE_SECONDS),
  };
  if (DB === 'postgres') {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    dbName = `taikai_soak_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    childEnv.DATABASE_URL = url.toString();
  }
  console.log(
    `soak: ${MINUTES} min, ${TABLES} tables (${peopleTables} of four people, ${TABLES - peopleTables} of one person and three robots), ` +
      `${personCount} people, ${MANAGERS} managers, ${DB}, hand ${HAND_SECONDS} s for robots; warm-up ${WARMUP} s` +
      `${RESTART ? `, restart at ${(RESTART_AT_MS / 60_000).toFixed(1)} min` : ''}; samples → ${OUT}`,
  );
  const setupStart = performance.now();
  child = startChild(0, { ...childEnv, BENCH_SOAK_SETUP: JSON.stringify({ people: personCount, managers: MANAGERS }) });
  const ready = await child.next('ready');
  setup = ready.setup as Setup;
  gameThreadCount = Number(ready.gameThreads);
  base = `http://127.0.0.1:${port}`;
  console.log(
    `server up (pid ${ready.pid}, ${ready.gameThreads} game thread(s)); set-up ${((performance.now() - setupStart) / 1000).toFixed(0)} s`,
  );
  managerTokens = setup.managers.map((m) => m.token);
  for (const p of setup.people) people.push(new Person(p.account_id, p.token));
  let next = 0;
  for (let t = 0; t < TABLES; t++) {
    const four = t < peopleTables;
    groups.push(new Group(t, people.slice(next, next + (four ? 4 : 1)), four ? 0 : 3));
    next += four ? 4 : 1;
  }
  // the two kinds mixed over the ramp
  const order = [...groups];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }

  t0 = performance.now();
  clientLoop.reset();
  void pollRunning();
  void pollReady();
  void organiserWrites();
  void exportsLoop();
  void reconnectChurn();
  // the tables' first games, spread over the ramp; each table's people connect just before
  void Promise.all(
    order.map(async (g, i) => {
      await sleep((i / order.length) * RAMP * 1000);
      await Promise.all(g.people.map((p) => p.connect()));
      await g.start();
    }),
  ).then(() => {
    restartFigures.firstGamesStartedS = +tRel().toFixed(0);
    console.log(`${tRel().toFixed(0)} s: every table's first game started`);
  });
  await sleep(Math.max(0, WARMUP * 1000 - (performance.now() - t0)));
  await mark(child, 'afterWarmup');
  await snapshot(child, 'afterWarmup');
  phase = 'steady1';

  if (RESTART) {
    await sleep(Math.max(0, RESTART_AT_MS - (performance.now() - t0)));
    await mark(child, 'beforeRestart');
    await snapshot(child, 'beforeRestart');
    phase = 'restart';
    restartWindow = true;
    const down = performance.now();
    const decisionsBefore = samples.filter((s) => s.proc === 0).at(-1)?.decisions ?? 0;
    serverDown = true;
    const code = await stopChild(child, 'SIGTERM');
    restartFigures.stopMs = Math.round(performance.now() - down);
    restartFigures.stopExitCode = code;
    const stopLine = stops.at(-1);
    console.log(
      `${tRel().toFixed(0)} s: server stopped (exit ${code}, ${restartFigures.stopMs} ms; decisions so far ${decisionsBefore})`,
    );
    if (stopLine) restartFigures.serverStopMs = Number(stopLine.stopMs);
    child = startChild(1, childEnv);
    const again = await child.next('ready');
    serverDown = false;
    restartFigures.downMs = Math.round(performance.now() - down);
    restartFigures.listenMs = Number(again.listenMs);
    console.log(
      `${tRel().toFixed(0)} s: server listening again (pid ${again.pid}) ${restartFigures.downMs} ms after SIGTERM`,
    );
    const lost = () => people.filter((p) => p.uuid && p.seatedIn !== p.uuid).length;
    const settleEnd = performance.now() + SETTLE * 1000;
    while (performance.now() < settleEnd) {
      if (restartFigures.allSeatedMs === undefined && lost() === 0) {
        restartFigures.allSeatedMs = Math.round(performance.now() - down);
      }
      await sleep(500);
    }
    restartFigures.seatsNotBackAtSettle = lost();
    restartFigures.backMsMedian = Math.round(median(restartBack));
    restartFigures.backMsMax = Math.round(max(restartBack));
    restartFigures.allSeatedMs ??= null;
    restartWindow = false;
    await mark(child, 'afterRestart');
    phase = 'steady2';
  }
  await sleep(Math.max(0, DURATION_MS - (performance.now() - t0)));
  phase = 'end';
  await mark(child, 'end');
  await snapshot(child, 'end');
  ending = true;
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  ending = true;
  for (const p of people) p.client.ws?.terminate();
  if (child && child.proc.exitCode === null) await stopChild(child, 'stdin');
  agent.destroy();
  if (admin) {
    if (dbName) await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
    await admin.end();
  }
  if (env.BENCH_KEEP_DB === '1') console.log(`database kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
if (samples.length) {
  const s = summary();
  // heap snapshots: what grew on the server's main thread within one process (after the warm-up → before the restart,
  // or → the end when there was none)
  const later = snapshots.beforeRestart ?? (RESTART ? undefined : snapshots.end);
  if (snapshots.afterWarmup && later) {
    try {
      const d = heapDiff(snapshots.afterWarmup, later);
      (s as Record<string, unknown>).heapDiff = d;
      console.log(`heap snapshot diff (self sizes, MB): ${d.totalMbBefore} → ${d.totalMbAfter}`);
      for (const r of d.grewMost)
        console.log(`  ${r.mbDelta.toFixed(2).padStart(8)} MB ${String(r.countDelta).padStart(9)} × ${r.kind}`);
    } catch (e) {
      console.error('heap snapshot diff failed', e);
    }
  }
  fs.writeFileSync(OUT, JSON.stringify({ summary: s, marks, samples, errors, stops }, null, 1));
  console.log(JSON.stringify(s, null, 2));
  console.log(`\n${markdown(s)}`);
}
process.exit(exitCode);

/** The figures as the table bench/RESULTS.md shows. */
function markdown(s: ReturnType<typeof summary>): string {
  const m = s.memory;
  const ph = s.phases as Record<string, Record<string, number | null>>;
  const per = (k: string) =>
    (['warmup', 'steady1', 'restart', 'steady2'] as const).map((p) => ph[p]?.[k] ?? '—').join(' / ');
  const kinds = (o: Record<string, number>) =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ') || 'none';
  const rows: [string, string][] = [
    [
      'RSS MB: start / end (medians of the first minute after the warm-up and of the last minute) / max',
      `${m.rssMb.startMedian} / ${m.rssMb.endMedian} / ${m.rssMb.max}`,
    ],
    [
      'RSS MB after a full GC: after warm-up / before restart / after restart / end',
      `${m.rssMb.afterWarmup} / ${m.rssMb.beforeRestart} / ${m.rssMb.afterRestartSettled} / ${m.rssMb.end}`,
    ],
    [
      'heap used MB after a full GC: after warm-up / before restart / after restart / end',
      `${m.heapAfterGcMb.afterWarmup} / ${m.heapAfterGcMb.beforeRestart} / ${m.heapAfterGcMb.afterRestartSettled} / ${m.heapAfterGcMb.end}`,
    ],
    [
      'RSS slope MB/min (least squares): steady 1 / steady 2',
      `${ph.steady1?.rssSlopeMbPerMin ?? '—'} / ${ph.steady2?.rssSlopeMbPerMin ?? '—'}`,
    ],
    [
      'open descriptors: after warm-up / before restart / end / max',
      `${m.fds.afterWarmup} / ${m.fds.beforeRestart} / ${m.fds.end} / ${m.fds.max}`,
    ],
    [
      'event-loop delay p99 ms, 10 s windows (median / worst): all',
      `${s.loop.overallP99MsMedian} / ${s.loop.overallP99MsWorst}`,
    ],
    ['— median window p99 per phase: warm-up / steady 1 / restart / steady 2', per('loopP99MsMedian')],
    ['— worst window p99 per phase', per('loopP99MsWorst')],
    ['decisions/s per phase', per('decisionsPerSec')],
    ['server CPU % of one core per phase', per('serverCpuPercent')],
    ['games started / finished (by this bench)', `${s.counters.gamesStarted} / ${s.counters.gamesFinished}`],
    [
      'restart: stop / down (SIGTERM → listening) / every seat back, ms after SIGTERM',
      `${s.restart.stopMs} / ${s.restart.downMs} / ${s.restart.allSeatedMs ?? 'not all'}`,
    ],
    [
      'restart: a seat back at its game, ms after its socket closed (median / max)',
      `${s.restart.backMsMedian} / ${s.restart.backMsMax}`,
    ],
    [
      'exports: count / median ms / max ms / MB',
      `${s.exports.count} / ${s.exports.msMedian} / ${s.exports.msMax} / ${s.exports.mbTotal}`,
    ],
    ['errors', `**${s.errors.total}** (${kinds(s.errors.byKind)})`],
    ['server log lines by level', kinds(s.errors.serverLogLines)],
    ['restart disruptions (not errors)', kinds(s.errors.restartDisruptions)],
    ['memory flat', String(m.verdict.flat)],
  ];
  return ['| figure | value |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
}
