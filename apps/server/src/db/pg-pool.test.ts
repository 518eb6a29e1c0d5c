import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database, POOL_APPLICATION_NAME } from './database.js';

/**
 * A pooled PostgreSQL connection that fails while idle — the database restarted, an administrator ended it — is
 * replaced, and the process goes on: node-postgres reports it as an `error` event of the pool, which ends the process
 * when nobody listens (as a benchmark's would when its database is dropped under it).
 */
const url = process.env.TAIKAI_TEST_DATABASE_URL?.startsWith('postgres') ? process.env.TAIKAI_TEST_DATABASE_URL : null;

async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url ?? '' });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

const backendOf = async (db: Database) => {
  const { rows } = await sql<{ pid: number; name: string }>`
    select pg_backend_pid() as pid, current_setting('application_name') as name`.execute(db);
  return rows[0];
};

describe.runIf(url)('PostgreSQL pool: a connection lost while idle', () => {
  const schema = `p_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url ?? '' });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url ?? '' });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('is reported to the listener, replaced, and the next query runs', async () => {
    const lost = vi.fn();
    const db = createDatabase({ url: url ?? '', schema, readCache: false, onIdleConnectionError: lost });
    try {
      const first = await backendOf(db);
      expect(first.name).toBe(POOL_APPLICATION_NAME);
      await terminate(first.pid);
      await vi.waitFor(() => expect(lost).toHaveBeenCalledTimes(1));
      expect(String(lost.mock.calls[0][0].message)).toMatch(/terminat/);
      const next = await backendOf(db);
      expect(next.pid).not.toBe(first.pid);
    } finally {
      await db.destroy();
    }
  });

  it('without a listener, becomes a process warning rather than the end of the process', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const db = createDatabase({ url: url ?? '', schema, readCache: false });
    try {
      await terminate((await backendOf(db)).pid);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/pooled PostgreSQL connection/)));
      expect((await backendOf(db)).name).toBe(POOL_APPLICATION_NAME);
    } finally {
      warn.mockRestore();
      await db.destroy();
    }
  });
});
