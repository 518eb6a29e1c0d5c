import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDatabase } from './database.js';

/** SQLite's `synchronous` under WAL: NORMAL by default, FULL when TAIKAI_SQLITE_SYNC=full (README, database.ts). */
describe('SQLite synchronous setting', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taikai-sync-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function pragmas(sync: 'normal' | 'full' | undefined) {
    const db = createDatabase({ url: `sqlite:${path.join(dir, `${sync ?? 'default'}.db`)}`, sqliteSync: sync });
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      return { journal: mode.rows[0].journal_mode, synchronous: synchronous.rows[0].synchronous };
    } finally {
      await db.destroy();
    }
  }

  it('uses WAL with synchronous NORMAL (1) unless told, FULL (2) when told', async () => {
    expect(await pragmas(undefined)).toEqual({ journal: 'wal', synchronous: 1 });
    expect(await pragmas('normal')).toEqual({ journal: 'wal', synchronous: 1 });
    expect(await pragmas('full')).toEqual({ journal: 'wal', synchronous: 2 });
  });

  it('reads TAIKAI_SQLITE_SYNC: full (any case) is full, anything else normal', () => {
    expect(loadConfig({}).sqliteSync).toBe('normal');
    expect(loadConfig({ TAIKAI_SQLITE_SYNC: ' FULL ' }).sqliteSync).toBe('full');
    expect(loadConfig({ TAIKAI_SQLITE_SYNC: 'normal' }).sqliteSync).toBe('normal');
    expect(loadConfig({ TAIKAI_SQLITE_SYNC: 'off' }).sqliteSync).toBe('normal');
  });
});
