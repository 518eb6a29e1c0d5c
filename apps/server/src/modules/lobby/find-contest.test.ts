import { ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';
import { contestFixture, markEnded } from '../../../test/kit/season.js';

const t = await createTestApp();
const owner = await t.user({ nickname: 'Owner' });
const alice = await t.user({ nickname: 'Alice' });

const find = (contestId: unknown, token: string | null = alice.token) =>
  t.get('/api/contest/player/find_contest', token, { contest_id: contestId });

describe('player/find_contest', () => {
  it('finds a contest by its public id with its open seasons and my state in each', async () => {
    const f = await contestFixture(t, owner, { signupType: 3, contestId: 654321 });
    const before = await find(654321);
    expect(before.json().data).toMatchObject({
      unique_id: f.unique_id,
      contest_id: 654321,
      contest_name: [{ lang: 'default', content: 'Fixture contest' }],
      seasons: [{ season_id: 1, state: 2, signup_type: 3, my_state: 0 }],
    });
    await t.post('/api/contest/player/signup', { unique_id: f.unique_id, season_id: 1 }, alice.token);
    expect((await find(654321)).json().data.seasons[0].my_state).toBe(1);
    // An ended season is no longer offered.
    await markEnded(t.db, f.unique_id, 1);
    expect((await find(654321)).json().data.seasons).toEqual([]);
  });

  it('answers 2501 for an unknown or deleted contest, 2505 without login, 3 for a bad id', async () => {
    expect(codeOf(await find(999))).toBe(ErrorCode.CONTEST_NOT_FOUND);
    const f = await contestFixture(t, owner, { contestId: 765432 });
    await t.db.updateTable('contests').set({ deleted: 1 }).where('unique_id', '=', f.unique_id).execute();
    expect(codeOf(await find(765432))).toBe(ErrorCode.CONTEST_NOT_FOUND);
    expect(codeOf(await find(654321, null))).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(codeOf(await find('abc'))).toBe(ErrorCode.PARAM_ERROR);
    expect(codeOf(await find(2_147_483_648))).toBe(ErrorCode.PARAM_ERROR);
  });
});

const notices = (contestId: unknown, token: string | null = alice.token) =>
  t.get('/api/contest/player/contest_notices', token, { contest_id: contestId });

describe('player/contest_notices', () => {
  const PUBLIC = [
    { lang: 'en', content: '<p>Welcome</p>' },
    { lang: 'jp', content: '<p>ようこそ</p>' },
  ];
  const PRIVATE = [{ lang: 'default', content: '<p>Table rules for players</p>' }];

  it('shows the public notice to anyone who finds the contest, the private one only to a joined player', async () => {
    const f = await contestFixture(t, owner, { signupType: 3, contestId: 246810 });
    await t
      .post('/api/contest/update_contest_external_notice', { unique_id: f.unique_id, notice: PUBLIC }, owner.token)
      .then((r) => expect(r.statusCode).toBe(200));
    await t
      .post('/api/contest/update_contest_internal_notice', { unique_id: f.unique_id, notice: PRIVATE }, owner.token)
      .then((r) => expect(r.statusCode).toBe(200));
    const before = await notices(246810);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      unique_id: f.unique_id,
      contest_id: 246810,
      public_notice: PUBLIC,
      private_notice: [],
      joined: false,
    });
    // waiting for review is not joined yet
    await t.post('/api/contest/player/signup', { unique_id: f.unique_id, season_id: 1 }, alice.token);
    expect((await notices(246810)).json().data).toMatchObject({ private_notice: [], joined: false });
    await t.post(
      '/api/contest/check_contest_season_player',
      { unique_id: f.unique_id, season_id: 1, checked_list: [{ account_id: alice.account_id, result: 1 }] },
      owner.token,
    );
    expect((await notices(246810)).json().data).toMatchObject({
      public_notice: PUBLIC,
      private_notice: PRIVATE,
      joined: true,
    });
  });

  it('answers 2501 for an unknown or deleted contest, 2505 without login, 3 for a bad id', async () => {
    expect(codeOf(await notices(999))).toBe(ErrorCode.CONTEST_NOT_FOUND);
    const f = await contestFixture(t, owner, { contestId: 135791 });
    await t.db.updateTable('contests').set({ deleted: 1 }).where('unique_id', '=', f.unique_id).execute();
    const gone = await notices(135791);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toMatchObject({ code: ErrorCode.CONTEST_NOT_FOUND, message: expect.any(String) });
    expect(codeOf(await notices(246810, null))).toBe(ErrorCode.NOT_LOGGED_IN);
    expect(codeOf(await notices('abc'))).toBe(ErrorCode.PARAM_ERROR);
  });
});
