import { envelope, playerListReply } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/demo/seed.js';
import { insertSession } from '../src/modules/auth/auth.repository.js';
import { hashToken, newToken } from '../src/modules/auth/tokens.js';
import { replySerializerCompiler } from '../src/plugins/serializer.js';
import { createTestApp } from './helpers.js';

/** Replies are written by fast-json-stringify (plugins/serializer.ts); checked against zod in tests. */

const schema = envelope(playerListReply);
const compile = (validate: boolean) =>
  replySerializerCompiler(validate)({ schema, method: 'GET', url: '/list', httpStatus: '200' }) as (
    reply: unknown,
  ) => string | Buffer;
const player = { account_id: 10001, nickname: '雀士"1', remark: '', state: 2, create_time: 1, account_data: '{}' };
const text = (out: string | Buffer) => (typeof out === 'string' ? out : out.toString('utf8'));

describe('reply serializer', () => {
  it('writes only the declared fields, so an internal column cannot leak', () => {
    for (const validate of [true, false]) {
      const out = JSON.parse(
        text(compile(validate)({ data: { list: [{ ...player, password_hash: 'x' }], total: 1, secret: 1 } })),
      );
      expect(out).toEqual({ data: { list: [player], total: 1 } });
    }
  });

  it('refuses a reply that breaks the contract when validating (tests and development)', () => {
    expect(() => compile(true)({ data: { list: [{ ...player, state: 'two' }], total: 1 } })).toThrow();
  });

  it('encodes a frozen (shared) value once and sends the same bytes again', () => {
    const write = compile(false);
    const shared = Object.freeze({ list: [player], total: 1 });
    const first = write({ data: shared });
    expect(Buffer.isBuffer(first)).toBe(true);
    expect(write({ data: shared })).toBe(first);
    const fresh = { list: [player], total: 1 };
    expect(typeof write({ data: fresh })).toBe('string');
    expect(JSON.parse(text(first))).toEqual(JSON.parse(text(write({ data: fresh }))));
  });
});

// Both ways of writing replies give the same bodies for every read of the demo contest.
const t = await createTestApp();
await seedDemo(t.app.ctx);
const fast = await buildApp({
  db: t.db,
  clock: t.clock,
  logger: false,
  consoleDir: null,
  config: { demo: false, validateReplies: false },
});
await t.db.updateTable('contests').set({ observer_switch: 1 }).execute();
const contest = await t.db.selectFrom('contests').select(['unique_id', 'creator_id']).executeTakeFirstOrThrow();
const season = await t.db
  .selectFrom('seasons')
  .select('season_id')
  .where('unique_id', '=', contest.unique_id)
  .executeTakeFirstOrThrow();
const token = newToken();
await insertSession(t.db, hashToken(token), contest.creator_id, t.clock.now(), t.clock.now() + 3600);

describe('replies written with and without zod validation', () => {
  const u = contest.unique_id;
  const s = season.season_id;
  const reads = [
    '/api/contest/fetch_account_info',
    '/api/contest/fetch_announcement',
    '/api/contest/fetch_contest_list',
    `/api/contest/fetch_contest_detail?unique_id=${u}`,
    `/api/contest/fetch_contest_audit_log?unique_id=${u}`,
    `/api/contest/fetch_observer_list?unique_id=${u}`,
    `/api/contest/fetch_contest_season_list?unique_id=${u}`,
    `/api/contest/contest_season_player_list?unique_id=${u}&season_id=${s}`,
    `/api/contest/contest_season_player_list?unique_id=${u}&season_id=${s}&state=1`,
    `/api/contest/contest_season_player_limit?unique_id=${u}&season_id=${s}`,
    `/api/contest/contest_season_chat_limit?unique_id=${u}&season_id=${s}`,
    '/api/contest/player/my_contests',
  ];
  it.each(reads)('%s', async (url) => {
    const headers = { authorization: `Majsoul ${token}` };
    const checked = await t.app.inject({ url, headers });
    const written = await fast.inject({ url, headers });
    expect(checked.statusCode).toBe(200);
    expect(written.headers['content-type']).toBe(checked.headers['content-type']);
    expect(written.json()).toEqual(checked.json());
    expect(Object.keys(written.json())).toEqual(['data']);
  });
});
