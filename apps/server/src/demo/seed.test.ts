import { decodeAccountId, encodeAccountId, zoneOf } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { lookAlikeGroups } from '../modules/account/account.service.js';
import { nicknameSkeleton } from '../modules/account/nickname-skeleton.js';
import { DEMO_LEAGUE_NAME, demoGamesDone } from './records.js';
import { DEMO_EMAIL, DEMO_MANAGER_EMAIL, DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './seed.js';

const t = await createTestApp();

describe('demo seed', () => {
  it('seeds an empty database once: operator, 40 players in three zones, a running contest with sign-ups', async () => {
    const hint = await seedDemoIfEmpty(t.app.ctx);
    expect(hint).toContain(DEMO_EMAIL);
    expect(await seedDemoIfEmpty(t.app.ctx)).toBeNull();
    expect(await seedDemo(t.app.ctx)).toBeNull();
    await demoGamesDone(); // the league's games are recorded after the seed, before this file's database closes

    const accounts = await t.db.selectFrom('accounts').selectAll().execute();
    expect(accounts).toHaveLength(41);
    // each with its nickname's skeleton, and no two alike
    for (const a of accounts) expect(a.nickname_skeleton).toBe(nicknameSkeleton(a.nickname));
    expect(await lookAlikeGroups(t.db)).toEqual([]);
    const operator = accounts.find((a) => a.email === DEMO_EMAIL);
    expect(operator).toMatchObject({ is_operator: 1, diamonds: 10_000 - 60 });
    expect(new Set(accounts.map((a) => zoneOf(a.account_id)))).toEqual(new Set([1, 2, 3]));
    expect(accounts.every((a) => decodeAccountId(encodeAccountId(a.account_id)) === a.account_id)).toBe(true);

    const login = await t.post('/api/login', { account: DEMO_EMAIL, password: DEMO_PASSWORD });
    const token = login.json().data.token;
    const all = (await t.get('/api/contest/fetch_contest_list', token)).json().data.list;
    // the running contest, and the finished league with recorded games (demo/records.ts, tested there)
    expect(all).toHaveLength(2);
    const list = all.filter(
      (c: { contest_name: { content: string }[] }) => c.contest_name[0].content !== DEMO_LEAGUE_NAME,
    );
    const detail = (await t.get('/api/contest/fetch_contest_detail', token, { unique_id: list[0].unique_id })).json()
      .data;
    expect(detail.admin_list).toHaveLength(1);
    expect(detail.season_list).toEqual([
      expect.objectContaining({ season_id: 1, state: 2, signup_type: 3, player_count: 25, pending_count: 4 }),
    ]);
    expect(detail.season_list[0].start_time).toBe(t.clock.now() - 86400);
    expect(detail.season_list[0].end_time).toBe(t.clock.now() + 30 * 86400);

    const players = await t.db.selectFrom('season_players').select('account_id').execute();
    expect(new Set(players.map((p) => zoneOf(p.account_id)))).toEqual(new Set([1, 2, 3]));

    const managerLogin = await t.post('/api/login', { account: DEMO_MANAGER_EMAIL, password: DEMO_PASSWORD });
    const asManager = await t.get('/api/contest/fetch_contest_list', managerLogin.json().data.token);
    expect(asManager.json().data.list).toHaveLength(1);

    for (const [language, n] of [
      ['zh-CN', 1],
      ['en-US', 1],
    ] as const) {
      const res = await t.get('/api/contest/fetch_announcement', token, { language });
      expect(res.json().data.list).toHaveLength(n);
    }
  });

  it('leaves the demo operator able to create a contest at once (the demo contest is older than 7 days)', async () => {
    const login = await t.post('/api/login', { account: DEMO_EMAIL, password: DEMO_PASSWORD });
    const token = login.json().data.token;
    const info = (await t.get('/api/contest/fetch_account_info', token)).json().data;
    expect(info.create_allowance).toEqual({ blocked_by: null, available_from: null, active_count: 1, active_max: 5 });
    const now = t.clock.now();
    const res = await t.post(
      '/api/contest/create_contest',
      {
        name: [{ lang: 'default', content: 'My first cup' }],
        game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
        open_show: 1,
        start_time: now + 86400,
        end_time: now + 8 * 86400,
      },
      token,
    );
    expect(res.json().data.unique_id).toBeGreaterThan(0);
    const after = (await t.get('/api/contest/fetch_account_info', token)).json().data;
    expect(after.create_allowance).toMatchObject({ blocked_by: 'interval', available_from: now + 7 * 86400 });
  });

  it('adds nothing when a demo nickname looks like an account that exists', async () => {
    const taken = await createTestApp();
    const ryan = await taken.user({ nickname: 'ＲＩＩＣＨＩＲＹＡＮ' });
    await expect(seedDemo(taken.app.ctx)).rejects.toThrow(
      `The demo nickname "RiichiRyan" looks like "ＲＩＩＣＨＩＲＹＡＮ", the nickname of account ${ryan.encoded} (id ${ryan.account_id}); nothing added`,
    );
    const accounts = await taken.db.selectFrom('accounts').select('account_id').execute();
    expect(accounts.map((a) => a.account_id)).toEqual([ryan.account_id]);
  });
});
