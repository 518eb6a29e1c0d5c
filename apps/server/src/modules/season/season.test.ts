import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { addManager, auditActions, contestFixture, fillRoster, markEnded } from '../../../test/kit/season.js';
import { findSeason } from './season.repository.js';

const t = await createTestApp();
const DAY = 86400;
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'Owner' });
const other = await t.user({ nickname: 'OtherOwner' });
const manager = await t.user({ nickname: 'Manager' });

const list = (uid: number, token: string) => t.get('/api/contest/fetch_contest_season_list', token, { unique_id: uid });
const create = (body: object, token: string) => t.post('/api/contest/create_contest_season', body, token);
const update = (uid: number, sid: number, setting: object, token: string) =>
  t.post('/api/contest/update_contest_season', { unique_id: uid, season_id: sid, setting }, token);
const end = (uid: number, sid: number, token: string) =>
  t.post('/api/contest/end_contest_season', { unique_id: uid, season_id: sid }, token);

/** A contest whose season 1 is pending: it starts in a day and runs 10 days. */
const pendingFixture = () => contestFixture(t, owner, { seasonStart: T0 + DAY, seasonEnd: T0 + 11 * DAY });
/** A contest whose season 1 ran from 8 days ago until yesterday. */
const finishedFixture = () =>
  contestFixture(t, owner, { createTime: T0 - 9 * DAY, seasonStart: T0 - 8 * DAY, seasonEnd: T0 - DAY });

describe('fetch_contest_season_list', () => {
  it('lists the seasons with derived state and counts, for the creator and a manager', async () => {
    const f = await contestFixture(t, owner);
    await fillRoster(t.db, f, 3, { state: 2 });
    await fillRoster(t.db, f, 2, { state: 1, firstId: 91_000_000 });
    const res = await list(f.unique_id, f.creator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list).toEqual([
      expect.objectContaining({ season_id: 1, state: 2, pending_count: 2, player_count: 3, signup_type: 3 }),
    ]);
    await addManager(t.db, f.unique_id, manager.account_id, T0);
    expect((await list(f.unique_id, manager.token)).statusCode).toBe(200);
  });

  it('refuses an unknown contest with 2501', async () => {
    expect(codeOf(await list(99_999_999, manager.token))).toBe(2501);
  });
});

describe('create_contest_season', () => {
  it('refuses while a season is not ended (2541)', async () => {
    const f = await contestFixture(t, owner);
    const res = await create({ unique_id: f.unique_id, start_time: T0 + DAY, end_time: T0 + 8 * DAY }, f.creator.token);
    expect([res.statusCode, codeOf(res)]).toEqual([409, 2541]);
  });

  it('creates season 2, then 3, inheriting sign-up type, auto match and rank rule', async () => {
    const f = await pendingFixture();
    expect(
      (
        await update(
          f.unique_id,
          1,
          { signup_type: 2, rank_rule: 205, auto_match: 1, remark: 'first' },
          f.creator.token,
        )
      ).statusCode,
    ).toBe(200);
    await markEnded(t.db, f.unique_id, 1);
    const res = await create({ unique_id: f.unique_id, start_time: T0, end_time: T0 + 7 * DAY }, f.creator.token);
    expect(res.json()).toEqual({ data: { season_id: 2 } });
    const s2 = await findSeason(t.db, f.unique_id, 2);
    expect(s2).toMatchObject({
      start_time: T0,
      end_time: T0 + 7 * DAY,
      signup_type: 2,
      rank_rule: 205,
      auto_match: 1,
      remark: '',
      ended: 0,
      signup_start_time: T0,
      signup_end_time: T0 + 7 * DAY,
      match_start_time: T0,
      match_end_time: T0 + 7 * DAY,
      chat_limit_type: 0,
    });
    await markEnded(t.db, f.unique_id, 2);
    const third = await create(
      { unique_id: f.unique_id, start_time: T0 + DAY, end_time: T0 + 2 * DAY },
      f.creator.token,
    );
    expect(third.json().data.season_id).toBe(3);
    expect((await auditActions(t.db, f.unique_id)).filter((a) => a === 'season.create')).toHaveLength(2);
  });

  it('refuses a start before now with 2562 naming start_time', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    const res = await create({ unique_id: f.unique_id, start_time: T0 - 1, end_time: T0 + DAY }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2562, 'start_time']);
  });

  it('refuses a start before the contest was created with 2562', async () => {
    const f = await contestFixture(t, owner, { createTime: T0 + 1000, seasonStart: T0 + 1000 });
    await markEnded(t.db, f.unique_id, 1);
    const res = await create({ unique_id: f.unique_id, start_time: T0 + 500, end_time: T0 + DAY }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2562, 'start_time']);
  });

  it('refuses an end not after the start with 2562 naming end_time', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    const res = await create({ unique_id: f.unique_id, start_time: T0 + DAY, end_time: T0 + DAY }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2562, 'end_time']);
  });

  it('refuses a season longer than 365 days with 2549', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    const ok = await create({ unique_id: f.unique_id, start_time: T0, end_time: T0 + 365 * DAY }, f.creator.token);
    expect(ok.statusCode).toBe(200);
    await markEnded(t.db, f.unique_id, 2);
    const res = await create({ unique_id: f.unique_id, start_time: T0, end_time: T0 + 365 * DAY + 1 }, f.creator.token);
    expect(codeOf(res)).toBe(2549);
  });

  it('refuses while the operator has locked the contest config (2558)', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    await t.db.updateTable('contests').set({ locked: 1 }).where('unique_id', '=', f.unique_id).execute();
    expect(codeOf(await create({ unique_id: f.unique_id, start_time: T0, end_time: T0 + DAY }, f.creator.token))).toBe(
      2558,
    );
  });
});

describe('update_contest_season', () => {
  it('updates a pending season, stores the rank rule canonical, answers the season and audits', async () => {
    const f = await pendingFixture();
    const setting = {
      start_time: T0 + 2 * DAY,
      end_time: T0 + 9 * DAY,
      signup_type: 3,
      signup_start_time: T0 + 2 * DAY,
      signup_end_time: T0 + 3 * DAY,
      auto_match: 1,
      match_start_time: T0 + 2 * DAY,
      match_end_time: T0 + 9 * DAY,
      rank_rule: 1,
      remark: 'Spring',
    };
    const res = await update(f.unique_id, 1, setting, f.creator.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...setting, rank_rule: 103, state: 1, season_id: 1 });
    expect((await findSeason(t.db, f.unique_id, 1))?.rank_rule).toBe(103);
    expect(await auditActions(t.db, f.unique_id)).toEqual(['season.update']);
  });

  it('reads legacy rank rule codes and stores them canonical', async () => {
    const f = await pendingFixture();
    for (const [code, stored] of [
      [0, 0],
      [2, 105],
      [12, 202],
      [15, 205],
      [102, 102],
      [110, 110],
      [202, 202],
      [210, 210],
    ]) {
      const res = await update(f.unique_id, 1, { rank_rule: code }, f.creator.token);
      expect(res.json().data.rank_rule).toBe(stored);
    }
  });

  it('refuses an unreadable rank rule with 2517', async () => {
    const f = await pendingFixture();
    for (const code of [3, 11, 16, 101, 111, 201, 211, 999]) {
      const res = await update(f.unique_id, 1, { rank_rule: code }, f.creator.token);
      expect([codeOf(res), res.json().error.field]).toEqual([2517, 'rank_rule']);
    }
  });

  it('refuses a remark over 25 characters with 2554 (counting characters, not UTF-16 units)', async () => {
    const f = await pendingFixture();
    expect((await update(f.unique_id, 1, { remark: '🀄'.repeat(25) }, f.creator.token)).statusCode).toBe(200);
    const res = await update(f.unique_id, 1, { remark: 'x'.repeat(26) }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2554, 'remark']);
  });

  it('refuses any change to an ended season with 2542', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await update(f.unique_id, 1, { remark: 'x' }, f.creator.token))).toBe(2542);
  });

  it('allows the start time to change only while pending (2563), and the same value always', async () => {
    const f = await contestFixture(t, owner); // running
    const res = await update(f.unique_id, 1, { start_time: T0 + 100 }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2563, 'start_time']);
    expect((await update(f.unique_id, 1, { start_time: T0, remark: 'same start' }, f.creator.token)).statusCode).toBe(
      200,
    );
  });

  it('refuses a pending start moved into the past with 2562', async () => {
    const f = await pendingFixture();
    const res = await update(f.unique_id, 1, { start_time: T0 - 10 }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2562, 'start_time']);
  });

  it('refuses an end before the start with 2562 naming end_time', async () => {
    const f = await pendingFixture();
    const res = await update(f.unique_id, 1, { end_time: T0 + DAY - 1 }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2562, 'end_time']);
  });

  it('refuses an end more than 365 days after the start with 2549', async () => {
    const f = await pendingFixture();
    const res = await update(
      f.unique_id,
      1,
      { end_time: T0 + DAY + 365 * DAY + 1, match_end_time: T0 + 2 * DAY },
      f.creator.token,
    );
    expect([codeOf(res), res.json().error.field]).toEqual([2549, 'end_time']);
  });

  it('checks the sign-up window against the season when the type is check (2562 naming the field)', async () => {
    const f = await pendingFixture(); // season T0+1d .. T0+11d
    const cases: [object, string][] = [
      [{ signup_start_time: T0 }, 'signup_start_time'],
      [{ signup_start_time: T0 + 12 * DAY, signup_end_time: T0 + 2 * DAY }, 'signup_start_time'],
      [{ signup_end_time: T0 + 12 * DAY }, 'signup_end_time'],
      [{ signup_start_time: T0 + 3 * DAY, signup_end_time: T0 + 2 * DAY }, 'signup_end_time'],
    ];
    for (const [setting, field] of cases) {
      const res = await update(f.unique_id, 1, { signup_type: 3, ...setting }, f.creator.token);
      expect([codeOf(res), res.json().error.field]).toEqual([2562, field]);
    }
    // Under "close" the window is not checked.
    expect((await update(f.unique_id, 1, { signup_type: 1, signup_start_time: T0 }, f.creator.token)).statusCode).toBe(
      200,
    );
  });

  it('checks the match window against the season (2562 naming the field)', async () => {
    const f = await pendingFixture();
    const cases: [object, string][] = [
      [{ match_start_time: T0 }, 'match_start_time'],
      [{ match_end_time: T0 + 12 * DAY }, 'match_end_time'],
      [{ match_start_time: T0 + 3 * DAY, match_end_time: T0 + 2 * DAY }, 'match_end_time'],
    ];
    for (const [setting, field] of cases) {
      const res = await update(f.unique_id, 1, setting, f.creator.token);
      expect([codeOf(res), res.json().error.field]).toEqual([2562, field]);
    }
  });

  it('leaves the season untouched when a rule refuses the change', async () => {
    const f = await pendingFixture();
    const before = await findSeason(t.db, f.unique_id, 1);
    await update(f.unique_id, 1, { remark: 'ok', rank_rule: 104, end_time: T0 }, f.creator.token);
    expect(await findSeason(t.db, f.unique_id, 1)).toEqual(before);
    expect(await auditActions(t.db, f.unique_id)).toEqual([]);
  });

  it('deletes the players awaiting review when the sign-up type leaves check', async () => {
    const f = await contestFixture(t, owner); // signup type check
    await fillRoster(t.db, f, 3, { state: 1 });
    await fillRoster(t.db, f, 2, { state: 2, firstId: 91_000_000 });
    const res = await update(f.unique_id, 1, { signup_type: 2 }, f.creator.token);
    expect(res.json().data).toMatchObject({ signup_type: 2, pending_count: 0, player_count: 2 });
  });

  it('refuses a change of the end time once the season has finished (2564)', async () => {
    const f = await finishedFixture();
    const res = await update(f.unique_id, 1, { end_time: T0 + DAY }, f.creator.token);
    expect([codeOf(res), res.json().error.field]).toEqual([2564, 'end_time']);
  });

  it('refuses an unknown season, or a season id of another contest, with 2534', async () => {
    const f = await contestFixture(t, owner);
    const o = await contestFixture(t, other);
    await markEnded(t.db, o.unique_id, 1);
    await create({ unique_id: o.unique_id, start_time: T0, end_time: T0 + DAY }, other.token);
    expect(codeOf(await update(f.unique_id, 2, { remark: 'x' }, f.creator.token))).toBe(2534);
    expect(codeOf(await update(f.unique_id, 7, { remark: 'x' }, f.creator.token))).toBe(2534);
  });

  it('answers code 3 naming the field for a malformed setting', async () => {
    const f = await contestFixture(t, owner);
    const res = await update(f.unique_id, 1, { signup_type: 4 }, f.creator.token);
    expect([res.statusCode, codeOf(res)]).toEqual([400, 3]);
    expect(res.json().error.field).toContain('signup_type');
  });
});

describe('end_contest_season', () => {
  it('ends a finished season and audits it', async () => {
    const f = await finishedFixture();
    const res = await end(f.unique_id, 1, f.creator.token);
    expect(res.json().data).toMatchObject({ season_id: 1, state: 4 });
    expect((await findSeason(t.db, f.unique_id, 1))?.ended).toBe(1);
    expect(await auditActions(t.db, f.unique_id)).toEqual(['season.end']);
  });

  it('refuses a running season whose end time was not edited (2541), then ends it after the edit', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await end(f.unique_id, 1, f.creator.token))).toBe(2541);
    expect(
      (
        await update(
          f.unique_id,
          1,
          { end_time: T0 + 2 * DAY, signup_end_time: T0 + 2 * DAY, match_end_time: T0 + 2 * DAY },
          f.creator.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await findSeason(t.db, f.unique_id, 1))?.end_edited).toBe(1);
    expect((await end(f.unique_id, 1, f.creator.token)).json().data.state).toBe(4);
  });

  it('refuses a pending season with 2541', async () => {
    const f = await pendingFixture();
    expect(codeOf(await end(f.unique_id, 1, f.creator.token))).toBe(2541);
  });

  it('refuses an already ended season with 2565', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await end(f.unique_id, 1, f.creator.token))).toBe(2565);
  });

  it('refuses an unknown season with 2534', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await end(f.unique_id, 5, f.creator.token))).toBe(2534);
  });
});
