import { ErrorCode, NICKNAME_MAX, zoneOf } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp, type TestApp } from '../../../test/helpers.js';
import { hit } from './rate-limit.js';

const t = await createTestApp();
const closed = await createTestApp({ config: { registrationOpen: false } });

/** Each test speaks from its own address, so the per-IP request cap in front of the route never interferes. */
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;
let mailSeq = 0;
const nextEmail = () => `newcomer${++mailSeq}@test.local`;

function post(app: TestApp, url: string, body: unknown, ip: string) {
  return app.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
}

/** Sends a registration code to `email` and returns it (read from the in-memory mailer). */
async function codeFor(email: string, ip = nextIp(), app = t): Promise<string> {
  const res = await post(app, '/api/send_email_code', { email, purpose: 'register' }, ip);
  expect(res.json()).toEqual({ data: {} });
  const mail = app.mailer.sent.at(-1);
  expect(mail?.to).toBe(email.toLowerCase());
  return /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
}

/** Nicknames of their own: two registrations may not hold look-alike nicknames (1011). */
let nickSeq = 0;
const body = (email: string, code: string, extra: Record<string, unknown> = {}) => ({
  nickname: `Newcomer${++nickSeq}`,
  email,
  password: 'secret1',
  code,
  zone: 1,
  ...extra,
});

describe('registration', () => {
  it('creates an account in the chosen zone, logs it in, and records it', async () => {
    for (const zone of [1, 2, 3] as const) {
      const email = nextEmail();
      const code = await codeFor(email);
      const res = await post(t, '/api/register', body(email, code, { zone, nickname: `  Zone${zone}  ` }), nextIp());
      expect(res.statusCode).toBe(200);
      const { token, account_id: accountId } = res.json().data;
      expect(zoneOf(accountId)).toBe(zone);
      const info = await t.get('/api/contest/fetch_account_info', token);
      expect(info.json().data).toMatchObject({ account_id: accountId, nickname: `Zone${zone}` });
      // The password works for the ordinary login, by e-mail in any case.
      const login = await post(t, '/api/login', { account: email.toUpperCase(), password: 'secret1' }, nextIp());
      expect(login.statusCode).toBe(200);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'account.register')
        .where('account_id', '=', accountId)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0].unique_id).toBe(0);
    }
  });

  it('gives each new account of a zone its own id, even when many register at once', async () => {
    const emails = Array.from({ length: 6 }, nextEmail);
    const codes: string[] = [];
    for (const e of emails) codes.push(await codeFor(e));
    const replies = await Promise.all(
      emails.map((e, i) => post(t, '/api/register', body(e, codes[i], { zone: 2 }), nextIp())),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(emails.map(() => 200));
    const ids = replies.map((r) => r.json().data.account_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(zoneOf(id)).toBe(2);
  });

  it('refuses a registration code for an address that has an account (1004); a login code is answered alike for any address, sent only to an account', async () => {
    const u = await t.user();
    const taken = await post(t, '/api/send_email_code', { email: u.email, purpose: 'register' }, nextIp());
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, ErrorCode.EMAIL_TAKEN]);
    const mails = t.mailer.sent.length;
    const stranger = nextEmail();
    const unknown = await post(t, '/api/send_email_code', { email: stranger }, nextIp());
    const known = await post(t, '/api/send_email_code', { email: u.email }, nextIp());
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(known.statusCode).toBe(200);
    // the account's address got its code; the stranger's got nothing, and a guessed code for it is just invalid
    expect(t.mailer.sent.slice(mails).map((m) => m.to)).toEqual([u.email]);
    const guess = await post(t, '/api/login_by_code', { email: stranger, code: '123456' }, nextIp());
    expect(codeOf(guess)).toBe(ErrorCode.CODE_INVALID);
    const badPurpose = await post(t, '/api/send_email_code', { email: nextEmail(), purpose: 'other' }, nextIp());
    expect(codeOf(badPurpose)).toBe(ErrorCode.PARAM_ERROR);
  });

  it('refuses an address already registered (1004), even with a valid login code for it', async () => {
    const u = await t.user();
    await post(t, '/api/send_email_code', { email: u.email }, nextIp());
    const code = /(\d{6})/.exec(t.mailer.sent.at(-1)?.text ?? '')?.[1] ?? '';
    const res = await post(t, '/api/register', body(u.email, code), nextIp());
    expect([res.statusCode, codeOf(res), res.json().error.field]).toEqual([409, ErrorCode.EMAIL_TAKEN, 'email']);
  });

  it('refuses a missing, wrong, expired, used or over-tried code (111, 112, 110)', async () => {
    const none = await post(t, '/api/register', body(nextEmail(), '123456'), nextIp());
    expect([none.statusCode, codeOf(none)]).toEqual([400, ErrorCode.CODE_INVALID]);

    const email = nextEmail();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(t, '/api/register', body(email, wrong), nextIp());
    expect(codeOf(bad)).toBe(ErrorCode.CODE_INVALID);
    for (let i = 0; i < 4; i++) await post(t, '/api/register', body(email, wrong), nextIp());
    // Five wrong tries spend the code: even the right one is refused now.
    const spent = await post(t, '/api/register', body(email, code), nextIp());
    expect([spent.statusCode, codeOf(spent)]).toEqual([429, ErrorCode.CODE_TOO_MANY]);

    const late = nextEmail();
    const lateCode = await codeFor(late);
    t.clock.advance(11 * 60);
    const expired = await post(t, '/api/register', body(late, lateCode), nextIp());
    expect(codeOf(expired)).toBe(ErrorCode.CODE_EXPIRED);

    const once = nextEmail();
    const onceCode = await codeFor(once);
    expect((await post(t, '/api/register', body(once, onceCode), nextIp())).statusCode).toBe(200);
    const again = await post(t, '/api/register', body(once, onceCode, { nickname: 'Again' }), nextIp());
    expect(codeOf(again)).toBe(ErrorCode.EMAIL_TAKEN);
  });

  it('refuses nicknames that are empty, too long or invisible (1005) and forbidden words (502)', async () => {
    const bad = [
      '',
      '   ',
      'x'.repeat(NICKNAME_MAX + 1),
      '\u200b\u200b',
      '\u3164',
      'ab\u202ecd',
      'a\u0007b',
      'a\nb',
      'two  spaces',
    ];
    for (const nickname of bad) {
      const email = nextEmail();
      const res = await post(t, '/api/register', body(email, await codeFor(email), { nickname }), nextIp());
      expect([res.statusCode, codeOf(res), res.json().error.field], JSON.stringify(nickname)).toEqual([
        400,
        ErrorCode.NICKNAME_INVALID,
        'nickname',
      ]);
    }
    const email = nextEmail();
    const fw = await post(
      t,
      '/api/register',
      body(email, await codeFor(email), { nickname: 'ＣＡＳＩＮＯ王' }),
      nextIp(),
    );
    expect([fw.statusCode, codeOf(fw)]).toEqual([400, ErrorCode.FORBIDDEN_WORD]);
    // Sixteen characters, counted as people see them (not UTF-16 units), is fine.
    const ok = nextEmail();
    const wide = await post(
      t,
      '/api/register',
      body(ok, await codeFor(ok), { nickname: `${'雀'.repeat(15)}🀄` }),
      nextIp(),
    );
    expect(wide.statusCode).toBe(200);
  });

  it('refuses a password shorter than the CLI allows (1007) and a zone that does not exist (3)', async () => {
    const email = nextEmail();
    const code = await codeFor(email);
    const short = await post(t, '/api/register', body(email, code, { password: '12345' }), nextIp());
    expect([short.statusCode, codeOf(short), short.json().error.field]).toEqual([
      400,
      ErrorCode.PASSWORD_INVALID,
      'password',
    ]);
    const zone = await post(t, '/api/register', body(email, code, { zone: 4 }), nextIp());
    expect([zone.statusCode, codeOf(zone)]).toEqual([400, ErrorCode.PARAM_ERROR]);
    // Neither refusal spent the code.
    expect((await post(t, '/api/register', body(email, code), nextIp())).statusCode).toBe(200);
  });

  it('limits attempts per IP (successful ones count) with counters in the database (109)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 19; i++) await hit(t.db, `register:ip:${ip}`, t.clock.now());
    const email = nextEmail();
    const ok = await post(t, '/api/register', body(email, await codeFor(email)), ip);
    expect(ok.statusCode).toBe(200);
    const next = nextEmail();
    const refused = await post(t, '/api/register', body(next, await codeFor(next)), ip);
    expect([refused.statusCode, codeOf(refused)]).toEqual([429, ErrorCode.TOO_FREQUENT]);
    // The window slides: an hour later the address may register again.
    t.clock.advance(3601);
    const later = await post(t, '/api/register', body(next, await codeFor(next)), ip);
    expect(later.statusCode).toBe(200);
  });

  it('limits refused attempts per e-mail address, from any IP (109)', async () => {
    const email = nextEmail();
    for (let i = 0; i < 10; i++) {
      const res = await post(t, '/api/register', body(email, '999999', { password: 'short' }), nextIp());
      expect(codeOf(res)).toBe(ErrorCode.PASSWORD_INVALID);
    }
    const code = await codeFor(email);
    const refused = await post(t, '/api/register', body(email, code), nextIp());
    expect([refused.statusCode, codeOf(refused)]).toEqual([429, ErrorCode.TOO_FREQUENT]);
  });

  it('is off with TAIKAI_REGISTRATION=closed (1006); the code login still works', async () => {
    expect(
      await import('../../config.js').then((m) => m.loadConfig({ TAIKAI_REGISTRATION: 'closed' }).registrationOpen),
    ).toBe(false);
    const email = nextEmail();
    const send = await post(closed, '/api/send_email_code', { email, purpose: 'register' }, nextIp());
    expect([send.statusCode, codeOf(send)]).toEqual([403, ErrorCode.REGISTRATION_CLOSED]);
    const reg = await post(closed, '/api/register', body(email, '123456'), nextIp());
    expect([reg.statusCode, codeOf(reg)]).toEqual([403, ErrorCode.REGISTRATION_CLOSED]);
    const u = await closed.user();
    const login = await post(closed, '/api/send_email_code', { email: u.email }, nextIp());
    expect(login.statusCode).toBe(200);
  });

  it('answers in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body(nextEmail(), '123456', { password: '1' }),
      remoteAddress: nextIp(),
      headers: { 'accept-language': 'ja' },
    });
    expect(res.json().error.message).toContain('パスワード');
  });

  it('writes the code e-mail in the language of the page that asked for it (Simplified Chinese without one)', async () => {
    const subjects: string[] = [];
    for (const lang of ['ja', 'en-US,en;q=0.9', 'ko', 'zh-TW', null]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/send_email_code',
        payload: { email: nextEmail(), purpose: 'register' },
        remoteAddress: nextIp(),
        headers: lang ? { 'accept-language': lang } : {},
      });
      expect(res.json()).toEqual({ data: {} });
      const mail = t.mailer.sent.at(-1);
      const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(mail?.subject).toContain(code);
      subjects.push(mail?.subject.replace(code, '<code>') ?? '');
    }
    expect(subjects).toEqual([
      'Taikai 認証コード <code>',
      'Taikai verification code <code>',
      'Taikai 인증 코드 <code>',
      'Taikai 驗證碼 <code>',
      'Taikai 验证码 <code>',
    ]);
  });

  describe('look-alike nicknames (1011)', () => {
    /** Registers `nickname` with a fresh address and code; the reply. */
    async function register(nickname: string) {
      const email = nextEmail();
      return post(t, '/api/register', body(email, await codeFor(email), { nickname }), nextIp());
    }

    it('refuses a nickname another account holds, in any case, with look-alike letters or full-width', async () => {
      expect((await register('Alice')).statusCode).toBe(200);
      const lookAlikes = [
        'Alice', // the same
        ' Alice ', // trimmed, the same
        'ALICE', // case
        'alice',
        '\u0391lice', // Greek capital alpha
        '\u0410lice', // Cyrillic capital a
        'Ａｌｉｃｅ', // full-width
        '𝐀𝐥𝐢𝐜𝐞', // mathematical bold
        '\ua4eelice', // Lisu letter A, which has no small letter
      ];
      for (const nickname of lookAlikes) {
        const res = await register(nickname);
        expect([res.statusCode, codeOf(res), res.json().error.field], JSON.stringify(nickname)).toEqual([
          409,
          ErrorCode.NICKNAME_LOOK_ALIKE,
          'nickname',
        ]);
      }
      for (const nickname of ['Alicia', 'Alice2', 'アリス']) expect((await register(nickname)).statusCode).toBe(200);
      // 'ｱﾘｽ' is 'アリス' in half-width kana
      expect(codeOf(await register('ｱﾘｽ'))).toBe(ErrorCode.NICKNAME_LOOK_ALIKE);
      const accounts = await t.db
        .selectFrom('accounts')
        .select('nickname')
        .where('nickname', 'in', [...lookAlikes, 'Alice'])
        .execute();
      expect(accounts.map((a) => a.nickname)).toEqual(['Alice']);
    });

    it('answers in the request language, and a refusal spends neither the code nor the address', async () => {
      expect((await register('Sakura Miko')).statusCode).toBe(200);
      const email = nextEmail();
      const code = await codeFor(email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: body(email, code, { nickname: 'SAKURA MIKO' }),
        remoteAddress: nextIp(),
        headers: { 'accept-language': 'en' },
      });
      expect(res.json().error.message).toContain("This nickname looks like another player's.");
      const ok = await post(t, '/api/register', body(email, code, { nickname: 'Sakura Miko 2' }), nextIp());
      expect(ok.statusCode).toBe(200);
    });

    it('of look-alikes registering at the same moment, exactly one lands', async () => {
      for (let round = 1; round <= 4; round++) {
        const names = [
          `Racer${round}`,
          `RACER${round}`,
          `R\u0430cer${round}`,
          `Ｒａｃｅｒ${round}`,
          `r\u0430cer${round}`,
        ];
        const emails = names.map(() => nextEmail());
        const codes: string[] = [];
        for (const e of emails) codes.push(await codeFor(e));
        const replies = await Promise.all(
          names.map((nickname, i) => post(t, '/api/register', body(emails[i], codes[i], { nickname }), nextIp())),
        );
        const landed = replies.filter((r) => r.statusCode === 200);
        expect(landed, `round ${round}`).toHaveLength(1);
        for (const r of replies.filter((x) => x.statusCode !== 200))
          expect(codeOf(r)).toBe(ErrorCode.NICKNAME_LOOK_ALIKE);
        const held = await t.db.selectFrom('accounts').select('nickname').where('nickname', 'in', names).execute();
        expect(held, `round ${round}`).toHaveLength(1);
      }
    });
  });
});
