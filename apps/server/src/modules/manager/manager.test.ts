import { ErrorCode, FailReason, LIMITS, ManagerAuditAction } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { insertAccount } from '../account/account.repository.js';
import { listMembers } from './manager.repository.js';

const ADD = '/api/contest/add_contest_admin';
const REMOVE = '/api/contest/remove_contest_admin';
const OBSERVERS = '/api/contest/fetch_observer_list';
const SET_OBSERVERS = '/api/contest/set_observer_list';

/** An id no account has (outside every zone range). */
const UNKNOWN = 2_000_000_000;

const t = await createTestApp();
const creator = await t.user({ nickname: 'Creator' });
const manager = await t.user({ nickname: 'Manager' });
const stranger = await t.user({ nickname: 'Stranger' });
const alice = await t.user({ nickname: 'Alice' });
const bob = await t.user({ nickname: 'Bob' });

let uid: number;
beforeEach(async () => {
  ({ unique_id: uid } = await makeContest(t.db, creator.account_id, T0));
});

const setContest = (patch: { observer_switch?: number; locked?: number }) =>
  t.db.updateTable('contests').set(patch).where('unique_id', '=', uid).execute();
const admins = () => listMembers(t.db, 'contest_admins', uid);
const observers = () => listMembers(t.db, 'contest_observers', uid);
const auditRows = () => t.db.selectFrom('audit_log').selectAll().where('unique_id', '=', uid).orderBy('id').execute();
const makeAdmin = (accountId: number) =>
  t.db.insertInto('contest_admins').values({ unique_id: uid, account_id: accountId, create_time: T0 }).execute();
/** Accounts straight into the database (no login needed). */
const bulkAccounts = async (n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await insertAccount(t.db, {
        nickname: `bulk${i}`,
        email: null,
        password_hash: null,
        zone: 1,
        diamonds: 0,
        now: T0,
      }),
    );
  }
  return ids;
};

describe('add_contest_admin', () => {
  it('the creator adds managers; unknown ids come back failed; nicknames are in the roster', async () => {
    const res = await t.post(
      ADD,
      { unique_id: uid, account_list: [alice.account_id, UNKNOWN, bob.account_id] },
      creator.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      success: [alice.account_id, bob.account_id],
      failed: [{ account_id: UNKNOWN, reason: FailReason.NotFound }],
    });
    expect(await admins()).toEqual([
      { account_id: alice.account_id, nickname: 'Alice' },
      { account_id: bob.account_id, nickname: 'Bob' },
    ]);
  });

  it('the new managers show in the contest detail and may act as managers', async () => {
    await t.post(
      ADD,
      { unique_id: uid, account_list: [{ account_id: alice.account_id, nickname: 'ignored' }] },
      creator.token,
    );
    const detail = await t.get('/api/contest/fetch_contest_detail', creator.token, { unique_id: uid });
    expect(detail.json().data.admin_list).toEqual([{ account_id: alice.account_id, nickname: 'Alice' }]);
    expect((await t.get('/api/contest/fetch_contest_detail', alice.token, { unique_id: uid })).statusCode).toBe(200);
  });

  it('naming a manager again, or an id twice, is a success that changes nothing', async () => {
    await makeAdmin(alice.account_id);
    const res = await t.post(
      ADD,
      { unique_id: uid, account_list: [alice.account_id, bob.account_id, bob.account_id] },
      creator.token,
    );
    expect(res.json().data).toEqual({ success: [alice.account_id, bob.account_id], failed: [] });
    expect((await admins()).map((a) => a.account_id)).toEqual([alice.account_id, bob.account_id]);
  });

  it('a manager adding managers gets 2513; anyone else 2506', async () => {
    await makeAdmin(manager.account_id);
    const byManager = await t.post(ADD, { unique_id: uid, account_list: [alice.account_id] }, manager.token);
    expect(codeOf(byManager)).toBe(ErrorCode.CREATOR_ONLY);
    expect(byManager.statusCode).toBe(403);
    expect(codeOf(await t.post(ADD, { unique_id: uid, account_list: [alice.account_id] }, stranger.token))).toBe(
      ErrorCode.NO_PERMISSION,
    );
    expect((await admins()).map((a) => a.account_id)).toEqual([manager.account_id]);
  });

  it('the creator cannot be a manager (2546), and nothing else of the list is added', async () => {
    const res = await t.post(
      ADD,
      { unique_id: uid, account_list: [alice.account_id, creator.account_id] },
      creator.token,
    );
    expect(codeOf(res)).toBe(ErrorCode.CREATOR_AS_ADMIN);
    expect(await admins()).toEqual([]);
  });

  it(`at most ${LIMITS.maxAdmins} managers: the 20th passes, the 21st is 2514 and the call adds no one`, async () => {
    const ids = await bulkAccounts(LIMITS.maxAdmins + 1);
    const first = await t.post(ADD, { unique_id: uid, account_list: ids.slice(0, 19) }, creator.token);
    expect(first.json().data.success).toHaveLength(19);

    const over = await t.post(ADD, { unique_id: uid, account_list: [ids[19], ids[20]] }, creator.token);
    expect(codeOf(over)).toBe(ErrorCode.ADMIN_LIMIT);
    expect(await admins()).toHaveLength(19);

    // Already-managers and unknown ids do not count towards the limit.
    const twentieth = await t.post(ADD, { unique_id: uid, account_list: [ids[0], ids[19], UNKNOWN] }, creator.token);
    expect(twentieth.json().data.success).toEqual([ids[0], ids[19]]);
    expect(await admins()).toHaveLength(20);
    expect(codeOf(await t.post(ADD, { unique_id: uid, account_list: [ids[20]] }, creator.token))).toBe(
      ErrorCode.ADMIN_LIMIT,
    );
  });

  it('an empty list is a param error (3)', async () => {
    expect(codeOf(await t.post(ADD, { unique_id: uid, account_list: [] }, creator.token))).toBe(ErrorCode.PARAM_ERROR);
  });

  it('a banned account comes back failed', async () => {
    const [banned] = await bulkAccounts(1);
    await t.db.updateTable('accounts').set({ banned: 1 }).where('account_id', '=', banned).execute();
    const res = await t.post(ADD, { unique_id: uid, account_list: [banned] }, creator.token);
    expect(res.json().data).toEqual({ success: [], failed: [{ account_id: banned, reason: FailReason.NotFound }] });
  });
});

describe('remove_contest_admin', () => {
  it('the creator removes managers; ids that are not managers come back failed', async () => {
    await makeAdmin(alice.account_id);
    await makeAdmin(bob.account_id);
    const res = await t.post(
      REMOVE,
      { unique_id: uid, account_id_list: [alice.account_id, stranger.account_id] },
      creator.token,
    );
    expect(res.json().data).toEqual({
      success: [alice.account_id],
      failed: [{ account_id: stranger.account_id, reason: FailReason.NotFound }],
    });
    expect((await admins()).map((a) => a.account_id)).toEqual([bob.account_id]);
    expect(codeOf(await t.get('/api/contest/fetch_contest_detail', alice.token, { unique_id: uid }))).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });

  it('a manager removing gets 2513; anyone else 2506', async () => {
    await makeAdmin(manager.account_id);
    await makeAdmin(alice.account_id);
    expect(codeOf(await t.post(REMOVE, { unique_id: uid, account_id_list: [alice.account_id] }, manager.token))).toBe(
      ErrorCode.CREATOR_ONLY,
    );
    expect(codeOf(await t.post(REMOVE, { unique_id: uid, account_id_list: [alice.account_id] }, stranger.token))).toBe(
      ErrorCode.NO_PERMISSION,
    );
    expect(await admins()).toHaveLength(2);
  });
});

describe('operator lock', () => {
  it('add and remove are refused with 2558 and change nothing', async () => {
    await makeAdmin(alice.account_id);
    await setContest({ locked: 1 });
    expect(codeOf(await t.post(ADD, { unique_id: uid, account_list: [bob.account_id] }, creator.token))).toBe(
      ErrorCode.CONFIG_LOCKED,
    );
    expect(codeOf(await t.post(REMOVE, { unique_id: uid, account_id_list: [alice.account_id] }, creator.token))).toBe(
      ErrorCode.CONFIG_LOCKED,
    );
    expect((await admins()).map((a) => a.account_id)).toEqual([alice.account_id]);
    expect(await auditRows()).toHaveLength(0);
  });
});

describe('observers', () => {
  it('with the observer switch off, reading and changing are 2557', async () => {
    const list = await t.get(OBSERVERS, creator.token, { unique_id: uid });
    expect(codeOf(list)).toBe(ErrorCode.SPECTATING_DISABLED);
    const set = await t.post(SET_OBSERVERS, { unique_id: uid, add_list: [alice.account_id] }, creator.token);
    expect(codeOf(set)).toBe(ErrorCode.SPECTATING_DISABLED);
    expect(await observers()).toEqual([]);
  });

  it('with it on, managers add, list and remove observers; unknown ids come back failed', async () => {
    await setContest({ observer_switch: 1 });
    await makeAdmin(manager.account_id);
    const add = await t.post(
      SET_OBSERVERS,
      { unique_id: uid, add_list: [alice.account_id, UNKNOWN, bob.account_id] },
      manager.token,
    );
    expect(add.json().data).toEqual({
      success: [alice.account_id, bob.account_id],
      failed: [{ account_id: UNKNOWN, reason: FailReason.NotFound }],
    });
    const list = await t.get(OBSERVERS, creator.token, { unique_id: uid });
    expect(list.json().data).toEqual({
      list: [
        { account_id: alice.account_id, nickname: 'Alice' },
        { account_id: bob.account_id, nickname: 'Bob' },
      ],
    });

    t.clock.advance(1); // the list is oldest first
    const change = await t.post(
      SET_OBSERVERS,
      { unique_id: uid, add_list: [stranger.account_id, bob.account_id], remove_list: [alice.account_id, UNKNOWN] },
      creator.token,
    );
    expect(change.json().data).toEqual({
      success: [alice.account_id, stranger.account_id, bob.account_id],
      failed: [{ account_id: UNKNOWN, reason: FailReason.NotFound }],
    });
    expect(
      (await t.get(OBSERVERS, manager.token, { unique_id: uid }))
        .json()
        .data.list.map((o: { account_id: number }) => o.account_id),
    ).toEqual([bob.account_id, stranger.account_id]);
  });

  it('someone who is neither creator nor manager gets 2506', async () => {
    await setContest({ observer_switch: 1 });
    expect(codeOf(await t.get(OBSERVERS, stranger.token, { unique_id: uid }))).toBe(ErrorCode.NO_PERMISSION);
    expect(codeOf(await t.post(SET_OBSERVERS, { unique_id: uid, add_list: [alice.account_id] }, stranger.token))).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });

  it('both lists empty, or one id in both, is a param error (3)', async () => {
    await setContest({ observer_switch: 1 });
    expect(codeOf(await t.post(SET_OBSERVERS, { unique_id: uid }, creator.token))).toBe(ErrorCode.PARAM_ERROR);
    const both = await t.post(
      SET_OBSERVERS,
      { unique_id: uid, add_list: [alice.account_id], remove_list: [alice.account_id] },
      creator.token,
    );
    expect(codeOf(both)).toBe(ErrorCode.PARAM_ERROR);
    expect(await observers()).toEqual([]);
  });

  it('the operator lock refuses changes with 2558 but not reading', async () => {
    await setContest({ observer_switch: 1, locked: 1 });
    expect(codeOf(await t.post(SET_OBSERVERS, { unique_id: uid, add_list: [alice.account_id] }, creator.token))).toBe(
      ErrorCode.CONFIG_LOCKED,
    );
    expect((await t.get(OBSERVERS, creator.token, { unique_id: uid })).json().data).toEqual({ list: [] });
  });
});

describe('audit', () => {
  it('writes one row per change; calls that change nothing write none', async () => {
    await setContest({ observer_switch: 1 });
    await t.post(ADD, { unique_id: uid, account_list: [alice.account_id] }, creator.token);
    await t.post(ADD, { unique_id: uid, account_list: [alice.account_id, UNKNOWN] }, creator.token); // no change
    await t.post(REMOVE, { unique_id: uid, account_id_list: [alice.account_id] }, creator.token);
    await t.post(SET_OBSERVERS, { unique_id: uid, add_list: [bob.account_id] }, creator.token);
    await t.post(SET_OBSERVERS, { unique_id: uid, remove_list: [UNKNOWN] }, creator.token); // no change

    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual([
      ManagerAuditAction.AddAdmin,
      ManagerAuditAction.RemoveAdmin,
      ManagerAuditAction.SetObservers,
    ]);
    expect(rows.every((r) => r.account_id === creator.account_id)).toBe(true);
    expect(JSON.parse(rows[0].after)).toEqual({
      admin_list: [alice.account_id],
      added: [{ account_id: alice.account_id, nickname: 'Alice' }],
    });
    expect(JSON.parse(rows[1].after)).toEqual({ admin_list: [], removed: [alice.account_id] });
    expect(JSON.parse(rows[2].after)).toEqual({
      added: [{ account_id: bob.account_id, nickname: 'Bob' }],
      removed: [],
    });
  });
});
