import { DAY_SECONDS, ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { makeContest } from './fixtures.js';
import { codeOf, createTestApp } from './helpers.js';

/**
 * Calls that race for one limit, sent in parallel (on SQLite and, with
 * TAIKAI_TEST_DATABASE_URL, on PostgreSQL where the transactions really overlap). Exactly one wins; every loser gets
 * the limit's own code, never a 5xx.
 */
const t = await createTestApp();
/** A platform with room for one active contest, on its own database. */
const capped = await createTestApp({ config: { maxActiveContests: 1 } });
const PARALLEL = 20;

function tally(codes: (number | undefined)[]) {
  const out: Record<string, number> = {};
  for (const c of codes) out[String(c ?? 'ok')] = (out[String(c ?? 'ok')] ?? 0) + 1;
  return out;
}

describe('parallel create_contest_season on one contest', () => {
  it('creates one season; every other call gets 2541, none a 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await t.user();
      const { unique_id } = await makeContest(t.db, owner.account_id, t.clock.now() - DAY_SECONDS);
      await t.db.updateTable('seasons').set({ ended: 1 }).where('unique_id', '=', unique_id).execute();
      const body = { unique_id, start_time: t.clock.now() + 10, end_time: t.clock.now() + DAY_SECONDS };
      const replies = await Promise.all(
        Array.from({ length: PARALLEL }, () => t.post('/api/contest/create_contest_season', body, owner.token)),
      );
      expect(replies.filter((r) => r.statusCode >= 500)).toHaveLength(0);
      expect(tally(replies.map(codeOf))).toEqual({ ok: 1, [ErrorCode.SEASON_NOT_ENDED]: PARALLEL - 1 });
      const seasons = await t.db.selectFrom('seasons').select('season_id').where('unique_id', '=', unique_id).execute();
      expect(seasons.map((s) => s.season_id).sort()).toEqual([1, 2]);
    }
  });
});

describe('the platform-wide cap on active contests under parallel creators', () => {
  it('holds: under a cap of one, six creators at once make exactly one contest', async () => {
    const creators = [];
    for (let i = 0; i < 6; i++) creators.push(await capped.user({ diamonds: 1000 }));
    const body = {
      name: [{ lang: 'default', content: 'Race Cup' }],
      game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
      open_show: 1,
      start_time: capped.clock.now() + DAY_SECONDS,
      end_time: capped.clock.now() + 8 * DAY_SECONDS,
    };
    const replies = await Promise.all(creators.map((c) => capped.post('/api/contest/create_contest', body, c.token)));
    expect(replies.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(tally(replies.map(codeOf))).toEqual({ ok: 1, [ErrorCode.CONTEST_COUNT_LIMIT]: 5 });
    const contests = await capped.db.selectFrom('contests').select('unique_id').execute();
    expect(contests).toHaveLength(1);
  });
});
