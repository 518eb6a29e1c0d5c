import { ErrorCode } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, type TestUser } from '../../../test/helpers.js';
import { addContestAdmin } from './contest.repository.js';
import { approveReview, rejectReview, setContestCheckState, setContestLocked } from './contest-review.service.js';

/** update_contest_base, the review hold (check_state 1) and the operator's lock. */
const t = await createTestApp();

const I18N_NAMES = [
  { lang: 'chs', content: '秋季雀王战' },
  { lang: 'chs_t', content: '秋季雀王戰' },
  { lang: 'jp', content: '秋の雀王戦' },
  { lang: 'en', content: 'Autumn Mahjong Kings' },
  { lang: 'kr', content: '가을 작왕전' },
];

/**
 * One creator, one manager and one unrelated account for the whole file (logins are rate-limited per IP); each
 * test gets a fresh contest put straight into the database (creation itself is tested through the API in
 * contest.test.ts), named 'Fixture contest'.
 */
const owner = await t.user();
const manager = await t.user({ nickname: 'Deputy' });
const stranger = await t.user();

async function setup() {
  const { unique_id } = await makeContest(t.db, owner.account_id, t.clock.now());
  await addContestAdmin(t.db, unique_id, manager.account_id, t.clock.now());
  return { owner, manager, stranger, unique_id };
}

const update = (u: TestUser, unique_id: number, setting: Record<string, unknown>) =>
  t.post('/api/contest/update_contest_base', { unique_id, setting }, u.token);
const detail = async (u: TestUser, unique_id: number) =>
  (await t.get('/api/contest/fetch_contest_detail', u.token, { unique_id })).json().data;

/** The contest row and its audit rows: a refused update changes neither. */
async function state(unique_id: number) {
  const contest = await t.db
    .selectFrom('contests')
    .selectAll()
    .where('unique_id', '=', unique_id)
    .executeTakeFirstOrThrow();
  const audits = await t.db.selectFrom('audit_log').select('id').where('unique_id', '=', unique_id).execute();
  return JSON.stringify([contest, audits]);
}

async function expectRefused(
  u: TestUser,
  unique_id: number,
  setting: Record<string, unknown>,
  code: number,
  field?: string,
) {
  const before = await state(unique_id);
  const res = await update(u, unique_id, setting);
  expect(codeOf(res)).toBe(code);
  if (field) expect(res.json().error.field).toBe(field);
  expect(await state(unique_id)).toBe(before);
}

async function lastAudit(unique_id: number) {
  const row = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('unique_id', '=', unique_id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ...row, before: JSON.parse(row.before), after: JSON.parse(row.after) };
}

describe('update_contest_base', () => {
  it('applies switches, zones, settings, rule and manager notice, and audits before/after of what changed', async () => {
    const { manager, owner, unique_id } = await setup();
    const res = await update(manager, unique_id, {
      name: [{ lang: 'default', content: ' Spring Cup 2027 ' }],
      open_show: 0,
      observer_switch: 1,
      show_zones: [2, 1, 2],
      available_zones: [3],
      contest_setting: { game_limit: 20, system_broadcast: 1, level_limit: [{ type: 1, value: 10301 }] },
      game_rule_setting: { round_type: 12, thinking_type: 1, game_mode: 'liqi' },
      manager_notice: 'Finals on Sunday.',
    });
    expect(res.json()).toEqual({ data: { held: false } });
    expect(await detail(owner, unique_id)).toMatchObject({
      contest_name: [{ lang: 'default', content: 'Spring Cup 2027' }],
      open: 0,
      observer_switch: 1,
      show_zones: [1, 2],
      available_zones: [3],
      contest_setting: { game_limit: 20, system_broadcast: 1, level_limit: [{ type: 1, value: 10301 }] },
      game_rule_setting: { round_type: 12, thinking_type: 1 },
      round_type: 12,
      manager_notice: 'Finals on Sunday.',
    });
    const log = await lastAudit(unique_id);
    expect(log).toMatchObject({ action: 'update_contest_base', account_id: manager.account_id });
    expect(log.before).toMatchObject({ open_show: 1, observer_switch: 0, show_zones: [1, 2, 3], manager_notice: '' });
    expect(log.after).toMatchObject({ open_show: 0, observer_switch: 1, show_zones: [1, 2], available_zones: [3] });
    expect(log.after.contest_name).toEqual([{ lang: 'default', content: 'Spring Cup 2027' }]);
  });

  it('writes nothing, not even an audit row, when nothing changes', async () => {
    const { owner, unique_id } = await setup();
    const before = await state(unique_id);
    expect(
      (
        await update(owner, unique_id, { open_show: 1, name: [{ lang: 'default', content: 'Fixture contest' }] })
      ).json(),
    ).toEqual({
      data: { held: false },
    });
    expect(await state(unique_id)).toBe(before);
  });

  it('is for managers: an unrelated account gets 2506, no login 2505', async () => {
    const { stranger, unique_id } = await setup();
    await expectRefused(stranger, unique_id, { open_show: 0 }, ErrorCode.NO_PERMISSION);
    const res = await t.post('/api/contest/update_contest_base', { unique_id, setting: { open_show: 0 } });
    expect(codeOf(res)).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('with multi-language on, requires all five names (3 naming the language)', async () => {
    const { owner, unique_id } = await setup();
    await expectRefused(
      owner,
      unique_id,
      { i18n_switch: 1, name: I18N_NAMES.slice(0, 4) },
      ErrorCode.PARAM_ERROR,
      'setting.name.kr',
    );
    await expectRefused(
      owner,
      unique_id,
      { i18n_switch: 1, name: [...I18N_NAMES.slice(0, 4), { lang: 'kr', content: '' }] },
      ErrorCode.PARAM_ERROR,
      'setting.name.kr',
    );
    // Turning it on without names checks the names the contest has (only a default one).
    await expectRefused(owner, unique_id, { i18n_switch: 1 }, ErrorCode.PARAM_ERROR, 'setting.name.chs');
    expect((await update(owner, unique_id, { i18n_switch: 1, name: I18N_NAMES })).statusCode).toBe(200);
    const d = await detail(owner, unique_id);
    expect(d.i18n_switch).toBe(1);
    expect(d.contest_name).toHaveLength(5);
    expect(d.contest_name).toEqual(expect.arrayContaining(I18N_NAMES));
  });

  it('with multi-language on, allows 25 characters for Chinese names and 50 for the others (2547)', async () => {
    const { owner, unique_id } = await setup();
    const named = (lang: string, content: string) => I18N_NAMES.map((n) => (n.lang === lang ? { lang, content } : n));
    await expectRefused(
      owner,
      unique_id,
      { i18n_switch: 1, name: named('chs', '赛'.repeat(26)) },
      ErrorCode.NAME_TOO_LONG,
      'setting.name.chs',
    );
    await expectRefused(
      owner,
      unique_id,
      { i18n_switch: 1, name: named('chs_t', '賽'.repeat(26)) },
      ErrorCode.NAME_TOO_LONG,
      'setting.name.chs_t',
    );
    await expectRefused(
      owner,
      unique_id,
      { i18n_switch: 1, name: named('en', 'e'.repeat(51)) },
      ErrorCode.NAME_TOO_LONG,
      'setting.name.en',
    );
    expect(
      codeOf(await update(owner, unique_id, { i18n_switch: 1, name: named('jp', 'あ'.repeat(50)) })),
    ).toBeUndefined();
  });

  it('with multi-language off, requires the default name of at most 25 characters', async () => {
    const { owner, unique_id } = await setup();
    await expectRefused(
      owner,
      unique_id,
      { name: [{ lang: 'default', content: '' }] },
      ErrorCode.PARAM_ERROR,
      'setting.name.default',
    );
    await expectRefused(
      owner,
      unique_id,
      { name: [{ lang: 'en', content: 'Only English' }] },
      ErrorCode.PARAM_ERROR,
      'setting.name.default',
    );
    await expectRefused(
      owner,
      unique_id,
      { name: [{ lang: 'default', content: 'x'.repeat(26) }] },
      ErrorCode.NAME_TOO_LONG,
      'setting.name.default',
    );
  });

  it('refuses forbidden words in any name, naming the field (502)', async () => {
    const { owner, unique_id } = await setup();
    const names = I18N_NAMES.map((n) => (n.lang === 'en' ? { lang: 'en', content: 'Autumn CASINO Kings' } : n));
    await expectRefused(owner, unique_id, { i18n_switch: 1, name: names }, ErrorCode.FORBIDDEN_WORD, 'setting.name.en');
    await expectRefused(
      owner,
      unique_id,
      { name: [{ lang: 'default', content: '도박 대회' }] },
      ErrorCode.FORBIDDEN_WORD,
      'setting.name.default',
    );
  });

  it('refuses a rule that fails the rule model with 2517 naming the rule field', async () => {
    const { owner, unique_id } = await setup();
    await expectRefused(
      owner,
      unique_id,
      { open_show: 0, game_rule_setting: { round_type: 3, thinking_type: 3 } },
      ErrorCode.SETTINGS_ERROR,
      'setting.game_rule_setting.round_type',
    );
    await expectRefused(owner, unique_id, { game_rule_setting: [1, 2] }, ErrorCode.PARAM_ERROR);
  });

  it('refuses a manager notice over 2000 characters (2548), applying nothing else', async () => {
    const { owner, unique_id } = await setup();
    await expectRefused(
      owner,
      unique_id,
      { open_show: 0, manager_notice: 'n'.repeat(2001) },
      ErrorCode.NOTICE_TOO_LONG,
      'setting.manager_notice',
    );
    expect(codeOf(await update(owner, unique_id, { manager_notice: '告'.repeat(2000) }))).toBeUndefined();
  });

  it('refuses malformed settings with 3 (zones, flags, contest_setting)', async () => {
    const { owner, unique_id } = await setup();
    await expectRefused(owner, unique_id, { show_zones: [4] }, ErrorCode.PARAM_ERROR);
    await expectRefused(owner, unique_id, { open_show: 2 }, ErrorCode.PARAM_ERROR);
    await expectRefused(owner, unique_id, { contest_setting: { game_limit: -1 } }, ErrorCode.PARAM_ERROR);
  });
});

describe('operator lock', () => {
  it('refuses every change while locked (2558), reads still work, unlock restores', async () => {
    const { owner, manager, unique_id } = await setup();
    expect(await setContestLocked(t.db, unique_id, true, t.clock.now())).toBe(true);
    await expectRefused(manager, unique_id, { open_show: 0 }, ErrorCode.CONFIG_LOCKED);
    await expectRefused(owner, unique_id, {}, ErrorCode.CONFIG_LOCKED);
    expect(codeOf(await t.post('/api/contest/delete_contest', { unique_id }, owner.token))).toBe(
      ErrorCode.CONFIG_LOCKED,
    );
    expect((await detail(owner, unique_id)).locked).toBe(1);
    expect((await lastAudit(unique_id)).action).toBe('lock_contest');

    expect(await setContestLocked(t.db, unique_id, false, t.clock.now())).toBe(true);
    expect(await setContestLocked(t.db, unique_id, false, t.clock.now())).toBe(false);
    expect(codeOf(await update(manager, unique_id, { open_show: 0 }))).toBeUndefined();
  });
});

describe('review hold (check_state 1)', () => {
  it('holds a name change for review while other fields apply; approval applies it', async () => {
    const { owner, manager, unique_id } = await setup();
    await setContestCheckState(t.db, unique_id, true, t.clock.now());

    const res = await update(manager, unique_id, { name: [{ lang: 'default', content: 'Renamed Cup' }], open_show: 0 });
    expect(res.json()).toEqual({ data: { held: true } });
    const held = await detail(owner, unique_id);
    expect(held).toMatchObject({
      contest_name: [{ lang: 'default', content: 'Fixture contest' }],
      open: 0,
      check_state: 1,
      review_state: 1,
    });

    const review = await t.db
      .selectFrom('contest_reviews')
      .selectAll()
      .where('unique_id', '=', unique_id)
      .executeTakeFirstOrThrow();
    expect(review).toMatchObject({ kind: 'name', state: 1, account_id: manager.account_id });
    expect(JSON.parse(review.payload)).toEqual({
      contest_name: [{ lang: 'default', content: 'Renamed Cup' }],
      i18n_switch: 0,
    });
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('unique_id', '=', unique_id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['set_check_state', 'hold_contest_name', 'update_contest_base']);

    // A second change replaces the pending one rather than queueing another.
    await update(manager, unique_id, { name: [{ lang: 'default', content: 'Renamed Cup II' }] });
    const pending = await t.db.selectFrom('contest_reviews').selectAll().where('unique_id', '=', unique_id).execute();
    expect(pending).toHaveLength(1);

    await approveReview(t.db, review.id, t.clock.now());
    const approved = await detail(owner, unique_id);
    expect(approved).toMatchObject({ contest_name: [{ lang: 'default', content: 'Renamed Cup II' }], review_state: 3 });
    expect((await lastAudit(unique_id)).action).toBe('approve_review');
    await expect(approveReview(t.db, review.id, t.clock.now())).rejects.toMatchObject({
      code: ErrorCode.REVIEW_CONTENT_UNAVAILABLE,
    });
  });

  it('a rejected change leaves the name and marks the review failed', async () => {
    const { owner, unique_id } = await setup();
    await setContestCheckState(t.db, unique_id, true, t.clock.now());
    await update(owner, unique_id, { i18n_switch: 1, name: I18N_NAMES });
    const review = await t.db
      .selectFrom('contest_reviews')
      .selectAll()
      .where('unique_id', '=', unique_id)
      .executeTakeFirstOrThrow();
    await rejectReview(t.db, review.id, t.clock.now());
    expect(await detail(owner, unique_id)).toMatchObject({
      i18n_switch: 0,
      contest_name: [{ lang: 'default', content: 'Fixture contest' }],
      review_state: 2,
    });
    expect((await lastAudit(unique_id)).action).toBe('reject_review');
  });

  it('still validates a held name at once', async () => {
    const { owner, unique_id } = await setup();
    await setContestCheckState(t.db, unique_id, true, t.clock.now());
    await expectRefused(
      owner,
      unique_id,
      { name: [{ lang: 'default', content: 'Casino Royale' }] },
      ErrorCode.FORBIDDEN_WORD,
    );
  });
});
