/**
 * Connection limits benchmark: how many idle attackers' connections it takes to hurt a real
 * player, with the limits off ("before": Node's and Fastify's defaults, no caps) and on ("after": the defaults of
 * plugins/connection-limits.ts), and what each idle connection costs the server process.
 *
 * Three processes besides this one: the server (a fresh SQLite file, one account and session), and two attackers
 * that hold idle connections from 127.0.0.2, 127.0.0.3, … (BENCH_PER_ADDRESS a piece, 200 by default: below the
 * per-address cap, an attacker spreading over many addresses): half stop in the middle of their headers, half make
 * one request and then idle on keep-alive. An attacker opens again whatever the server closes (after a refusal, 5 s
 * later, as Retry-After says), so it keeps its count up as a real one would. Two attackers because one process may
 * not hold more descriptors than the server may (the machine's open-file limit is the same for both).
 *
 * At each step (BENCH_STEPS, default 0,1000,5000,10000,19000,21000 connections attempted) a player on 127.0.0.1
 * makes 50 logged-in calls (GET /api/contest/player/my_contests), each on a new connection, and 50 on a keep-alive
 * connection opened before the attack (kept busy every 2 s, as a player at the table would); p50/p99 and failures
 * (reset, 503, 429, no answer in 5 s). Then the server's RSS, descriptors and the connections it counts. "after" ends
 * with one attacker holding 1,000 connections from a single address (the per-address cap).
 *
 *   npm run bench:connections        BENCH_MODES=after BENCH_STEPS=0,5000 npm run bench:connections
 *
 * "before" is TAIKAI_CONNECTION_LIMITS=off in the server's environment: a switch for this measurement only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const role = process.argv[2] ?? 'driver';

// ---------------------------------------------------------------------------------------------------------- server
async function server(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { createDatabase, migrateToLatest } = await import('../apps/server/src/db/database.js');
  const { insertAccount } = await import('../apps/server/src/modules/account/account.repository.js');
  const { insertSession } = await import('../apps/server/src/modules/auth/auth.repository.js');
  const { hashToken, newToken } = await import('../apps/server/src/modules/auth/tokens.js');
  const { connectionCounts } = await import('../apps/server/src/plugins/connection-limits.js');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-bench-connections-'));
  const db = createDatabase({ url: `sqlite:${path.join(dir, 'bench.db')}` });
  await migrateToLatest(db);
  const now = Math.floor(Date.now() / 1000);
  const account = await insertAccount(db, {
    nickname: 'player',
    email: 'player@taikai.local',
    password_hash: null,
    zone: 1,
    diamonds: 0,
    now,
  });
  const token = newToken();
  await insertSession(db, hashToken(token), account, now, now + 86_400);
  const app = await buildApp({
    db,
    logger: { stream: process.stderr }, // LOG_LEVEL=warn: the refusal warnings, counted by the driver
    consoleDir: null,
    config: { demo: false, scheduler: false, gameThreads: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  // memory and descriptors are read by the driver from /proc/<pid>: at the open-file limit this process cannot
  // (V8's heap figures need no descriptor; process.memoryUsage() reads /proc and throws at the limit)
  const stats = () => ({ heapMB: v8.getHeapStatistics().used_heap_size / 1024 / 1024, counts: connectionCounts(app) });
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'stats') {
      globalThis.gc?.();
      console.log(JSON.stringify(stats()));
    }
  });
  process.stdin.on('end', async () => {
    setTimeout(() => process.exit(0), 5000).unref();
    app.server.closeAllConnections();
    await app.close();
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
  console.log(JSON.stringify({ port, token }));
}

// -------------------------------------------------------------------------------------------------------- attacker
interface AttackCommand {
  target: number;
  /** the first address's number: 127.0.x.y with x·256 + y = it */
  first: number;
  perAddress: number;
}

function attacker(): void {
  const port = Number(process.argv[3]);
  let cmd: AttackCommand = { target: 0, first: 2, perAddress: 200 };
  const held = new Set<net.Socket>();
  const pending = new Set<net.Socket>();
  /** closed by this attacker (its target went down): not counted */
  const dropped = new WeakSet<net.Socket>();
  const byAddress = new Map<number, number>();
  /** when connections refused or reset may be opened again */
  let cooling: number[] = [];
  const totals = { opened: 0, refused429: 0, refused503: 0, timedOut408: 0, resets: 0, closedIdle: 0 };
  let seq = 0;

  const addressOf = (n: number) => `127.0.${n >> 8}.${n & 255}`;
  const pick = (): number => {
    for (let n = cmd.first; ; n++) if ((byAddress.get(n) ?? 0) < cmd.perAddress) return n;
  };
  const openOne = () => {
    const n = pick();
    byAddress.set(n, (byAddress.get(n) ?? 0) + 1);
    const keepAlive = seq++ % 2 === 1;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: addressOf(n) });
    pending.add(socket);
    let data = '';
    let verdict: 'held' | '429' | '503' | '408' | 'reset' | 'closed' = 'closed';
    socket.setEncoding('utf8');
    socket.on('error', () => {
      if (verdict === 'closed') verdict = 'reset';
    });
    socket.once('connect', () => {
      totals.opened++;
      if (keepAlive) socket.write('GET /bench-idle HTTP/1.1\r\nHost: taikai\r\n\r\n');
      else {
        socket.write('GET / HTTP/1.1\r\nHost: taikai\r\nX-Partial: ');
        pending.delete(socket);
        held.add(socket);
      }
    });
    socket.on('data', (chunk: string) => {
      data += chunk;
      const status = data.slice(9, 12);
      if (status === '429' || status === '503' || status === '408') verdict = status;
      else if (keepAlive && data.includes('\r\n\r\n') && pending.delete(socket)) held.add(socket);
    });
    socket.once('close', () => {
      pending.delete(socket);
      held.delete(socket);
      byAddress.set(n, (byAddress.get(n) ?? 1) - 1);
      if (dropped.has(socket)) return;
      if (verdict === '429') totals.refused429++;
      else if (verdict === '503') totals.refused503++;
      else if (verdict === '408') totals.timedOut408++;
      else if (verdict === 'reset' || !data) totals.resets++;
      else totals.closedIdle++;
      // refused or reset: again after 5 s (Retry-After); closed by a timeout: again at once
      if (verdict === '429' || verdict === '503' || verdict === 'reset' || !data) cooling.push(Date.now() + 5000);
    });
  };
  setInterval(() => {
    const now = Date.now();
    cooling = cooling.filter((t) => t > now);
    while (held.size + pending.size + cooling.length < cmd.target && pending.size < 200) openOne();
    if (held.size + pending.size > cmd.target) {
      for (const s of [...pending, ...held].slice(0, held.size + pending.size - cmd.target)) {
        dropped.add(s);
        s.destroy();
      }
    }
  }, 20);
  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'stats') {
      console.log(JSON.stringify({ held: held.size, pending: pending.size, cooling: cooling.length, ...totals }));
      return;
    }
    cmd = JSON.parse(line) as AttackCommand;
    cooling = [];
  });
  process.stdin.on('end', () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------------------- driver
interface Child {
  proc: ChildProcess;
  /** lines the server logged: the refusal warnings (at most one per 10 s per kind), anything else */
  warnings: { refused: number; other: number };
  ask: <T>(line: string) => Promise<T>;
  send: (line: string) => void;
}

function child(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: Child; first: unknown }> {
  const proc = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', here, ...args], {
    cwd: root,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const warnings = { refused: 0, other: 0 };
  readline.createInterface({ input: proc.stderr as NodeJS.ReadableStream }).on('line', (line) => {
    if (line.includes('connections refused')) warnings.refused++;
    else {
      warnings.other++;
      if (warnings.other <= 5) process.stderr.write(`server: ${line.slice(0, 300)}\n`);
    }
  });
  const waiting: ((line: string) => void)[] = [];
  readline
    .createInterface({ input: proc.stdout as NodeJS.ReadableStream })
    .on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const send = (line: string) => proc.stdin?.write(`${line}\n`);
  const ask = async <T>(line: string) => {
    const answer = next();
    send(line);
    return JSON.parse(await answer) as T;
  };
  return next().then((line) => ({ child: { proc, ask, send, warnings }, first: JSON.parse(line) }));
}

interface Sample {
  ms: number[];
  failures: Record<string, number>;
}

function call(port: number, token: string, agent: http.Agent | false): Promise<{ ms: number; outcome: string }> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contest/player/my_contests',
        agent,
        localAddress: '127.0.0.1',
        headers: { authorization: `Majsoul ${token}`, ...(agent ? {} : { connection: 'close' }) },
        timeout: 5000,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ ms: performance.now() - start, outcome: res.statusCode === 200 ? 'ok' : String(res.statusCode) }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ ms: performance.now() - start, outcome: err.message === 'timeout' ? 'timeout' : 'reset' }),
    );
  });
}

async function sample(port: number, token: string, agent: http.Agent | false, n = 50): Promise<Sample> {
  const s: Sample = { ms: [], failures: {} };
  for (let i = 0; i < n; i++) {
    const r = await call(port, token, agent);
    if (r.outcome === 'ok') s.ms.push(r.ms);
    else s.failures[r.outcome] = (s.failures[r.outcome] ?? 0) + 1;
  }
  return s;
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (s: Sample) => {
  const fails = Object.entries(s.failures)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  const lat = s.ms.length ? `${pct(s.ms, 50).toFixed(1)} / ${pct(s.ms, 99).toFixed(1)}` : '—';
  return `${lat} | ${s.ms.length}/${s.ms.length + Object.values(s.failures).reduce((a, b) => a + b, 0)}${fails ? ` (${fails})` : ''}`;
};

interface AttackStats {
  held: number;
  pending: number;
  cooling: number;
  opened: number;
  refused429: number;
  refused503: number;
  timedOut408: number;
  resets: number;
  closedIdle: number;
}
interface ServerStats {
  rssMB: number;
  heapMB: number;
  fds: number;
  exited: boolean;
  counts: { open: number; maxConnections: number; refused: { total: number; address: number } } | null;
}

/** The server's RSS and descriptors from /proc (this process has descriptors left when the server has none). */
async function serverStats(srv: Child): Promise<ServerStats> {
  const pid = srv.proc.pid as number;
  const exited = srv.proc.exitCode !== null || srv.proc.signalCode !== null;
  const inner = exited
    ? null
    : await Promise.race([
        srv.ask<Pick<ServerStats, 'heapMB' | 'counts'>>('stats'),
        new Promise<null>((r) => setTimeout(() => r(null), 10_000)),
      ]);
  let rssMB = Number.NaN;
  let fds = Number.NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    rssMB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN) / 1024;
    fds = fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {}
  return { rssMB, fds, exited, heapMB: inner?.heapMB ?? Number.NaN, counts: inner?.counts ?? null };
}

async function driver(): Promise<void> {
  const modes = (process.env.BENCH_MODES ?? 'before,after').split(',');
  const steps = (process.env.BENCH_STEPS ?? '0,1000,5000,10000,19000,21000').split(',').map(Number);
  const perAddress = Number(process.env.BENCH_PER_ADDRESS ?? 200);
  const limit = /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1];
  console.log(
    `connections bench: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}, open-file limit ${limit}, ` +
      `${perAddress} attacker connections per address; ${new Date().toISOString()}`,
  );
  const rows: string[] = [];
  for (const mode of modes) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TAIKAI_GAME_THREADS: '0',
    };
    if (mode === 'before') env.TAIKAI_CONNECTION_LIMITS = 'off';
    else delete env.TAIKAI_CONNECTION_LIMITS;
    const { child: srv, first } = await child(['server'], env);
    const { port, token } = first as { port: number; token: string };
    const attackers = await Promise.all(
      [0, 1].map(async () => {
        const proc = spawn(process.execPath, ['--import', 'tsx', here, 'attacker', String(port)], {
          cwd: root,
          stdio: ['pipe', 'pipe', 'inherit'],
        });
        const waiting: ((l: string) => void)[] = [];
        readline
          .createInterface({ input: proc.stdout as NodeJS.ReadableStream })
          .on('line', (l) => waiting.shift()?.(l));
        const ask = (line: string) =>
          new Promise<AttackStats>((resolve) => {
            waiting.push((l) => resolve(JSON.parse(l) as AttackStats));
            proc.stdin?.write(`${line}\n`);
          });
        return { proc, ask, send: (line: string) => proc.stdin?.write(`${line}\n`) };
      }),
    );
    await new Promise((r) => setTimeout(r, 1500)); // tsx start of the attackers
    // the player already at the table: one keep-alive connection, used every 2 s
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await call(port, token, agent);
    const keepBusy = setInterval(() => void call(port, token, agent), 2000);
    let baseRss = 0;
    let baseFds = 0;
    /** the attackers' counts at the last step, for each step's own */
    const before: Record<string, number> = {};
    const attack = async (target: number, spread: boolean) => {
      const shares = spread ? [Math.ceil(target / 2), Math.floor(target / 2)] : [target, 0];
      // attacker i from 127.0.(2i).2 up: neither shares an address with the other
      attackers.forEach((a, i) => {
        a.send(JSON.stringify({ target: shares[i], first: 2 + i * 512, perAddress: spread ? perAddress : 100_000 }));
      });
      // settled: the count held stops growing for 2 s (or reaches the target), at most 60 s
      let last = -1;
      let still = 0;
      const started = Date.now();
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        const s = await Promise.all(attackers.map((a) => a.ask('stats')));
        const held = s.reduce((a, b) => a + b.held, 0);
        const pending = s.reduce((a, b) => a + b.pending, 0);
        if ((held === target && pending === 0) || Date.now() - started > 60_000) return s;
        still = held === last ? still + 1 : 0;
        last = held;
        if (still >= 4) return s;
      }
    };
    const measure = async (label: string, target: number, spread = true, holdMs = 0) => {
      const t0 = Date.now();
      let a = await attack(target, spread);
      const settledS = ((Date.now() - t0) / 1000).toFixed(0);
      // a quiet second after the opening (a longer hold shows the timeouts at work: the attackers open again
      // whatever the server closes)
      await new Promise((r) => setTimeout(r, 1000 + holdMs));
      a = await Promise.all(attackers.map((x) => x.ask('stats')));
      const fresh = await sample(port, token, false);
      const kept = await sample(port, token, agent);
      const s = await serverStats(srv);
      const held = a.reduce((x, y) => x + y.held, 0);
      if (target === 0) {
        baseRss = s.rssMB;
        baseFds = s.fds;
      }
      const extra = s.fds - baseFds;
      const perConn = extra >= 1000 && s.rssMB > baseRss ? `${(((s.rssMB - baseRss) * 1024) / extra).toFixed(1)}` : '—';
      const keys = ['refused429', 'refused503', 'resets', 'timedOut408', 'closedIdle'] as const;
      const d = Object.fromEntries(
        keys.map((k) => {
          const total = a.reduce((x, y) => x + y[k], 0);
          const delta = total - (before[k] ?? 0);
          before[k] = total;
          return [k, delta];
        }),
      ) as Record<(typeof keys)[number], number>;
      const refused = `${d.refused429} × 429, ${d.refused503} × 503, ${d.resets} reset/no answer; closed idle: ${d.timedOut408} × 408, ${d.closedIdle} keep-alive`;
      const row = `| ${mode} | ${label} | ${held} | ${s.fds} | ${s.exited ? 'exited' : s.counts ? s.counts.open : '—'} | ${fmt(fresh)} | ${fmt(kept)} | ${s.rssMB.toFixed(0)} | ${perConn} | ${refused} | ${settledS} |`;
      console.log(row);
      rows.push(row);
    };
    for (const step of steps) {
      await measure(step.toLocaleString('en'), step);
      // with the limits on, 10,000 held for 35 s: longer than the headers (15 s) and keep-alive (30 s + 1 s) timeouts
      if (mode === 'after' && step === 10_000) await measure('10,000, 35 s later', step, true, 35_000);
    }
    if (mode !== 'before') {
      await measure('0', 0);
      await measure('1,000 from one address', 1000, false);
    }
    const w = srv;
    console.log(
      `${mode}: the server logged ${w.warnings.refused} refusal warning(s), ${w.warnings.other} other line(s)`,
    );
    clearInterval(keepBusy);
    agent.destroy();
    for (const a of attackers) {
      a.proc.stdin?.end();
    }
    srv.proc.stdin?.end();
    await Promise.all(
      [srv.proc, ...attackers.map((a) => a.proc)].map((p) =>
        p.exitCode !== null || p.signalCode !== null ? null : new Promise((r) => p.once('exit', r)),
      ),
    );
  }
  console.log(
    '\n| limits | attackers attempted | held (attackers see) | server fds | server counts | player, new connection p50 / p99 ms, ok/50 | player, kept connection p50 / p99 ms, ok/50 | server RSS MB | RSS KB per extra fd | attacker connections refused or closed by the server during the step | settle s |',
  );
  console.log('|---|---|---:|---:|---:|---|---|---:|---:|---|---:|');
  for (const r of rows) console.log(r);
  const slab = fs.existsSync('/proc/slabinfo') ? fs.readFileSync('/proc/slabinfo', 'utf8') : '';
  const size = (name: string) => new RegExp(`^${name}\\s+\\d+\\s+\\d+\\s+(\\d+)`, 'm').exec(slab)?.[1];
  if (slab)
    console.log(
      `\nkernel objects per TCP socket: TCP ${size('TCP')} B, sock_inode_cache ${size('sock_inode_cache')} B`,
    );
}

if (role === 'server') await server();
else if (role === 'attacker') attacker();
else await driver();
