import { DAY_SECONDS, ErrorCode } from '@taikai/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { codeOf, createTestApp, type TestUser } from '../../../test/helpers.js';
import { inTransaction } from '../../db/database.js';
import { setAccountFlags } from '../account/account.repository.js';
import { addContestAdmin } from './contest.repository.js';
import { createContestIn } from './contest-create.service.js';
import { containsForbiddenWord } from './forbidden-words.js';

/** create_contest, fetch_contest_list, fetch_contest_detail, delete_contest, fetch_contest_audit_log. */
const t = await createTestApp();

const createBody = (over: Record<string, unknown> = {}) => ({
  name: [{ lang: 'default', content: 'Autumn Cup' }],
  game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
  open_show: 1,
  start_time: t.clock.now() + DAY_SECONDS,
  end_time: t.clock.now() + 8 * DAY_SECONDS,
  ...over,
});

async function create(u: TestUser, over: Record<string, unknown> = {}) {
  return t.post('/api/contest/create_contest', createBody(over), u.token);
}

async function createOk(
  u: TestUser,
  over: Record<string, unknown> = {},
): Promise<{ unique_id: number; contest_id: number }> {
  const res = await create(u, over);
  expect(res.json()).toHaveProperty('data');
  return res.json().data;
}

/** Moves the clock on, keeping `u`'s session alive (sessions expire after 7 days). */
async function advance(u: TestUser, seconds: number) {
  t.clock.advance(seconds);
  await t.db
    .updateTable('sessions')
    .set({ expire_time: t.clock.now() + DAY_SECONDS })
    .where('account_id', '=', u.account_id)
    .execute();
}

async function diamonds(u: TestUser): Promise<number> {
  const row = await t.db
    .selectFrom('accounts')
    .select('diamonds')
    .where('account_id', '=', u.account_id)
    .executeTakeFirstOrThrow();
  return row.diamonds;
}

/** Rows in the tables a contest creation writes: nothing may be half-written by a refused one. */
async function written(): Promise<string> {
  const n = async (table: 'contests' | 'seasons' | 'audit_log') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return JSON.stringify([await n('contests'), await n('seasons'), await n('audit_log')]);
}

/** A refused create: the code, the field, and diamonds and tables untouched. */
async function expectRefused(u: TestUser, over: Record<string, unknown>, code: number, field?: string) {
  const before = [await diamonds(u), await written()];
  const res = await create(u, over);
  expect(codeOf(res)).toBe(code);
  if (field) expect(res.json().error.field).toBe(field);
  expect([await diamonds(u), await written()]).toEqual(before);
}

const detail = (u: TestUser, uniqueId: number) =>
  t.get('/api/contest/fetch_contest_detail', u.token, { unique_id: uniqueId });
const audit = (u: TestUser, uniqueId: number, q: Record<string, unknown> = {}) =>
  t.get('/api/contest/fetch_contest_audit_log', u.token, { unique_id: uniqueId, ...q });

const defaultCap = t.app.ctx.config.maxActiveContests;
afterEach(() => {
  t.app.ctx.config.maxActiveContests = defaultCap;
});

describe('create_contest', () => {
  it('creates the contest and its first season, takes 60 diamonds and audits it', async () => {
    const u = await t.user({ diamonds: 100 });
    const body = createBody();
    const res = await t.post('/api/contest/create_contest', body, u.token);
    expect(res.statusCode).toBe(200);
    const { unique_id, contest_id } = res.json().data;
    expect(contest_id).toBeGreaterThanOrEqual(100000);
    expect(contest_id).toBeLessThanOrEqual(999999);
    expect(await diamonds(u)).toBe(40);

    const d = (await detail(u, unique_id)).json().data;
    expect(d).toMatchObject({
      unique_id,
      contest_id,
      contest_name: [{ lang: 'default', content: 'Autumn Cup' }],
      creator_id: u.account_id,
      create_time: t.clock.now(),
      start_time: body.start_time,
      finish_time: body.end_time,
      round_type: 2,
      game_mode: 'liqi',
      open: 1,
      contest_type: 0,
      check_state: 0,
      i18n_switch: 0,
      show_zones: [1, 2, 3],
      available_zones: [1, 2, 3],
      contest_setting: { game_limit: 0, system_broadcast: 0, level_limit: [] },
      game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
      admin_list: [],
      review_state: 0,
      locked: 0,
      is_creator: true,
    });
    expect(d.season_list).toEqual([
      expect.objectContaining({
        season_id: 1,
        state: 1,
        start_time: body.start_time,
        end_time: body.end_time,
        signup_type: 3,
        rank_rule: 0,
        pending_count: 0,
        player_count: 0,
      }),
    ]);
    const log = (await audit(u, unique_id)).json().data;
    expect(log.list).toEqual([
      expect.objectContaining({ action: 'create_contest', account_id: u.account_id, nickname: u.nickname }),
    ]);
    expect(JSON.parse(log.list[0].after)).toMatchObject({ contest_id, diamonds: -60 });
  });

  it('trims the name and accepts 25 characters, CJK included', async () => {
    const u = await t.user();
    const name = '雀'.repeat(25);
    const { unique_id } = await createOk(u, { name: [{ lang: 'default', content: `  ${name} ` }] });
    expect((await detail(u, unique_id)).json().data.contest_name).toEqual([{ lang: 'default', content: name }]);
  });

  it('needs a login (2505)', async () => {
    const res = await t.post('/api/contest/create_contest', createBody());
    expect([res.statusCode, codeOf(res)]).toEqual([401, ErrorCode.NOT_LOGGED_IN]);
  });

  it('refuses without 60 diamonds (501), taking nothing', async () => {
    const u = await t.user({ diamonds: 59 });
    await expectRefused(u, {}, ErrorCode.RESOURCE_NOT_ENOUGH);
    expect(await diamonds(u)).toBe(59);
  });

  it('refuses an account without the create right (2516)', async () => {
    const u = await t.user();
    await setAccountFlags(t.db, u.account_id, { can_create: 0 });
    await expectRefused(u, {}, ErrorCode.NO_CREATE_PERMISSION);
  });

  it('allows one contest per account per 7 days (2515), deleted ones counting', async () => {
    const u = await t.user();
    const { unique_id } = await createOk(u);
    await expectRefused(u, {}, ErrorCode.CREATE_INTERVAL);
    await t.post('/api/contest/delete_contest', { unique_id }, u.token);
    await advance(u, 7 * DAY_SECONDS - 1);
    await expectRefused(u, {}, ErrorCode.CREATE_INTERVAL);
    await advance(u, 1);
    await createOk(u);
  });

  it('allows at most 5 concurrent contests per creator (2531); a finished one frees its place', async () => {
    const u = await t.user();
    for (let i = 0; i < 5; i++) {
      await createOk(u, { end_time: t.clock.now() + (i === 0 ? 40 : 300) * DAY_SECONDS });
      await advance(u, 7 * DAY_SECONDS);
    }
    await expectRefused(u, { end_time: t.clock.now() + 300 * DAY_SECONDS }, ErrorCode.CREATED_LIMIT);
    await advance(u, 7 * DAY_SECONDS); // the first one has finished by now
    await createOk(u);
  });

  it('honours the platform cap on active contests (2502)', async () => {
    const u = await t.user();
    const active = await t.db
      .selectFrom('contests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted', '=', 0)
      .where('finish_time', '>', t.clock.now())
      .executeTakeFirstOrThrow();
    t.app.ctx.config.maxActiveContests = Number(active.n);
    await expectRefused(u, {}, ErrorCode.CONTEST_COUNT_LIMIT);
    t.app.ctx.config.maxActiveContests = Number(active.n) + 1;
    await createOk(u);
  });

  it('requires a name (3 naming the field; a name of blanks shows nothing: 2598 naming it)', async () => {
    const u = await t.user();
    await expectRefused(u, { name: [{ lang: 'default', content: '' }] }, ErrorCode.PARAM_ERROR, 'name');
    await expectRefused(
      u,
      { name: [{ lang: 'default', content: '   ' }] },
      ErrorCode.TEXT_NOT_SHOWN,
      'body.name.0.content',
    );
    await expectRefused(u, { name: [] }, ErrorCode.PARAM_ERROR);
  });

  it('refuses a name over 25 characters (2547)', async () => {
    const u = await t.user();
    await expectRefused(u, { name: [{ lang: 'default', content: 'x'.repeat(26) }] }, ErrorCode.NAME_TOO_LONG, 'name');
  });

  it('refuses forbidden words in the name, whatever their case or width (502)', async () => {
    const u = await t.user();
    await expectRefused(
      u,
      { name: [{ lang: 'default', content: 'Friday Casino Night' }] },
      ErrorCode.FORBIDDEN_WORD,
      'name',
    );
    await expectRefused(
      u,
      { name: [{ lang: 'default', content: 'ＧＡＭＢＬＩＮＧ杯' }] },
      ErrorCode.FORBIDDEN_WORD,
      'name',
    );
    await expectRefused(u, { name: [{ lang: 'default', content: '周末赌博大赛' }] }, ErrorCode.FORBIDDEN_WORD, 'name');
    expect(await containsForbiddenWord(t.db, 'a CaSiNo')).toBe(true);
    expect(await containsForbiddenWord(t.db, 'Riichi Cup')).toBe(false);
  });

  it('refuses a start before now (2562 start_time)', async () => {
    const u = await t.user();
    await expectRefused(u, { start_time: t.clock.now() - 1 }, ErrorCode.TIME_CONFIG_ERROR, 'start_time');
    await createOk(u, { start_time: t.clock.now() });
  });

  it('refuses an end not after the start (2562 end_time)', async () => {
    const u = await t.user();
    const start = t.clock.now() + DAY_SECONDS;
    await expectRefused(u, { start_time: start, end_time: start }, ErrorCode.TIME_CONFIG_ERROR, 'end_time');
    await expectRefused(u, { start_time: start, end_time: start - 60 }, ErrorCode.TIME_CONFIG_ERROR, 'end_time');
  });

  it('refuses an end more than 365 days from now (2562 end_time)', async () => {
    const u = await t.user();
    await expectRefused(
      u,
      { end_time: t.clock.now() + 365 * DAY_SECONDS + 1 },
      ErrorCode.TIME_CONFIG_ERROR,
      'end_time',
    );
    await createOk(u, { end_time: t.clock.now() + 365 * DAY_SECONDS });
  });

  it('refuses a rule that fails the rule model (2517 naming the rule field), and a malformed body (3)', async () => {
    const u = await t.user();
    await expectRefused(
      u,
      { game_rule_setting: { round_type: 2, thinking_type: 99, game_mode: 'liqi' } },
      ErrorCode.SETTINGS_ERROR,
      'game_rule_setting.thinking_type',
    );
    await expectRefused(
      u,
      { game_rule_setting: { round_type: 5, thinking_type: 3 } },
      ErrorCode.SETTINGS_ERROR,
      'game_rule_setting.round_type',
    );
    await expectRefused(u, { game_rule_setting: 'south' }, ErrorCode.PARAM_ERROR);
    await expectRefused(u, { start_time: 'tomorrow' }, ErrorCode.PARAM_ERROR);
  });

  it('gives up with 2503 when no unused contest id turns up, writing nothing', async () => {
    const u = await t.user();
    const taken = await createOk(u);
    t.clock.advance(7 * DAY_SECONDS);
    const before = [await diamonds(u), await written()];
    const attempt = inTransaction(t.db, (trx) =>
      createContestIn(trx, u.account_id, createBody() as never, {
        now: t.clock.now(),
        randomContestId: () => taken.contest_id,
      }),
    );
    await expect(attempt).rejects.toMatchObject({ code: ErrorCode.ID_GENERATION_FAILED });
    expect([await diamonds(u), await written()]).toEqual(before);
  });
});

describe('fetch_contest_list', () => {
  it("lists the contests one created or manages, newest first, without deleted ones or other people's", async () => {
    const a = await t.user();
    const b = await t.user();
    const stranger = await t.user();
    const first = await createOk(a);
    t.clock.advance(60);
    const second = await createOk(b);
    await addContestAdmin(t.db, second.unique_id, a.account_id, t.clock.now());
    const res = await t.get('/api/contest/fetch_contest_list', a.token);
    expect(res.json().data.list.map((c: { unique_id: number }) => c.unique_id)).toEqual([
      second.unique_id,
      first.unique_id,
    ]);
    expect(res.json().data.list[1]).toMatchObject({
      contest_id: first.contest_id,
      round_type: 2,
      game_mode: 'liqi',
      open: 1,
    });
    expect((await t.get('/api/contest/fetch_contest_list', stranger.token)).json().data.list).toEqual([]);

    await t.post('/api/contest/delete_contest', { unique_id: first.unique_id }, a.token);
    expect((await t.get('/api/contest/fetch_contest_list', a.token)).json().data.list).toHaveLength(1);
    expect(codeOf(await t.get('/api/contest/fetch_contest_list'))).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('fetch_contest_detail', () => {
  it('shows managers the contest with its managers by nickname; others get 2506; unknown ids 2501', async () => {
    const owner = await t.user();
    const manager = await t.user({ nickname: 'Second Manager' });
    const stranger = await t.user();
    const { unique_id } = await createOk(owner);
    await addContestAdmin(t.db, unique_id, manager.account_id, t.clock.now());

    const asManager = (await detail(manager, unique_id)).json().data;
    expect(asManager).toMatchObject({
      is_creator: false,
      admin_list: [{ account_id: manager.account_id, nickname: 'Second Manager' }],
    });
    expect((await detail(owner, unique_id)).json().data.is_creator).toBe(true);

    const refused = await detail(stranger, unique_id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, ErrorCode.NO_PERMISSION]);
    expect(codeOf(await detail(owner, 999_999_999))).toBe(ErrorCode.CONTEST_NOT_FOUND);
    expect(codeOf(await t.get('/api/contest/fetch_contest_detail', owner.token, { unique_id: 'abc' }))).toBe(
      ErrorCode.PARAM_ERROR,
    );
    expect(codeOf(await t.get('/api/contest/fetch_contest_detail', null, { unique_id }))).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('delete_contest', () => {
  it('is for the creator only: a manager gets 2513, anyone else 2506', async () => {
    const owner = await t.user();
    const manager = await t.user();
    const stranger = await t.user();
    const { unique_id } = await createOk(owner);
    await addContestAdmin(t.db, unique_id, manager.account_id, t.clock.now());
    expect(codeOf(await t.post('/api/contest/delete_contest', { unique_id }, manager.token))).toBe(
      ErrorCode.CREATOR_ONLY,
    );
    expect(codeOf(await t.post('/api/contest/delete_contest', { unique_id }, stranger.token))).toBe(
      ErrorCode.NO_PERMISSION,
    );
    expect((await detail(owner, unique_id)).statusCode).toBe(200);
  });

  it('soft-deletes, audits, and every later call about the contest gets 2560', async () => {
    const owner = await t.user();
    const { unique_id, contest_id } = await createOk(owner);
    const res = await t.post('/api/contest/delete_contest', { unique_id }, owner.token);
    expect(res.json()).toEqual({ data: {} });

    const row = await t.db
      .selectFrom('contests')
      .select(['deleted'])
      .where('unique_id', '=', unique_id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(1);
    const log = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('unique_id', '=', unique_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([log.action, JSON.parse(log.before).contest_id]).toEqual(['delete_contest', contest_id]);

    const gone = await detail(owner, unique_id);
    expect([gone.statusCode, codeOf(gone)]).toEqual([404, ErrorCode.CONTEST_DELETED]);
    expect(codeOf(await t.post('/api/contest/delete_contest', { unique_id }, owner.token))).toBe(
      ErrorCode.CONTEST_DELETED,
    );
    expect(
      codeOf(await t.post('/api/contest/update_contest_base', { unique_id, setting: { open_show: 0 } }, owner.token)),
    ).toBe(ErrorCode.CONTEST_DELETED);
    expect(codeOf(await audit(owner, unique_id))).toBe(ErrorCode.CONTEST_DELETED);
  });
});

describe('fetch_contest_audit_log', () => {
  it('shows managers the newest entries first; others get 2506', async () => {
    const owner = await t.user({ nickname: 'Auditor' });
    const manager = await t.user();
    const stranger = await t.user();
    const { unique_id } = await createOk(owner);
    await addContestAdmin(t.db, unique_id, manager.account_id, t.clock.now());
    t.clock.advance(5);
    await t.post('/api/contest/update_contest_base', { unique_id, setting: { open_show: 0 } }, manager.token);

    const res = (await audit(manager, unique_id, { offset: 0, limit: 10 })).json().data;
    expect(res.total).toBe(2);
    expect(res.list.map((e: { action: string }) => e.action)).toEqual(['update_contest_base', 'create_contest']);
    expect(res.list[0]).toMatchObject({ account_id: manager.account_id, create_time: t.clock.now() });
    expect(JSON.parse(res.list[0].before)).toEqual({ open_show: 1 });
    expect(JSON.parse(res.list[0].after)).toEqual({ open_show: 0 });
    expect(res.list[1].nickname).toBe('Auditor');
    expect((await audit(owner, unique_id, { offset: 1, limit: 1 })).json().data.list).toHaveLength(1);
    expect(codeOf(await audit(stranger, unique_id))).toBe(ErrorCode.NO_PERMISSION);
  });

  it('reads only the last 1000 entries (2556 beyond)', async () => {
    const owner = await t.user();
    const { unique_id } = await createOk(owner);
    expect((await audit(owner, unique_id, { offset: 980, limit: 20 })).statusCode).toBe(200);
    const res = await audit(owner, unique_id, { offset: 990, limit: 20 });
    expect(codeOf(res)).toBe(ErrorCode.ONLY_LAST_LOGS);
    expect(codeOf(await audit(owner, unique_id, { offset: -1 }))).toBe(ErrorCode.PARAM_ERROR);
  });
});
