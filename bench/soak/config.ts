/** The soak's settings, read once from the environment (bench/soak.ts's header says what each one does). */
import os from 'node:os';
import path from 'node:path';

const env = process.env;
export const MINUTES = Number(env.BENCH_SOAK_MINUTES ?? 30);
export const TABLES = Number(env.BENCH_TABLES ?? 750);
export const WARMUP = Number(env.BENCH_WARMUP ?? 60);
export const RAMP = Number(env.BENCH_RAMP ?? Math.min(30, WARMUP / 2));
export const SETTLE = Number(env.BENCH_SETTLE ?? Math.min(30, WARMUP));
export const PEOPLE_SHARE = Number(env.BENCH_PEOPLE_SHARE ?? 0.5);
export const RECONNECT_PER_MIN = Number(env.BENCH_RECONNECT ?? 2);
export const WRITES_PER_MIN = Number(env.BENCH_WRITES_PER_MIN ?? 60);
export const EXPORT_SECONDS = Number(env.BENCH_EXPORT_SECONDS ?? 20);
export const MANAGERS = Number(env.BENCH_MANAGERS ?? 8);
export const SAMPLE_SECONDS = Number(env.BENCH_SAMPLE_SECONDS ?? 10);
export const HAND_SECONDS = env.TAIKAI_HAND_SECONDS ?? '30';
export const RESTART = env.BENCH_RESTART !== '0';
export const SNAPSHOTS = env.BENCH_HEAP_SNAPSHOTS === '1';
export const DB = env.BENCH_DB ?? 'sqlite';
export const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:54330/postgres';
export const KEEP_DB = env.BENCH_KEEP_DB === '1';
export const LOG_LEVEL = env.LOG_LEVEL ?? 'info';
if (DB !== 'sqlite' && DB !== 'postgres') throw new Error('BENCH_DB is sqlite or postgres');
if (EXPORT_SECONDS * 2 * MANAGERS < 300) {
  throw new Error(`exports every ${EXPORT_SECONDS} s by ${MANAGERS} managers would hit the 300 s cooldown`);
}

export const DURATION_MS = MINUTES * 60_000;
export const RESTART_AT_MS = DURATION_MS / 2;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
/** the samples, phase marks and errors (JSON) */
export const OUT = env.BENCH_SOAK_OUT ?? path.join(os.tmpdir(), `taikai-soak-${stamp}.json`);
/** the server's warning and error lines, and every line of its stops */
export const LOG_FILE = `${OUT.replace(/\.json$/, '')}.server-log.jsonl`;
