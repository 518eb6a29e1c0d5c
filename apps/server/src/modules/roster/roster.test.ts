import { encodeAccountId, FailReason, LIMITS } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { auditActions, contestFixture, fillRoster, markEnded } from '../../../test/kit/season.js';
import { setAccountFlags } from '../account/account.repository.js';
import { findPlayer } from './roster.repository.js';

const t = await createTestApp();
beforeEach(() => t.clock.set(T0));
const owner = await t.user({ nickname: 'Owner' });
const alice = await t.user({ nickname: 'Alice' });
const bob = await t.user({ nickname: 'BOBBY' });
const carol = await t.user({ nickname: '雀士Carol' });
const dave = await t.user({ nickname: 'Dave_100%' });

const players = (q: Record<string, unknown>) => t.get('/api/contest/contest_season_player_list', owner.token, q);
const add = (uid: number, sid: number, account_list: unknown[]) =>
  t.post('/api/contest/add_contest_season_player', { unique_id: uid, season_id: sid, account_list }, owner.token);
const remove = (uid: number, sid: number, account_id_list: number[]) =>
  t.post('/api/contest/remove_contest_season_player', { unique_id: uid, season_id: sid, account_id_list }, owner.token);

describe('contest_season_player_list', () => {
  it('pages the roster in sign-up order with the total', async () => {
    const f = await contestFixture(t, owner);
    await fillRoster(t.db, f, 45, { nickname: (i) => `p${i}` });
    const first = (await players({ unique_id: f.unique_id, season_id: 1, offset: 0, limit: 20 })).json().data;
    expect(first.total).toBe(45);
    expect(first.list).toHaveLength(20);
    const last = (await players({ unique_id: f.unique_id, season_id: 1, offset: 40, limit: 20 })).json().data;
    expect([last.total, last.list.length, last.list[0].nickname]).toEqual([45, 5, 'p40']);
  });

  it('filters by state (1 waiting, 2 joined)', async () => {
    const f = await contestFixture(t, owner);
    await fillRoster(t.db, f, 3, { state: 1 });
    await fillRoster(t.db, f, 2, { state: 2, firstId: 91_000_000 });
    const waiting = (await players({ unique_id: f.unique_id, season_id: 1, state: 1 })).json().data;
    expect([waiting.total, waiting.list.every((p: { state: number }) => p.state === 1)]).toEqual([3, true]);
    expect((await players({ unique_id: f.unique_id, season_id: 1, state: 2 })).json().data.total).toBe(2);
  });

  it('searches nicknames by substring, case-insensitively, with LIKE wildcards taken literally', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id, bob.account_id, carol.account_id, dave.account_id]);
    const names = async (search: string) =>
      (await players({ unique_id: f.unique_id, season_id: 1, search }))
        .json()
        .data.list.map((p: { nickname: string }) => p.nickname);
    expect(await names('bob')).toEqual(['BOBBY']);
    expect(await names('LIC')).toEqual(['Alice']);
    expect(await names('雀士')).toEqual(['雀士Carol']);
    expect(await names('100%')).toEqual(['Dave_100%']);
    expect(await names('%')).toEqual(['Dave_100%']);
    expect(await names('_')).toEqual(['Dave_100%']);
    expect(await names('  ')).toHaveLength(4);
  });

  it('searches by the raw account id and by the displayed (encoded) id', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id, bob.account_id]);
    const byRaw = (await players({ unique_id: f.unique_id, season_id: 1, search: String(bob.account_id) })).json().data;
    expect(byRaw.list.map((p: { account_id: number }) => p.account_id)).toEqual([bob.account_id]);
    const byEncoded = (
      await players({ unique_id: f.unique_id, season_id: 1, search: String(encodeAccountId(alice.account_id)) })
    ).json().data;
    expect([byEncoded.total, byEncoded.list[0].account_id]).toEqual([1, alice.account_id]);
  });

  it('stays fast with 3000 players, with and without search', async () => {
    const f = await contestFixture(t, owner);
    await fillRoster(t.db, f, LIMITS.maxParticipants, { nickname: (i) => `Player${i}` });
    const started = performance.now();
    const plain = (await players({ unique_id: f.unique_id, season_id: 1, limit: 20 })).json().data;
    const searched = (await players({ unique_id: f.unique_id, season_id: 1, search: 'player29', limit: 20 })).json()
      .data;
    const byId = (await players({ unique_id: f.unique_id, season_id: 1, search: String(90_000_123) })).json().data;
    expect([plain.total, searched.total, byId.total]).toEqual([3000, 111, 1]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('answers code 3 for a negative offset or an oversized limit', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await players({ unique_id: f.unique_id, season_id: 1, offset: -1 }))).toBe(3);
    expect(codeOf(await players({ unique_id: f.unique_id, season_id: 1, limit: 1000 }))).toBe(3);
  });

  it('refuses an unknown season with 2534', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await players({ unique_id: f.unique_id, season_id: 9 }))).toBe(2534);
  });
});

describe('add_contest_season_player', () => {
  it('adds joined players with their current nicknames and audits', async () => {
    const f = await contestFixture(t, owner);
    const res = await add(f.unique_id, 1, [alice.account_id, { account_id: bob.account_id, nickname: 'ignored' }]);
    expect(res.json().data).toEqual({ success: [alice.account_id, bob.account_id], failed: [] });
    expect(await findPlayer(t.db, f.unique_id, 1, bob.account_id)).toMatchObject({
      state: 2,
      nickname: 'BOBBY',
      create_time: T0,
    });
    expect(await auditActions(t.db, f.unique_id)).toEqual(['roster.add']);
  });

  it('reports not found, duplicate and blacklisted accounts in failed with their reasons', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id]);
    await t.post(
      '/api/contest/contest_season_player_limit',
      { unique_id: f.unique_id, season_id: 1, add_list: [{ account_id: carol.account_id }] },
      owner.token,
    );
    const res = await add(f.unique_id, 1, [alice.account_id, 123, carol.account_id, bob.account_id, bob.account_id]);
    expect(res.json().data.success).toEqual([bob.account_id]);
    expect(res.json().data.failed).toEqual(
      expect.arrayContaining([
        { account_id: alice.account_id, reason: FailReason.Duplicate },
        { account_id: carol.account_id, reason: FailReason.Blacklisted },
        { account_id: bob.account_id, reason: FailReason.Duplicate },
        { account_id: 123, reason: FailReason.NotFound },
      ]),
    );
    expect(res.json().data.failed).toHaveLength(4);
  });

  it('joins a player who was waiting for review', async () => {
    const f = await contestFixture(t, owner);
    await fillRoster(t.db, f, 1, { state: 1, firstId: alice.account_id });
    expect((await add(f.unique_id, 1, [alice.account_id])).json().data.success).toEqual([alice.account_id]);
    expect((await findPlayer(t.db, f.unique_id, 1, alice.account_id))?.state).toBe(2);
  });

  it('stops at 3000 joined players, reporting the rest as roster full', async () => {
    const f = await contestFixture(t, owner);
    await fillRoster(t.db, f, LIMITS.maxParticipants - 1);
    const res = await add(f.unique_id, 1, [alice.account_id, bob.account_id]);
    expect(res.json().data).toEqual({
      success: [alice.account_id],
      failed: [{ account_id: bob.account_id, reason: FailReason.RosterFull }],
    });
    expect((await players({ unique_id: f.unique_id, season_id: 1, state: 2 })).json().data.total).toBe(3000);
  });

  it('refuses an ended season with 2542', async () => {
    const f = await contestFixture(t, owner);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await add(f.unique_id, 1, [alice.account_id]))).toBe(2542);
  });

  it('refuses an empty list or a bad id with code 3', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await add(f.unique_id, 1, []))).toBe(3);
    expect(codeOf(await add(f.unique_id, 1, [-5]))).toBe(3);
  });
});

describe('remove_contest_season_player', () => {
  it('removes players and their readiness, reporting ids not on the season', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id, bob.account_id]);
    expect(
      (await t.post('/api/contest/player/ready', { unique_id: f.unique_id, season_id: 1, ready: true }, alice.token))
        .statusCode,
    ).toBe(200);
    const res = await remove(f.unique_id, 1, [alice.account_id, carol.account_id]);
    expect(res.json().data).toEqual({
      success: [alice.account_id],
      failed: [{ account_id: carol.account_id, reason: FailReason.NotFound }],
    });
    expect(await findPlayer(t.db, f.unique_id, 1, alice.account_id)).toBeUndefined();
    expect(await t.db.selectFrom('season_ready').selectAll().where('unique_id', '=', f.unique_id).execute()).toEqual(
      [],
    );
    expect((await players({ unique_id: f.unique_id, season_id: 1 })).json().data.total).toBe(1);
  });

  it('refuses a player locked by another manager with 2510, removing nobody', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id, bob.account_id]);
    await t.db
      .insertInto('player_locks')
      .values({ unique_id: f.unique_id, account_id: bob.account_id, owner_id: carol.account_id, expire_time: T0 + 60 })
      .execute();
    expect(codeOf(await remove(f.unique_id, 1, [alice.account_id, bob.account_id]))).toBe(2510);
    expect((await players({ unique_id: f.unique_id, season_id: 1 })).json().data.total).toBe(2);
    t.clock.set(T0 + 61); // the lock expired
    expect((await remove(f.unique_id, 1, [bob.account_id])).json().data.success).toEqual([bob.account_id]);
  });

  it('refuses an ended season with 2542', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id]);
    await markEnded(t.db, f.unique_id, 1);
    expect(codeOf(await remove(f.unique_id, 1, [alice.account_id]))).toBe(2542);
  });
});

describe('mark_contest_season_player', () => {
  const mark = (uid: number, account_id: number, remark: string) =>
    t.post(
      '/api/contest/mark_contest_season_player',
      { unique_id: uid, season_id: 1, account_id, remark },
      owner.token,
    );

  it('sets the remark of a player, up to 100 characters', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id]);
    expect((await mark(f.unique_id, alice.account_id, 'r'.repeat(100))).json()).toEqual({ data: {} });
    expect((await findPlayer(t.db, f.unique_id, 1, alice.account_id))?.remark).toBe('r'.repeat(100));
    expect(await auditActions(t.db, f.unique_id)).toEqual(['roster.add', 'roster.mark']);
  });

  it('refuses a remark over 100 characters with 2554', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id]);
    const res = await mark(f.unique_id, alice.account_id, 'r'.repeat(101));
    expect([codeOf(res), res.json().error.field]).toEqual([2554, 'remark']);
  });

  it('refuses an account that is not on the season with 1002', async () => {
    const f = await contestFixture(t, owner);
    expect(codeOf(await mark(f.unique_id, bob.account_id, 'x'))).toBe(1002);
  });
});

describe('update_contest_season_player_nickname', () => {
  it('copies the account nickname onto the player and returns it', async () => {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [dave.account_id]);
    await setAccountFlags(t.db, dave.account_id, { nickname: 'DaveRenamed' });
    const res = await t.post(
      '/api/contest/update_contest_season_player_nickname',
      { unique_id: f.unique_id, season_id: 1, account_id: dave.account_id },
      owner.token,
    );
    expect(res.json()).toEqual({ data: { nickname: 'DaveRenamed' } });
    expect((await findPlayer(t.db, f.unique_id, 1, dave.account_id))?.nickname).toBe('DaveRenamed');
    await setAccountFlags(t.db, dave.account_id, { nickname: 'Dave_100%' });
  });

  it('refuses an account that is not on the season with 1002', async () => {
    const f = await contestFixture(t, owner);
    const res = await t.post(
      '/api/contest/update_contest_season_player_nickname',
      { unique_id: f.unique_id, season_id: 1, account_id: bob.account_id },
      owner.token,
    );
    expect(codeOf(res)).toBe(1002);
  });
});

describe('import_contest_season_player', () => {
  const imp = (body: object) => t.post('/api/contest/import_contest_season_player', body, owner.token);

  /** Season 1 (ended) with Alice, Bob and Carol joined and Dave waiting; season 2 running. */
  async function twoSeasons() {
    const f = await contestFixture(t, owner);
    await add(f.unique_id, 1, [alice.account_id, bob.account_id, carol.account_id]);
    await t.post(
      '/api/contest/mark_contest_season_player',
      { unique_id: f.unique_id, season_id: 1, account_id: bob.account_id, remark: 'seed 1' },
      owner.token,
    );
    await fillRoster(t.db, f, 1, { state: 1, firstId: dave.account_id });
    await markEnded(t.db, f.unique_id, 1);
    const created = await t.post(
      '/api/contest/create_contest_season',
      { unique_id: f.unique_id, start_time: T0, end_time: T0 + 86400 },
      owner.token,
    );
    expect(created.json().data.season_id).toBe(2);
    return f;
  }

  it('imports every joined player of the earlier season, keeping remarks', async () => {
    const f = await twoSeasons();
    const res = await imp({ unique_id: f.unique_id, from_season_id: 1, to_season_id: 2 });
    expect(res.json().data).toEqual({ success: [alice.account_id, bob.account_id, carol.account_id], failed: [] });
    expect(await findPlayer(t.db, f.unique_id, 2, bob.account_id)).toMatchObject({
      state: 2,
      remark: 'seed 1',
      nickname: 'BOBBY',
    });
    expect(await findPlayer(t.db, f.unique_id, 2, dave.account_id)).toBeUndefined();
    expect((await auditActions(t.db, f.unique_id)).at(-1)).toBe('roster.import');
  });

  it('imports only the chosen players, skipping blacklisted and duplicates, and naming unknown ones', async () => {
    const f = await twoSeasons();
    await add(f.unique_id, 2, [alice.account_id]);
    await t.post(
      '/api/contest/contest_season_player_limit',
      { unique_id: f.unique_id, season_id: 2, add_list: [{ account_id: carol.account_id }] },
      owner.token,
    );
    const res = await imp({
      unique_id: f.unique_id,
      from_season_id: 1,
      to_season_id: 2,
      account_list: [alice.account_id, bob.account_id, carol.account_id, dave.account_id],
    });
    expect(res.json().data.success).toEqual([bob.account_id]);
    expect(res.json().data.failed).toEqual([
      { account_id: alice.account_id, reason: FailReason.Duplicate },
      { account_id: carol.account_id, reason: FailReason.Blacklisted },
      { account_id: dave.account_id, reason: FailReason.NotFound },
    ]);
  });

  it('respects the 3000 cap of the target season', async () => {
    const f = await twoSeasons();
    await fillRoster(t.db, { unique_id: f.unique_id, season_id: 2 }, LIMITS.maxParticipants - 2);
    const res = await imp({ unique_id: f.unique_id, from_season_id: 1, to_season_id: 2 });
    expect(res.json().data).toEqual({
      success: [alice.account_id, bob.account_id],
      failed: [{ account_id: carol.account_id, reason: FailReason.RosterFull }],
    });
  });

  it('refuses an unknown source season (2534), a later or same one (3), and an ended target (2542)', async () => {
    const f = await twoSeasons();
    expect(codeOf(await imp({ unique_id: f.unique_id, from_season_id: 5, to_season_id: 2 }))).toBe(2534);
    expect(codeOf(await imp({ unique_id: f.unique_id, from_season_id: 2, to_season_id: 2 }))).toBe(3);
    expect(codeOf(await imp({ unique_id: f.unique_id, from_season_id: 2, to_season_id: 1 }))).toBe(2542);
  });
});
