import { ErrorCode, LIMITS, NoticeAuditAction, PUBLIC_NOTICE_REVIEW_KIND, ReviewState } from '@taikai/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeContest } from '../../../test/fixtures.js';
import { codeOf, createTestApp, T0 } from '../../../test/helpers.js';
import { approveReview, rejectReview } from '../contest/contest-review.service.js';

const PUBLIC = '/api/contest/update_contest_external_notice';
const PRIVATE = '/api/contest/update_contest_internal_notice';

const t = await createTestApp();
const creator = await t.user({ nickname: 'NoticeCreator' });
const manager = await t.user({ nickname: 'NoticeManager' });
const stranger = await t.user({ nickname: 'NoticeStranger' });

/** A fresh contest per test, with `manager` as its manager. */
let uid: number;
beforeEach(async () => {
  ({ unique_id: uid } = await makeContest(t.db, creator.account_id, T0));
  await t.db
    .insertInto('contest_admins')
    .values({ unique_id: uid, account_id: manager.account_id, create_time: T0 })
    .execute();
});

const contestRow = () => t.db.selectFrom('contests').selectAll().where('unique_id', '=', uid).executeTakeFirstOrThrow();
const stored = async (column: 'public_notice' | 'private_notice') => JSON.parse((await contestRow())[column]);
const setContest = (patch: { check_state?: number; locked?: number }) =>
  t.db.updateTable('contests').set(patch).where('unique_id', '=', uid).execute();
const auditRows = () => t.db.selectFrom('audit_log').selectAll().where('unique_id', '=', uid).orderBy('id').execute();
const reviews = () =>
  t.db.selectFrom('contest_reviews').selectAll().where('unique_id', '=', uid).orderBy('id').execute();
const notice = (...entries: [string, string][]) => ({
  unique_id: uid,
  notice: entries.map(([lang, content]) => ({ lang, content })),
});

describe('notice limits', () => {
  it('public notice: 500 characters per language pass, 501 in any one language is 2548 naming it', async () => {
    const ok = await t.post(PUBLIC, notice(['chs', 'a'.repeat(500)], ['en', 'b'.repeat(500)]), creator.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ held: false });
    expect(await stored('public_notice')).toEqual([
      { lang: 'chs', content: 'a'.repeat(500) },
      { lang: 'en', content: 'b'.repeat(500) },
    ]);

    const long = await t.post(
      PUBLIC,
      notice(['chs', 'c'.repeat(500)], ['en', 'd'.repeat(LIMITS.publicNoticeMax + 1)]),
      creator.token,
    );
    expect(codeOf(long)).toBe(ErrorCode.NOTICE_TOO_LONG);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('notice.en');
    expect((await stored('public_notice'))[0].content).toBe('a'.repeat(500)); // nothing half-written
  });

  it('private notice: 3000 characters per language pass, 3001 is 2548', async () => {
    const ok = await t.post(PRIVATE, notice(['default', 'x'.repeat(3000)]), manager.token);
    expect(ok.json().data).toEqual({ held: false });
    expect((await stored('private_notice'))[0].content).toHaveLength(3000);

    const long = await t.post(PRIVATE, notice(['default', 'y'.repeat(LIMITS.privateNoticeMax + 1)]), manager.token);
    expect(codeOf(long)).toBe(ErrorCode.NOTICE_TOO_LONG);
    expect((await stored('private_notice'))[0].content).toBe('x'.repeat(3000));
  });

  it('counts characters, not UTF-16 units: 500 emoji are 500 characters', async () => {
    const res = await t.post(PUBLIC, notice(['default', '🀄'.repeat(500)]), creator.token);
    expect(res.json().data).toEqual({ held: false });
    expect(codeOf(await t.post(PUBLIC, notice(['default', '🀄'.repeat(501)]), creator.token))).toBe(
      ErrorCode.NOTICE_TOO_LONG,
    );
  });

  it('an unknown language or a language named twice is a param error (3)', async () => {
    expect(codeOf(await t.post(PUBLIC, notice(['xx', 'hi']), creator.token))).toBe(ErrorCode.PARAM_ERROR);
    const dup = await t.post(PUBLIC, notice(['en', 'one'], ['en', 'two']), creator.token);
    expect(codeOf(dup)).toBe(ErrorCode.PARAM_ERROR);
    expect(dup.json().error.field).toBe('notice.en');
    expect(await stored('public_notice')).toEqual([]);
  });

  it('a notice with a forbidden word is refused with 502', async () => {
    await t.db.insertInto('forbidden_words').values({ word: 'noticebadword' }).execute();
    const res = await t.post(PRIVATE, notice(['default', 'Hello NoticeBadWord there']), creator.token);
    expect(codeOf(res)).toBe(ErrorCode.FORBIDDEN_WORD);
    expect(await stored('private_notice')).toEqual([]);
  });
});

describe('sanitising', () => {
  it('strips <script> and event handlers, keeps <b>', async () => {
    const html = '<b>Round 2</b> starts <script>alert(1)</script><img src="x.png" onerror="alert(2)">';
    for (const path of [PUBLIC, PRIVATE]) {
      expect((await t.post(path, notice(['default', html]), creator.token)).statusCode).toBe(200);
    }
    for (const column of ['public_notice', 'private_notice'] as const) {
      const [entry] = await stored(column);
      expect(entry.content).toContain('<b>Round 2</b>');
      expect(entry.content).not.toContain('<script');
      expect(entry.content).not.toContain('alert(1)');
      expect(entry.content).not.toContain('onerror');
    }
  });

  it('drops a language whose content is empty after sanitising (clearing a notice)', async () => {
    await t.post(PUBLIC, notice(['default', 'first']), creator.token);
    await t.post(PUBLIC, notice(['default', '<script>x</script>'], ['en', 'kept']), creator.token);
    expect(await stored('public_notice')).toEqual([{ lang: 'en', content: 'kept' }]);
    await t.post(PUBLIC, notice(), creator.token);
    expect(await stored('public_notice')).toEqual([]);
  });
});

describe('review (check_state 1)', () => {
  it('holds a public notice change in contest_reviews and answers held: true', async () => {
    await t.post(PUBLIC, notice(['default', 'before review']), creator.token);
    await setContest({ check_state: 1 });

    const res = await t.post(PUBLIC, notice(['default', '<b>held</b><script>x()</script>']), manager.token);
    expect(res.json().data).toEqual({ held: true });
    expect(await stored('public_notice')).toEqual([{ lang: 'default', content: 'before review' }]);
    expect((await contestRow()).review_state).toBe(ReviewState.Reviewing);
    const [review] = await reviews();
    expect(review).toMatchObject({ kind: PUBLIC_NOTICE_REVIEW_KIND, state: 1, account_id: manager.account_id });
    expect(JSON.parse(review.payload)).toEqual({ public_notice: [{ lang: 'default', content: '<b>held</b>' }] });

    // A newer change replaces the pending one: still one pending review.
    expect((await t.post(PUBLIC, notice(['default', 'held again']), creator.token)).json().data).toEqual({
      held: true,
    });
    const after = await reviews();
    expect(after).toHaveLength(1);
    expect(JSON.parse(after[0].payload)).toEqual({ public_notice: [{ lang: 'default', content: 'held again' }] });
    expect(after[0].account_id).toBe(creator.account_id);
    expect((await auditRows()).filter((r) => r.action === NoticeAuditAction.HoldPublicNotice)).toHaveLength(2);
  });

  it('the operator approving a held public notice applies it; rejecting leaves the old one', async () => {
    await t.post(PUBLIC, notice(['default', 'old']), creator.token);
    await setContest({ check_state: 1 });
    await t.post(PUBLIC, notice(['default', 'new']), creator.token);
    const [held] = await reviews();
    await approveReview(t.db, held.id, T0);
    expect(await stored('public_notice')).toEqual([{ lang: 'default', content: 'new' }]);
    expect((await contestRow()).review_state).toBe(ReviewState.Passed);

    await t.post(PUBLIC, notice(['default', 'refused']), creator.token);
    const pending = (await reviews()).find((r) => r.state === 1);
    await rejectReview(t.db, pending?.id ?? -1, T0);
    expect(await stored('public_notice')).toEqual([{ lang: 'default', content: 'new' }]);
    expect((await contestRow()).review_state).toBe(ReviewState.Failed);
  });

  it('an unchanged public notice with nothing pending is not held', async () => {
    await t.post(PUBLIC, notice(['default', 'same']), creator.token);
    await setContest({ check_state: 1 });
    expect((await t.post(PUBLIC, notice(['default', 'same']), creator.token)).json().data).toEqual({ held: false });
    expect(await reviews()).toHaveLength(0);
  });

  it('the private notice is internal to managers and applies at once', async () => {
    await setContest({ check_state: 1 });
    const res = await t.post(PRIVATE, notice(['default', 'managers only']), creator.token);
    expect(res.json().data).toEqual({ held: false });
    expect(await stored('private_notice')).toEqual([{ lang: 'default', content: 'managers only' }]);
    expect(await reviews()).toHaveLength(0);
    expect((await contestRow()).review_state).toBe(0);
  });
});

describe('permissions and lock', () => {
  it('the operator lock refuses both notices with 2558 and writes nothing', async () => {
    await setContest({ locked: 1 });
    for (const path of [PUBLIC, PRIVATE]) {
      const res = await t.post(path, notice(['default', 'locked out']), creator.token);
      expect(codeOf(res)).toBe(ErrorCode.CONFIG_LOCKED);
      expect(res.statusCode).toBe(409);
    }
    expect(await stored('public_notice')).toEqual([]);
    expect(await stored('private_notice')).toEqual([]);
    expect(await auditRows()).toHaveLength(0);
  });

  it('someone who is neither creator nor manager gets 2506; no login gets 2505', async () => {
    for (const path of [PUBLIC, PRIVATE]) {
      const res = await t.post(path, notice(['default', 'intruder']), stranger.token);
      expect(codeOf(res)).toBe(ErrorCode.NO_PERMISSION);
      expect(res.statusCode).toBe(403);
      expect(codeOf(await t.post(path, notice(['default', 'anon']), null))).toBe(ErrorCode.NOT_LOGGED_IN);
    }
    expect(await stored('public_notice')).toEqual([]);
  });

  it('an unknown contest is 2501', async () => {
    const res = await t.post(PUBLIC, { unique_id: 99_999_999, notice: [] }, creator.token);
    expect(codeOf(res)).toBe(ErrorCode.CONTEST_NOT_FOUND);
  });
});

describe('audit', () => {
  it('writes one row per change with before and after; an unchanged notice writes none', async () => {
    await t.post(PUBLIC, notice(['default', 'v1']), manager.token);
    await t.post(PRIVATE, notice(['default', 'p1']), creator.token);
    await t.post(PRIVATE, notice(['default', 'p1']), creator.token);
    const rows = await auditRows();
    expect(rows.map((r) => r.action)).toEqual([
      NoticeAuditAction.UpdatePublicNotice,
      NoticeAuditAction.UpdatePrivateNotice,
    ]);
    expect(rows[0].account_id).toBe(manager.account_id);
    expect(JSON.parse(rows[0].before)).toEqual({ public_notice: [] });
    expect(JSON.parse(rows[0].after)).toEqual({ public_notice: [{ lang: 'default', content: 'v1' }] });
  });

  it('the notices are visible in the contest detail', async () => {
    await t.post(PUBLIC, notice(['default', 'pub']), creator.token);
    await t.post(PRIVATE, notice(['default', 'priv']), creator.token);
    const res = await t.get('/api/contest/fetch_contest_detail', manager.token, { unique_id: uid });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.public_notice).toEqual([{ lang: 'default', content: 'pub' }]);
    expect(res.json().data.private_notice).toEqual([{ lang: 'default', content: 'priv' }]);
  });
});
