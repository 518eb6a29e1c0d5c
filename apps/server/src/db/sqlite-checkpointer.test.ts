import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_MS, checkpointInBackground } from './sqlite-checkpointer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function open(): { sqlite: SQLite.Database; file: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-ckpt-'));
  dirs.push(dir);
  const file = path.join(dir, 'x.db');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('create table t (id integer primary key, body text not null)');
  return { sqlite, file };
}

/** Writes `mb` megabytes in 1 MB transactions, the event loop let go between them; answers the WAL's largest size. */
async function write(sqlite: SQLite.Database, file: string, mb: number): Promise<number> {
  const insert = sqlite.prepare('insert into t (body) values (?)');
  const body = 'x'.repeat(1024);
  let largest = 0;
  for (let i = 0; i < mb; i++) {
    sqlite.transaction(() => {
      for (let k = 0; k < 1024; k++) insert.run(body);
    })();
    largest = Math.max(largest, fs.statSync(`${file}-wal`).size);
    await new Promise((r) => setTimeout(r, CHECKPOINT_MS / 4));
  }
  return largest;
}

describe('SQLite checkpoints in a worker thread', () => {
  it('keeps the WAL bounded while the connection itself never checkpoints', async () => {
    const { sqlite, file } = open();
    const stop = checkpointInBackground(sqlite, file);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const largest = await write(sqlite, file, 48);
    await stop();
    // without the worker the WAL would hold all 48 MB and more (no checkpoint, so never started over); the margin is
    // for a loaded machine, where the worker's turns come late (28 MB of 32 was seen under the whole suite)
    expect(largest).toBeLessThan(40 * 1024 * 1024);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 48 * 1024 });
    sqlite.close();
  }, 30_000);
});
