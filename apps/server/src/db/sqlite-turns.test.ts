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

  /**
   * Statements (counting recursive queries) awaited one after another for about `ms` of work, many times the turn's
   * budget, and 20 of them at least (a machine too busy to run more than one in `ms` still makes a chain); answers
   * how many ran.
   */
  async function busy(ms: number, done: { statements: number }): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < ms || done.statements < 20) {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000) select count(*) from n`.execute(
        db,
      );
      done.statements++;
    }
    return done.statements;
  }

  it('lets an immediate queued at the start of a long chain of statements run before the chain ends', async () => {
    const done = { statements: 0 };
    let ranAfter = Number.NaN;
    setImmediate(() => {
      ranAfter = done.statements;
    });
    const total = await busy(60, done);
    // it ran between two statements of the chain — after the turn's budget of them, not after the whole chain (the
    // order, not a number of milliseconds, is what is checked)
    expect(ranAfter).toBeGreaterThan(0);
    expect(ranAfter).toBeLessThan(total);
    expect(total - ranAfter).toBeGreaterThan(ranAfter);
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
