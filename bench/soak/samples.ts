/**
 * The server's samples and phase marks as they come (its `sample` and `mark` lines), each with the phase and this
 * process's own figures; every sample printed as one line.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tRel } from './clock.js';
import { errorCounts } from './errors.js';
import { people } from './person.js';
import { type Phase, run } from './run-state.js';

/** A `sample` or `mark` line of bench/soak-target.ts. */
export interface Sample {
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
export interface Recorded extends Sample {
  tRel: number;
  phase: Phase;
  proc: number;
  client: { rssMb: number; loopP99: number; cpuMs: number; connected: number; seated: number };
}

export const samples: Recorded[] = [];
export const marks: Record<string, Recorded> = {};
export const clientLoop = monitorEventLoopDelay({ resolution: 10 });
clientLoop.enable();
/** per server process: its log lines by level, as last reported (a sample, a mark, its stop) */
export const serverLogLevels: Record<string, number>[] = [];

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

export function record(s: Sample, proc: number): Recorded {
  serverLogLevels[proc] = s.logLevels;
  const phase = run.phase;
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
