import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { contestFixture } from '../../../test/kit/season.js';
import { findSeason } from './season.repository.js';

/** end_contest_season {end_now: 1}: a running season ends in one guided step. */
const t = await createTestApp();
const DAY = 86400;
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'EndNowOwner' });
const end = (uid: number, body: object = {}) =>
  t.post('/api/contest/end_contest_season', { unique_id: uid, season_id: 1, ...body }, owner.token);

describe('end_contest_season end_now', () => {
  it('moves the end (and later sign-up/match times) of a running season to now and ends it, audited', async () => {
    const f = await contestFixture(t, owner, { seasonStart: T0 - 2 * DAY, seasonEnd: T0 + 5 * DAY });
    expect(codeOf(await end(f.unique_id))).toBe(2541); // without end_now nothing changes
    t.clock.advance(120);
    const now = t.clock.now();
    const res = await end(f.unique_id, { end_now: 1 });
    expect(res.json().data).toMatchObject({ season_id: 1, state: 4, end_time: now });
    const row = await findSeason(t.db, f.unique_id, 1);
    expect(row).toMatchObject({ ended: 1, end_time: now });
    expect(row?.signup_end_time).toBeLessThanOrEqual(now);
    expect(row?.match_end_time).toBeLessThanOrEqual(now);
    expect(row?.start_time).toBe(T0 - 2 * DAY);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('unique_id', '=', f.unique_id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('season.end');
    expect(JSON.parse(audit[0].before ?? '{}')).toMatchObject({ state: 2, end_time: T0 + 5 * DAY });
    expect(JSON.parse(audit[0].after ?? '{}')).toMatchObject({ ended: 1, end_time: now });
  });

  it('does not start or end a pending season (2541), and an ended one stays 2565', async () => {
    const f = await contestFixture(t, owner, { seasonStart: T0 + DAY, seasonEnd: T0 + 5 * DAY });
    expect(codeOf(await end(f.unique_id, { end_now: 1 }))).toBe(2541);
    expect((await findSeason(t.db, f.unique_id, 1))?.end_time).toBe(T0 + 5 * DAY);
    const g = await contestFixture(t, owner, { seasonStart: T0 - DAY, seasonEnd: T0 + DAY });
    expect((await end(g.unique_id, { end_now: 1 })).json().data.state).toBe(4);
    expect(codeOf(await end(g.unique_id, { end_now: 1 }))).toBe(2565);
  });

  it('ends a finished season with end_now as without it, keeping its end time', async () => {
    const f = await contestFixture(t, owner, {
      createTime: T0 - 9 * DAY,
      seasonStart: T0 - 8 * DAY,
      seasonEnd: T0 - DAY,
    });
    expect((await end(f.unique_id, { end_now: 1 })).json().data).toMatchObject({ state: 4, end_time: T0 - DAY });
  });
});
