import { FailReason } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { auditActions, contestFixture, markEnded } from '../../../test/kit/season.js';

const t = await createTestApp();
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'Owner' });
const alice = await t.user({ nickname: 'Alice' });
const bob = await t.user({ nickname: 'Bob' });

const get = (uid: number) =>
  t.get('/api/contest/contest_season_chat_limit', owner.token, { unique_id: uid, season_id: 1 });
const set = (uid: number, body: object) =>
  t.post('/api/contest/set_contest_season_chat_limit', { unique_id: uid, season_id: 1, ...body }, owner.token);

describe('chat limit', () => {
  it('starts with no limit and an empty list', async () => {
    const f = await contestFixture(t, owner);
    expect((await get(f.unique_id)).json()).toEqual({ data: { type: 0, list: [] } });
  });

  it('sets a whitelist with entries, then removes one, and audits', async () => {
    const f = await contestFixture(t, owner);
    const res = await set(f.unique_id, { type: 1, add_list: [alice.account_id, bob.account_id] });
    expect(res.json().data).toEqual({ type: 1, success: [alice.account_id, bob.account_id], failed: [] });
    expect((await get(f.unique_id)).json().data).toEqual({
      type: 1,
      list: [
        { account_id: alice.account_id, nickname: 'Alice' },
        { account_id: bob.account_id, nickname: 'Bob' },
      ],
    });
    expect((await set(f.unique_id, { type: 1, remove_list: [alice.account_id] })).json().data.success).toEqual([
      alice.account_id,
    ]);
    expect((await get(f.unique_id)).json().data.list).toEqual([{ account_id: bob.account_id, nickname: 'Bob' }]);
    expect(await auditActions(t.db, f.unique_id)).toEqual(['chat.set', 'chat.set']);
  });

  it('empties the list when the type changes (a whitelist never becomes a blacklist)', async () => {
    const f = await contestFixture(t, owner);
    await set(f.unique_id, { type: 1, add_list: [alice.account_id] });
    const res = await set(f.unique_id, { type: 2, add_list: [bob.account_id] });
    expect(res.json().data.success).toEqual([bob.account_id]);
    expect((await get(f.unique_id)).json().data).toEqual({
      type: 2,
      list: [{ account_id: bob.account_id, nickname: 'Bob' }],
    });
    await set(f.unique_id, { type: 0 });
    expect((await get(f.unique_id)).json().data).toEqual({ type: 0, list: [] });
  });

  it('reports unknown, listed and repeated accounts in failed', async () => {
    const f = await contestFixture(t, owner);
    await set(f.unique_id, { type: 2, add_list: [alice.account_id] });
    const res = await set(f.unique_id, {
      type: 2,
      add_list: [alice.account_id, 55, bob.account_id, bob.account_id],
      remove_list: [66],
    });
    expect(res.json().data).toEqual({
      type: 2,
      success: [bob.account_id],
      failed: [
        { account_id: 66, reason: FailReason.NotFound },
        { account_id: alice.account_id, reason: FailReason.Duplicate },
        { account_id: 55, reason: FailReason.NotFound },
        { account_id: bob.account_id, reason: FailReason.Duplicate },
      ],
    });
  });

  it('refuses entries under type 0 with 2517, a type outside 0..2 with 3, an ended season with 2542', async () => {
    const f = await contestFixture(t, owner);
    const res = await set(f.unique_id, { type: 0, add_list: [alice.account_id] });
    expect([codeOf(res), res.json().error.field]).toEqual([2517, 'add_list']);
    expect(codeOf(await set(f.unique_id, { type: 3 }))).toBe(3);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await set(f.unique_id, { type: 1 }))).toBe(2542);
    expect((await get(f.unique_id)).statusCode).toBe(200);
  });

  it('refuses an unknown season with 2534', async () => {
    const f = await contestFixture(t, owner);
    expect(
      codeOf(
        await t.get('/api/contest/contest_season_chat_limit', owner.token, { unique_id: f.unique_id, season_id: 4 }),
      ),
    ).toBe(2534);
  });
});
