/**
 * The server as a child process (bench/soak-target.ts on the deployed node flags): started, its stdout's JSON lines
 * read (samples recorded, other lines handed to whoever waits for their kind), and stopped — by SIGTERM (the
 * restart) or `stop` on its stdin (the end) — with each stop's figures kept.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { targetNodeArgs } from '../server-flags.js';
import { sleep } from './clock.js';
import { HAND_SECONDS, LOG_FILE, LOG_LEVEL, SAMPLE_SECONDS } from './config.js';
import { error } from './errors.js';
import { record, type Sample, serverLogLevels } from './samples.js';

const bench = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(bench, '..');

export interface Child {
  proc: ChildProcess;
  index: number;
  pid: number;
  next(kind: string): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
}

/** the `stopped` lines of the server processes */
export const stops: Record<string, unknown>[] = [];
export const stopFigures: {
  process: number;
  how: string;
  exitCode: number | null;
  ms: number;
  serverStopMs: number | null;
}[] = [];
/** the processes this bench is stopping: their exit is no error */
const stopping = new Set<number>();

/** The server's environment: `taikai serve` in production on 127.0.0.1:`port`, the soak's log file and sampling. */
export function serverEnv(port: number, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL,
    HOST: '127.0.0.1',
    PORT: String(port),
    TAIKAI_DEMO: '0',
    TAIKAI_MAX_CONNECTIONS_PER_ADDRESS: '0', // every client here is 127.0.0.1
    TAIKAI_HAND_SECONDS: HAND_SECONDS,
    DATABASE_URL: databaseUrl,
    BENCH_SOAK_LOG: LOG_FILE,
    BENCH_SAMPLE_SECONDS: String(SAMPLE_SECONDS),
  };
}

export function startChild(index: number, childEnv: Record<string, string>): Child {
  const proc = spawn(
    process.execPath,
    [...targetNodeArgs(), '--expose-gc', '--import', 'tsx', path.join(bench, 'soak-target.ts')],
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

export async function stopChild(c: Child, how: 'SIGTERM' | 'stdin'): Promise<number | null> {
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
