import { encodeAccountId, FailReason } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { auditActions, contestFixture, markEnded } from '../../../test/kit/season.js';

const t = await createTestApp();
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'Owner' });
const alice = await t.user({ nickname: 'Alice' });
const bob = await t.user({ nickname: 'Bob' });

const get = (uid: number, search?: string) =>
  t.get('/api/contest/contest_season_player_limit', owner.token, {
    unique_id: uid,
    season_id: 1,
    ...(search ? { search } : {}),
  });
const set = (uid: number, body: object) =>
  t.post('/api/contest/contest_season_player_limit', { unique_id: uid, season_id: 1, ...body }, owner.token);
const ids = (res: Awaited<ReturnType<typeof get>>) =>
  res.json().data.list.map((e: { account_id: number }) => e.account_id);

describe('contest_season_player_limit (season blacklist)', () => {
  it('starts empty as {type: 2, list: []}', async () => {
    const f = await contestFixture(t, owner);
    expect((await get(f.unique_id)).json()).toEqual({ data: { type: 2, list: [] } });
  });

  it('adds with the current nickname (ignoring one sent along), searches, removes, and audits', async () => {
    const f = await contestFixture(t, owner);
    const res = await set(f.unique_id, {
      type: 2,
      add_list: [{ account_id: alice.account_id, nickname: 'fake' }, { account_id: bob.account_id }],
    });
    expect(res.json().data).toEqual({ success: [alice.account_id, bob.account_id], failed: [] });
    const list = (await get(f.unique_id)).json().data.list;
    expect(list).toEqual([
      { account_id: alice.account_id, nickname: 'Alice', create_time: T0 },
      { account_id: bob.account_id, nickname: 'Bob', create_time: T0 },
    ]);
    expect(ids(await get(f.unique_id, 'ALI'))).toEqual([alice.account_id]);
    expect(ids(await get(f.unique_id, String(encodeAccountId(bob.account_id))))).toEqual([bob.account_id]);
    expect((await set(f.unique_id, { remove_list: [alice.account_id] })).json().data).toEqual({
      success: [alice.account_id],
      failed: [],
    });
    expect(ids(await get(f.unique_id))).toEqual([bob.account_id]);
    expect(await auditActions(t.db, f.unique_id)).toEqual(['roster.blacklist', 'roster.blacklist']);
  });

  it('refuses a player on the roster (remove first), and unknown or repeated accounts, in failed', async () => {
    const f = await contestFixture(t, owner);
    await t.post(
      '/api/contest/add_contest_season_player',
      { unique_id: f.unique_id, season_id: 1, account_list: [alice.account_id] },
      owner.token,
    );
    await set(f.unique_id, { add_list: [{ account_id: bob.account_id }] });
    const res = await set(f.unique_id, {
      add_list: [{ account_id: alice.account_id }, { account_id: 77 }, { account_id: bob.account_id }],
      remove_list: [12345],
    });
    expect(res.json().data).toEqual({
      success: [],
      failed: [
        { account_id: 12345, reason: FailReason.NotFound },
        { account_id: alice.account_id, reason: FailReason.OnRoster },
        { account_id: 77, reason: FailReason.NotFound },
        { account_id: bob.account_id, reason: FailReason.Duplicate },
      ],
    });
    await t.post(
      '/api/contest/remove_contest_season_player',
      { unique_id: f.unique_id, season_id: 1, account_id_list: [alice.account_id] },
      owner.token,
    );
    expect((await set(f.unique_id, { add_list: [{ account_id: alice.account_id }] })).json().data.success).toEqual([
      alice.account_id,
    ]);
  });

  it('keeps blacklisted accounts off the roster', async () => {
    const f = await contestFixture(t, owner);
    await set(f.unique_id, { add_list: [{ account_id: alice.account_id }] });
    const res = await t.post(
      '/api/contest/add_contest_season_player',
      { unique_id: f.unique_id, season_id: 1, account_list: [alice.account_id] },
      owner.token,
    );
    expect(res.json().data.failed).toEqual([{ account_id: alice.account_id, reason: FailReason.Blacklisted }]);
  });

  it('refuses another list type with code 3 and an ended season with 2542 (reads still work)', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await set(f.unique_id, { type: 1, add_list: [] }))).toBe(3);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await set(f.unique_id, { add_list: [{ account_id: alice.account_id }] }))).toBe(2542);
    expect((await get(f.unique_id)).statusCode).toBe(200);
  });
});
