import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { addManager, auditActions, contestFixture } from './season.test-support.js';

/**
 * Every manager call of the season, roster, blacklist and chat-limit areas refuses an unrelated account and a
 * manager of another contest with 2506 (reads included, and before anything about the season is revealed), refuses
 * no login with 2505, and lets the contest's manager through. A refused call writes nothing.
 */
const t = await createTestApp();
const owner = await t.user({ nickname: 'Owner' });
const manager = await t.user({ nickname: 'Manager' });
const stranger = await t.user({ nickname: 'Stranger' });
const otherManager = await t.user({ nickname: 'OtherManager' });
const player = await t.user({ nickname: 'Player' });

const f = await contestFixture(t, owner);
await addManager(t.db, f.unique_id, manager.account_id, T0);
const elsewhere = await contestFixture(t, owner);
await addManager(t.db, elsewhere.unique_id, otherManager.account_id, T0);

const uid = f.unique_id;
const calls: [string, 'GET' | 'POST', (seasonId: number) => Record<string, unknown>][] = [
  ['fetch_contest_season_list', 'GET', () => ({ unique_id: uid })],
  ['create_contest_season', 'POST', () => ({ unique_id: uid, start_time: T0 + 10, end_time: T0 + 86400 })],
  ['update_contest_season', 'POST', (s) => ({ unique_id: uid, season_id: s, setting: { remark: 'x' } })],
  ['end_contest_season', 'POST', (s) => ({ unique_id: uid, season_id: s })],
  ['contest_season_player_list', 'GET', (s) => ({ unique_id: uid, season_id: s })],
  [
    'check_contest_season_player',
    'POST',
    (s) => ({ unique_id: uid, season_id: s, checked_list: [{ account_id: player.account_id, result: 1 }] }),
  ],
  ['add_contest_season_player', 'POST', (s) => ({ unique_id: uid, season_id: s, account_list: [player.account_id] })],
  [
    'remove_contest_season_player',
    'POST',
    (s) => ({ unique_id: uid, season_id: s, account_id_list: [player.account_id] }),
  ],
  [
    'mark_contest_season_player',
    'POST',
    (s) => ({ unique_id: uid, season_id: s, account_id: player.account_id, remark: 'r' }),
  ],
  [
    'update_contest_season_player_nickname',
    'POST',
    (s) => ({ unique_id: uid, season_id: s, account_id: player.account_id }),
  ],
  ['contest_season_player_limit', 'GET', (s) => ({ unique_id: uid, season_id: s })],
  [
    'contest_season_player_limit',
    'POST',
    (s) => ({ unique_id: uid, season_id: s, add_list: [{ account_id: player.account_id }] }),
  ],
  ['import_contest_season_player', 'POST', (s) => ({ unique_id: uid, from_season_id: 1, to_season_id: s })],
  ['contest_season_chat_limit', 'GET', (s) => ({ unique_id: uid, season_id: s })],
  [
    'set_contest_season_chat_limit',
    'POST',
    (s) => ({ unique_id: uid, season_id: s, type: 1, add_list: [player.account_id] }),
  ],
];

const call = (path: string, method: 'GET' | 'POST', payload: Record<string, unknown>, token: string | null) =>
  method === 'GET' ? t.get(`/api/contest/${path}`, token, payload) : t.post(`/api/contest/${path}`, payload, token);

describe('manager calls', () => {
  it.each(calls)(
    '%s (%s) refuses an unrelated account and a manager of another contest with 2506',
    async (path, method, body) => {
      for (const seasonId of [1, 42]) {
        for (const who of [stranger, otherManager]) {
          const res = await call(path, method, body(seasonId), who.token);
          expect([res.statusCode, codeOf(res)]).toEqual([403, 2506]);
        }
      }
      expect(await auditActions(t.db, uid)).toEqual([]);
    },
  );

  it.each(calls)('%s (%s) refuses no login with 2505', async (path, method, body) => {
    expect(codeOf(await call(path, method, body(1), null))).toBe(2505);
  });

  it.each(calls)('%s (%s) lets a manager of the contest through', async (path, method, body) => {
    const res = await call(path, method, body(1), manager.token);
    expect([2505, 2506, 2513]).not.toContain(codeOf(res));
  });
});
