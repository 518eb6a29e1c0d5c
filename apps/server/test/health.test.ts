import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import { createTestApp } from './helpers.js';

/** Issue 15 point 12: GET /healthz reports whether the database answers (both databases). */
describe('GET /healthz', () => {
  it('answers 200 with the database reachable', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database does not', async () => {
    const db = createDatabase({ url: 'sqlite::memory:' });
    await migrateToLatest(db);
    const app = await buildApp({ db, logger: false, consoleDir: null, config: { demo: false, scheduler: false } });
    await db.destroy();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
