import { DAY_SECONDS } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { makeContest } from './fixtures.js';
import { codeOf, createTestApp } from './helpers.js';

/**
 * Text that must never reach the database — NUL bytes (PostgreSQL refuses them in text, which would be a 500) and
 * names that show nothing or show something else than they are (only invisible characters, bidi overrides, control
 * characters). Each is refused with a code naming the field, on both databases, and
 * nothing is written.
 */
const t = await createTestApp();
const owner = await t.user({ diamonds: 10_000 });
const { unique_id, season_id } = await makeContest(t.db, owner.account_id, t.clock.now());

const NUL = 'Cup\u0000';
const createBody = (name: string) => ({
  name: [{ lang: 'default', content: name }],
  game_rule_setting: { round_type: 2, thinking_type: 3, game_mode: 'liqi' },
  open_show: 1,
  start_time: t.clock.now() + DAY_SECONDS,
  end_time: t.clock.now() + 8 * DAY_SECONDS,
});

describe('NUL bytes in text', () => {
  const cases: [string, string, Record<string, unknown>, boolean][] = [
    ['login account', '/api/login', { account: NUL, password: 'password1' }, false],
    ['create_contest name', '/api/contest/create_contest', createBody(NUL), true],
    [
      'update_contest_season remark',
      '/api/contest/update_contest_season',
      { unique_id, season_id, setting: { remark: NUL } },
      true,
    ],
    [
      'register nickname',
      '/api/register',
      { nickname: NUL, email: 'a@b.c', password: 'secret1', code: '123456', zone: 1 },
      false,
    ],
    ['analytics', '/api/analytics', { events: [{ name: NUL, time: 1 }] }, true],
  ];
  for (const [what, url, body, withToken] of cases) {
    it(`${what}: refused as a param error (400, code 3), never 500`, async () => {
      const res = await t.post(url, body, withToken ? owner.token : null);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe(3);
    });
  }
  it('in a query: refused as a param error', async () => {
    const res = await t.get('/api/contest/contest_season_player_list', owner.token, {
      unique_id,
      season_id,
      state: 2,
      search: 'a\u0000',
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(3);
  });
});

/** A stranger's body is never parsed, and bodies are as small and shallow as the endpoint needs. */
describe('bodies', () => {
  it('an endpoint that needs a session refuses a caller without one before reading the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contest/update_contest_season',
      headers: { 'content-type': 'application/json' },
      payload: '[[[[not json',
    });
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe(2505);
  });

  it('refuses nesting deeper than 16 without parsing it (code 3, field body)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contest/update_contest_season',
      headers: { 'content-type': 'application/json', authorization: `Majsoul ${owner.token}` },
      payload: `{"unique_id":${unique_id},"season_id":${season_id},"setting":${'['.repeat(60_000)}`,
    });
    expect(res.json().error).toMatchObject({ code: 3, field: 'body' });
  });

  it('a body over the endpoint limit is refused (64 KiB by default, code 3)', async () => {
    const res = await t.post(
      '/api/contest/update_contest_season',
      { unique_id, season_id, setting: { remark: 'x'.repeat(70 * 1024) } },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 3, field: 'body' });
  });
});

/** Names and remarks that show nothing or something else than they hold. */
describe('names and remarks people see', () => {
  const bad: [string, string][] = [
    ['zero-width only', '\u200B\u200C\u200D'],
    ['Hangul filler only', '\u3164\u3164'],
    ['blanks only', '   '],
    ['right-to-left override', 'Cup \u202Egpj.exe'],
    ['a control character', 'Cup\u0007'],
  ];
  for (const [what, text] of bad) {
    it(`${what}: refused with 2598 naming the field, nothing written`, async () => {
      const name = await t.post('/api/contest/create_contest', createBody(text), owner.token);
      expect(codeOf(name)).toBe(2598);
      expect(name.json().error.field).toBe('body.name.0.content');
      const remark = await t.post(
        '/api/contest/update_contest_season',
        { unique_id, season_id, setting: { remark: text } },
        owner.token,
      );
      expect(codeOf(remark)).toBe(2598);
      const season = await t.db
        .selectFrom('seasons')
        .select('remark')
        .where('unique_id', '=', unique_id)
        .executeTakeFirstOrThrow();
      expect(season.remark).toBe('');
    });
  }
  it('ordinary names and multi-line remarks pass', async () => {
    const ok = await t.post(
      '/api/contest/update_contest_season',
      { unique_id, season_id, setting: { remark: 'Round 1\nRound 2\t(東風)' } },
      owner.token,
    );
    expect(ok.statusCode).toBe(200);
    // (the fixture account may not create contests: any refusal but 2598 shows the name itself passed)
    expect(codeOf(await t.post('/api/contest/create_contest', createBody('麻雀 Cup 2027'), owner.token))).not.toBe(
      2598,
    );
  });
});
