import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';

/**
 * SQLite is synchronous, so statements awaited one after another run as one chain of microtasks. The connection cuts
 * such a chain between statements once a turn of the event loop has had its budget (database.ts TURN_BUDGET_MS), so
 * what is queued behind it (a game clock's timer, a poll) runs in between.
 */
describe('SQLite work per turn of the event loop', () => {
  const db = createDatabase({ url: 'sqlite::memory:' });
  afterAll(() => db.destroy());

  /** A statement of about `ms` of work (a counting recursive query). */
  async function busy(ms: number): Promise<void> {
    const started = performance.now();
    while (performance.now() - started < ms) {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000) select count(*) from n`.execute(
        db,
      );
    }
  }

  it('lets an immediate queued at the start of a long chain of statements run before the chain ends', async () => {
    let ranAt = Number.NaN;
    const started = performance.now();
    setImmediate(() => {
      ranAt = performance.now() - started;
    });
    await busy(60);
    const chain = performance.now() - started;
    expect(chain).toBeGreaterThanOrEqual(60);
    // it ran after about one budget of SQLite work, not after the whole chain
    expect(ranAt).toBeLessThan(30);
  });

  it('runs a short chain in one turn', async () => {
    await new Promise((r) => setImmediate(r)); // a fresh turn (the test before ended inside a spent one)
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    await sql`select 1`.execute(db);
    await sql`select 2`.execute(db);
    expect(ran).toBe(false);
  });
});
