import { LIMITS, Zone } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { contestFixture, fillRoster, markEnded } from '../../../test/kit/season.js';
import { findPlayer } from '../roster/roster.repository.js';

const t = await createTestApp();
const DAY = 86400;
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'Owner' });
const alice = await t.user({ nickname: 'Alice' });
const bob = await t.user({ nickname: 'Bob' });
const jp = await t.user({ nickname: 'Hanako', zone: Zone.Japan });

const signup = (uid: number, token: string | null, seasonId = 1) =>
  t.post('/api/contest/player/signup', { unique_id: uid, season_id: seasonId }, token);
const ready = (uid: number, token: string, value: unknown) =>
  t.post('/api/contest/player/ready', { unique_id: uid, season_id: 1, ready: value }, token);

describe('player/signup', () => {
  it('auto: joins at once; a second call gives 2553', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    expect((await signup(f.unique_id, alice.token)).json()).toEqual({ data: { state: 2 } });
    expect(await findPlayer(t.db, f.unique_id, 1, alice.account_id)).toMatchObject({
      state: 2,
      nickname: 'Alice',
      create_time: T0,
    });
    expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2553);
  });

  it('check: waits for review (state 1); a second call gives 2551 while waiting, 2553 once passed', async () => {
    const f = await contestFixture(t, owner, { signupType: 3 });
    expect((await signup(f.unique_id, alice.token)).json()).toEqual({ data: { state: 1 } });
    expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2551);
    const queue = await t.get('/api/contest/contest_season_player_list', owner.token, {
      unique_id: f.unique_id,
      season_id: 1,
      state: 1,
    });
    expect(queue.json().data.list.map((p: { account_id: number }) => p.account_id)).toEqual([alice.account_id]);
    await t.post(
      '/api/contest/check_contest_season_player',
      { unique_id: f.unique_id, season_id: 1, checked_list: [{ account_id: alice.account_id, result: 1 }] },
      owner.token,
    );
    expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2553);
  });

  it('close: refuses with 2552', async () => {
    const f = await contestFixture(t, owner, { signupType: 1 });
    expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2552);
  });

  it('refuses outside the sign-up window with 2539, for auto and check alike', async () => {
    for (const signupType of [2, 3]) {
      const f = await contestFixture(t, owner, { signupType, seasonStart: T0 + DAY, seasonEnd: T0 + 3 * DAY });
      expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2539); // before it opens
      t.clock.set(T0 + DAY);
      expect((await signup(f.unique_id, alice.token)).statusCode).toBe(200); // at its start
      t.clock.set(T0 + 3 * DAY + 1);
      expect(codeOf(await signup(f.unique_id, bob.token))).toBe(2539); // after it closed
      t.clock.set(T0);
    }
  });

  it('refuses a blacklisted account with 2511', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    await t.post(
      '/api/contest/contest_season_player_limit',
      { unique_id: f.unique_id, season_id: 1, add_list: [{ account_id: bob.account_id }] },
      owner.token,
    );
    expect(codeOf(await signup(f.unique_id, bob.token))).toBe(2511);
  });

  it('refuses an account of a zone the contest bans with 2524', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    await t.db.updateTable('contests').set({ available_zones: '[1,3]' }).where('unique_id', '=', f.unique_id).execute();
    expect(codeOf(await signup(f.unique_id, jp.token))).toBe(2524);
    expect((await signup(f.unique_id, alice.token)).statusCode).toBe(200);
  });

  it('refuses when 3000 players have joined with 2566 (waiting sign-ups count too under check)', async () => {
    const auto = await contestFixture(t, owner, { signupType: 2 });
    await fillRoster(t.db, auto, LIMITS.maxParticipants);
    expect(codeOf(await signup(auto.unique_id, alice.token))).toBe(2566);
    const check = await contestFixture(t, owner, { signupType: 3 });
    await fillRoster(t.db, check, LIMITS.maxParticipants - 1, { state: 1 });
    expect((await signup(check.unique_id, alice.token)).statusCode).toBe(200);
    expect(codeOf(await signup(check.unique_id, bob.token))).toBe(2566);
  });

  it('refuses an ended season (2542), an unknown season (2534), an unknown contest (2501), no login (2505)', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    expect(codeOf(await signup(f.unique_id, alice.token, 2))).toBe(2534);
    expect(codeOf(await signup(99_999_999, alice.token))).toBe(2501);
    expect(codeOf(await signup(f.unique_id, null))).toBe(2505);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2542);
  });

  it('refuses a deleted contest with 2560', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    await t.db.updateTable('contests').set({ deleted: 1 }).where('unique_id', '=', f.unique_id).execute();
    expect(codeOf(await signup(f.unique_id, alice.token))).toBe(2560);
  });
});

describe('player/ready', () => {
  it('marks a joined player ready (keeping the first ready time) and unready', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    await signup(f.unique_id, alice.token);
    expect((await ready(f.unique_id, alice.token, true)).json()).toEqual({ data: { ready: 1, ready_time: T0 } });
    t.clock.set(T0 + 30);
    expect((await ready(f.unique_id, alice.token, 1)).json().data.ready_time).toBe(T0);
    const row = await t.db.selectFrom('season_ready').selectAll().where('unique_id', '=', f.unique_id).execute();
    expect(row).toEqual([{ unique_id: f.unique_id, season_id: 1, account_id: alice.account_id, ready_time: T0 }]);
    expect((await ready(f.unique_id, alice.token, false)).json()).toEqual({ data: { ready: 0, ready_time: 0 } });
    expect(await t.db.selectFrom('season_ready').selectAll().where('unique_id', '=', f.unique_id).execute()).toEqual(
      [],
    );
  });

  it('refuses a player who has not joined (waiting or absent) with 2540', async () => {
    const f = await contestFixture(t, owner, { signupType: 3 });
    await signup(f.unique_id, alice.token);
    expect(codeOf(await ready(f.unique_id, alice.token, true))).toBe(2540);
    expect(codeOf(await ready(f.unique_id, bob.token, true))).toBe(2540);
  });

  it('refuses readiness before the season starts (2507), after it ends (2508), and when ended (2542)', async () => {
    const pending = await contestFixture(t, owner, { signupType: 2, seasonStart: T0 + DAY, seasonEnd: T0 + 2 * DAY });
    await fillRoster(t.db, pending, 1, { firstId: alice.account_id });
    expect(codeOf(await ready(pending.unique_id, alice.token, true))).toBe(2507);
    const finished = await contestFixture(t, owner, {
      createTime: T0 - 3 * DAY,
      seasonStart: T0 - 2 * DAY,
      seasonEnd: T0 - DAY,
    });
    await fillRoster(t.db, finished, 1, { firstId: alice.account_id });
    expect(codeOf(await ready(finished.unique_id, alice.token, true))).toBe(2508);
    await markEnded(t.db, finished.unique_id, 1);
    expect(codeOf(await ready(finished.unique_id, alice.token, false))).toBe(2542);
  });

  it('refuses a malformed ready flag with code 3', async () => {
    const f = await contestFixture(t, owner, { signupType: 2 });
    expect(codeOf(await ready(f.unique_id, alice.token, 'yes'))).toBe(3);
  });
});

describe('player/my_contests', () => {
  it('lists the seasons the account signed up for, with player and season state and readiness', async () => {
    const a = await contestFixture(t, owner, { signupType: 2, seasonStart: T0 - DAY, seasonEnd: T0 + DAY });
    const b = await contestFixture(t, owner, { signupType: 3 });
    const gone = await contestFixture(t, owner, { signupType: 2 });
    await signup(a.unique_id, bob.token);
    await ready(a.unique_id, bob.token, true);
    await signup(b.unique_id, bob.token);
    await signup(gone.unique_id, bob.token);
    await t.db.updateTable('contests').set({ deleted: 1 }).where('unique_id', '=', gone.unique_id).execute();
    const list = (await t.get('/api/contest/player/my_contests', bob.token)).json().data.list;
    expect(list).toEqual([
      expect.objectContaining({
        unique_id: b.unique_id,
        season_id: 1,
        state: 1,
        season_state: 2,
        ready: 0,
        start_time: T0,
      }),
      expect.objectContaining({
        unique_id: a.unique_id,
        season_id: 1,
        state: 2,
        season_state: 2,
        ready: 1,
        contest_name: [{ lang: 'default', content: 'Fixture contest' }],
      }),
    ]);
    expect(codeOf(await t.get('/api/contest/player/my_contests', null))).toBe(2505);
  });
});
