import { describe, expect, it } from 'vitest';
import { makeContest } from './fixtures.js';
import { codeOf, createTestApp, type TestUser } from './helpers.js';

/**
 * The authorisation matrix: every contest-scoped call × {no token, bad token, unrelated account, manager of
 * another contest, manager, creator}. Each cell runs on a fresh contest so that allowed calls (delete included)
 * cannot disturb the others. "Allowed" means the call gets past authorisation: it succeeds here, since each
 * call below is given valid input.
 */
const t = await createTestApp();
const creator = await t.user({ nickname: 'creator' });
const manager = await t.user({ nickname: 'manager' });
const stranger = await t.user({ nickname: 'stranger' });
const otherManager = await t.user({ nickname: 'other-manager' });
const player = await t.user({ nickname: 'player' });
const spare = await t.user({ nickname: 'spare' });

const other = await makeContest(t.db, stranger.account_id, t.clock.now());
await t.db
  .insertInto('contest_admins')
  .values({ unique_id: other.unique_id, account_id: otherManager.account_id, create_time: 0 })
  .execute();

type Actor = 'none' | 'bad' | 'stranger' | 'otherManager' | 'manager' | 'creator';
const ACTORS: Actor[] = ['none', 'bad', 'stranger', 'otherManager', 'manager', 'creator'];
const tokenOf = (a: Actor): string | null =>
  ({
    none: null,
    bad: 'not-a-real-token',
    stranger: stranger.token,
    otherManager: otherManager.token,
    manager: manager.token,
    creator: creator.token,
  })[a];

interface Call {
  method: 'GET' | 'POST';
  path: string;
  input: (c: { unique_id: number; season_id: number }) => Record<string, unknown>;
  creatorOnly?: boolean;
  observers?: boolean;
}

const p = (u: TestUser) => u.account_id;
const CALLS: Call[] = [
  { method: 'GET', path: 'fetch_contest_detail', input: (c) => ({ unique_id: c.unique_id }) },
  {
    method: 'POST',
    path: 'update_contest_base',
    input: (c) => ({ unique_id: c.unique_id, setting: { open_show: 0 } }),
  },
  { method: 'POST', path: 'delete_contest', input: (c) => ({ unique_id: c.unique_id }), creatorOnly: true },
  { method: 'GET', path: 'fetch_contest_audit_log', input: (c) => ({ unique_id: c.unique_id }) },
  { method: 'GET', path: 'fetch_contest_season_list', input: (c) => ({ unique_id: c.unique_id }) },
  { method: 'POST', path: 'update_contest_season', input: (c) => ({ ...c, setting: { remark: 'ok' } }) },
  { method: 'GET', path: 'contest_season_player_list', input: (c) => ({ ...c, state: 2 }) },
  { method: 'POST', path: 'add_contest_season_player', input: (c) => ({ ...c, account_list: [p(player)] }) },
  { method: 'POST', path: 'remove_contest_season_player', input: (c) => ({ ...c, account_id_list: [p(player)] }) },
  { method: 'POST', path: 'mark_contest_season_player', input: (c) => ({ ...c, account_id: p(spare), remark: 'r' }) },
  { method: 'POST', path: 'update_contest_season_player_nickname', input: (c) => ({ ...c, account_id: p(spare) }) },
  {
    method: 'POST',
    path: 'check_contest_season_player',
    input: (c) => ({ ...c, checked_list: [{ account_id: p(player), result: 1 }] }),
  },
  { method: 'GET', path: 'contest_season_player_limit', input: (c) => ({ ...c }) },
  {
    method: 'POST',
    path: 'contest_season_player_limit',
    input: (c) => ({ ...c, type: 2, add_list: [{ account_id: p(player) }] }),
  },
  { method: 'GET', path: 'contest_season_chat_limit', input: (c) => ({ ...c }) },
  { method: 'POST', path: 'set_contest_season_chat_limit', input: (c) => ({ ...c, type: 1, add_list: [p(player)] }) },
  {
    method: 'POST',
    path: 'update_contest_external_notice',
    input: (c) => ({ unique_id: c.unique_id, notice: [{ lang: 'default', content: 'hi' }] }),
  },
  {
    method: 'POST',
    path: 'update_contest_internal_notice',
    input: (c) => ({ unique_id: c.unique_id, notice: [{ lang: 'default', content: 'hi' }] }),
  },
  {
    method: 'POST',
    path: 'add_contest_admin',
    input: (c) => ({ unique_id: c.unique_id, account_list: [p(spare)] }),
    creatorOnly: true,
  },
  {
    method: 'POST',
    path: 'remove_contest_admin',
    input: (c) => ({ unique_id: c.unique_id, account_id_list: [p(manager)] }),
    creatorOnly: true,
  },
  { method: 'GET', path: 'fetch_observer_list', input: (c) => ({ unique_id: c.unique_id }), observers: true },
  {
    method: 'POST',
    path: 'set_observer_list',
    input: (c) => ({ unique_id: c.unique_id, add_list: [p(spare)], remove_list: [] }),
    observers: true,
  },
];

/** A contest of the creator's with the manager appointed, a pending sign-up and a joined player. */
async function freshContest() {
  const c = await makeContest(t.db, creator.account_id, t.clock.now());
  await t.db
    .insertInto('contest_admins')
    .values({ unique_id: c.unique_id, account_id: manager.account_id, create_time: 0 })
    .execute();
  await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', c.unique_id).execute();
  const row = (account_id: number, state: number) => ({
    ...c,
    account_id,
    state,
    nickname: 'x',
    remark: '',
    create_time: 0,
    account_data: '{}',
  });
  await t.db
    .insertInto('season_players')
    .values([row(player.account_id, 1), row(spare.account_id, 2)])
    .execute();
  return c;
}

function expected(call: Call, actor: Actor): number | undefined {
  if (actor === 'none' || actor === 'bad') return 2505;
  if (actor === 'stranger' || actor === 'otherManager') return 2506;
  if (actor === 'manager' && call.creatorOnly) return 2513;
  return undefined;
}

describe('authorisation matrix', () => {
  for (const call of CALLS) {
    for (const actor of ACTORS) {
      const want = expected(call, actor);
      it(`${call.method} ${call.path} as ${actor} → ${want ?? 'allowed'}`, async () => {
        const c = await freshContest();
        const url = `/api/contest/${call.path}`;
        const res =
          call.method === 'GET'
            ? await t.get(url, tokenOf(actor), call.input(c))
            : await t.post(url, call.input(c), tokenOf(actor));
        if (want === undefined) {
          expect(res.json().error).toBeUndefined();
          expect(res.statusCode).toBe(200);
        } else {
          expect(codeOf(res)).toBe(want);
          expect(res.statusCode).toBe(want === 2505 ? 401 : 403);
        }
      });
    }
  }
});
