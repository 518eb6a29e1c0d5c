/**
 * SQLite WAL checkpoints off the event loop. By default SQLite checkpoints inside the commit that takes the WAL past
 * 1,000 pages: that commit copies the WAL into the database file and syncs it — on a busy server (750 tables write
 * some megabytes a second) a 15–35 ms stall of the event loop every second or two, better-sqlite3 being synchronous.
 * Here the connection's own checkpoints are turned off and a worker thread with its own connection to the file runs
 * PASSIVE checkpoints every CHECKPOINT_MS: they never wait for nor block readers or writers, and once a checkpoint
 * has copied the whole WAL, the next commit starts the WAL over from its beginning (SQLite's own rule), so the file
 * stays bounded. A checkpoint the worker cannot run now (another connection checkpointing) is simply tried again.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the worker checkpoints (ms). */
export const CHECKPOINT_MS = 500;

const WORKER = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // busy (another connection checkpointing) or closing: the next turn tries again
  }
}, workerData.every);
`;

/** Moves `sqlite`'s checkpoints to a worker thread; answers the stop (before the connection closes). */
export function checkpointInBackground(sqlite: SQLite.Database, file: string): () => Promise<void> {
  sqlite.pragma('wal_autocheckpoint = 0');
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { module, file, every: CHECKPOINT_MS } });
  worker.unref();
  // a worker that cannot run (the file gone in a test's clean-up) leaves the checkpoints to the connection again
  worker.on('error', () => {
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  return async () => {
    await worker.terminate();
  };
}
