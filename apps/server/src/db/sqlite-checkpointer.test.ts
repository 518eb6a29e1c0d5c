import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/kit/games/harness.js';
import { checkpointInBackground } from './sqlite-checkpointer.js';

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

/**
 * Whether every frame in the WAL has been copied into the database file, read from the wal-index (the `-shm` file,
 * native byte order): `mxFrame` (the last valid frame) at byte 16 of its header, `nBackfill` (frames checkpointed)
 * at byte 96, in the checkpoint information after the header's two copies (sqlite.org/walformat.html).
 */
function checkpointedAll(file: string): boolean {
  const shm = fs.readFileSync(`${file}-shm`);
  return shm.readUInt32LE(96) === shm.readUInt32LE(16);
}

/**
 * Writes `mb` megabytes in 1 MB transactions, after each waiting (on the wal-index, never on the clock) until a
 * checkpoint has copied the whole WAL, which the connection itself never does; answers the WAL's largest size.
 */
async function write(sqlite: SQLite.Database, file: string, mb: number): Promise<number> {
  const insert = sqlite.prepare('insert into t (body) values (?)');
  const body = 'x'.repeat(1024);
  let largest = 0;
  for (let i = 0; i < mb; i++) {
    sqlite.transaction(() => {
      for (let k = 0; k < 1024; k++) insert.run(body);
    })();
    largest = Math.max(largest, fs.statSync(`${file}-wal`).size);
    await until(() => checkpointedAll(file), 20_000);
  }
  return largest;
}

describe('SQLite checkpoints in a worker thread', () => {
  it('keeps the WAL bounded while the connection itself never checkpoints', async () => {
    const { sqlite, file } = open();
    const stop = checkpointInBackground(sqlite, file);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const largest = await write(sqlite, file, 16);
    await stop();
    // checkpointed in full after each megabyte, the next commit starts the WAL over: it never holds much more than
    // one transaction (without the worker nothing is ever checkpointed, and the wait above fails)
    expect(largest).toBeLessThan(3 * 1024 * 1024);
    expect(sqlite.prepare('select count(*) as n from t').get()).toEqual({ n: 16 * 1024 });
    sqlite.close();
  }, 30_000);
});
