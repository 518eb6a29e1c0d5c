import { LIMITS } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { auditActions, contestFixture, fillRoster, markEnded } from '../../../test/kit/season.js';
import { findPlayer } from './roster.repository.js';

const t = await createTestApp();
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'Owner' });
const alice = await t.user({ nickname: 'Alice' });
const bob = await t.user({ nickname: 'Bob' });
const carol = await t.user({ nickname: 'Carol' });

const check = (uid: number, checked_list: unknown[]) =>
  t.post('/api/contest/check_contest_season_player', { unique_id: uid, season_id: 1, checked_list }, owner.token);
const signup = (uid: number, token: string) =>
  t.post('/api/contest/player/signup', { unique_id: uid, season_id: 1 }, token);

/** A check-type season with Alice, Bob and Carol waiting for review (signed up through the players' call). */
async function queue() {
  const f = await contestFixture(t, owner);
  for (const u of [alice, bob, carol]) expect((await signup(f.unique_id, u.token)).json().data.state).toBe(1);
  return f;
}

describe('check_contest_season_player', () => {
  it('passes and rejects waiting players in one call', async () => {
    const f = await queue();
    const res = await check(f.unique_id, [
      { account_id: alice.account_id, result: 1 },
      { account_id: bob.account_id, result: 2 },
    ]);
    expect(res.json().data).toEqual({ success: [alice.account_id, bob.account_id], failed: [] });
    expect((await findPlayer(t.db, f.unique_id, 1, alice.account_id))?.state).toBe(2);
    expect(await findPlayer(t.db, f.unique_id, 1, bob.account_id)).toBeUndefined();
    expect((await findPlayer(t.db, f.unique_id, 1, carol.account_id))?.state).toBe(1);
    expect((await auditActions(t.db, f.unique_id)).at(-1)).toBe('roster.check');
    // A rejected player without blacklist may sign up again.
    expect((await signup(f.unique_id, bob.token)).json().data.state).toBe(1);
  });

  it('puts a rejected player on the season blacklist when asked, so signing up again gives 2511', async () => {
    const f = await queue();
    await check(f.unique_id, [
      { account_id: bob.account_id, result: 2, blacklist: true },
      { account_id: carol.account_id, result: 2, blacklist: 1 },
    ]);
    const list = (
      await t.get('/api/contest/contest_season_player_limit', owner.token, { unique_id: f.unique_id, season_id: 1 })
    ).json().data;
    expect(list.type).toBe(2);
    expect(list.list.map((e: { account_id: number; nickname: string }) => [e.account_id, e.nickname])).toEqual([
      [bob.account_id, 'Bob'],
      [carol.account_id, 'Carol'],
    ]);
    expect(codeOf(await signup(f.unique_id, bob.token))).toBe(2511);
  });

  it('ignores the blacklist flag on a pass', async () => {
    const f = await queue();
    await check(f.unique_id, [{ account_id: alice.account_id, result: 1, blacklist: true }]);
    const list = (
      await t.get('/api/contest/contest_season_player_limit', owner.token, { unique_id: f.unique_id, season_id: 1 })
    ).json().data;
    expect(list.list).toEqual([]);
  });

  it('refuses a player who is not waiting (joined or absent) with 2509, changing nothing', async () => {
    const f = await queue();
    await check(f.unique_id, [{ account_id: alice.account_id, result: 1 }]);
    expect(
      codeOf(
        await check(f.unique_id, [
          { account_id: bob.account_id, result: 1 },
          { account_id: alice.account_id, result: 2 },
        ]),
      ),
    ).toBe(2509);
    expect(codeOf(await check(f.unique_id, [{ account_id: owner.account_id, result: 1 }]))).toBe(2509);
    expect((await findPlayer(t.db, f.unique_id, 1, bob.account_id))?.state).toBe(1);
    expect((await findPlayer(t.db, f.unique_id, 1, alice.account_id))?.state).toBe(2);
  });

  it('refuses passes beyond 3000 joined players with 2566, changing nothing', async () => {
    const f = await queue();
    await fillRoster(t.db, f, LIMITS.maxParticipants - 1);
    const res = await check(f.unique_id, [
      { account_id: alice.account_id, result: 1 },
      { account_id: bob.account_id, result: 1 },
      { account_id: carol.account_id, result: 2 },
    ]);
    expect(codeOf(res)).toBe(2566);
    expect((await findPlayer(t.db, f.unique_id, 1, alice.account_id))?.state).toBe(1);
    expect((await findPlayer(t.db, f.unique_id, 1, carol.account_id))?.state).toBe(1);
    expect((await check(f.unique_id, [{ account_id: alice.account_id, result: 1 }])).statusCode).toBe(200);
  });

  it('refuses an account named twice with code 3', async () => {
    const f = await queue();
    const res = await check(f.unique_id, [
      { account_id: alice.account_id, result: 1 },
      { account_id: alice.account_id, result: 2 },
    ]);
    expect([codeOf(res), res.json().error.field]).toEqual([3, 'checked_list']);
  });

  it('refuses an ended season with 2542', async () => {
    const f = await queue();
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await check(f.unique_id, [{ account_id: alice.account_id, result: 1 }]))).toBe(2542);
  });

  it('refuses a result other than 1 or 2 with code 3', async () => {
    const f = await queue();
    expect(codeOf(await check(f.unique_id, [{ account_id: alice.account_id, result: 3 }]))).toBe(3);
  });
});
