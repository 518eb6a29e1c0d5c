import { socketEndpoints } from '@taikai/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Database, isPostgres } from '../src/db/database.js';
import { makeContest } from './fixtures.js';
import { createTestApp } from './helpers.js';

/**
 * Throws malformed bodies and queries at every POST and GET route: never a 500, always the envelope, and a
 * refused call leaves the database as it was. (Tables that count failures on purpose — login attempts — are
 * left out of the comparison.)
 */
const t = await createTestApp();
const owner = await t.user({ nickname: 'fuzz-owner' });
const { unique_id, season_id } = await makeContest(t.db, owner.account_id, t.clock.now());
const COUNTED_FAILURES = new Set(['rate_events', 'email_codes', 'kysely_migration', 'kysely_migration_lock']);

/**
 * This database's own tables. Not Kysely's introspection: on PostgreSQL it lists every schema's tables, other test
 * files' too, and fails ("schema does not exist") when one of those files drops its schema meanwhile.
 */
async function ownTables(db: Database): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.map((r) => r.name);
}

async function snapshot(db: Database): Promise<string> {
  const tables = (await ownTables(db)).filter((n) => !COUNTED_FAILURES.has(n)).sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    // biome-ignore lint/suspicious/noExplicitAny: walking every table generically
    out[table] = await (db as any).selectFrom(table).selectAll().execute();
  }
  return JSON.stringify(out);
}

const ids = fc.oneof(
  fc.constant(unique_id),
  fc.constant(season_id),
  fc.integer(),
  fc.double(),
  fc.constant(-1),
  fc.constant(0),
  fc.constant(2 ** 53),
  fc.constant(2 ** 31),
  fc.constant(2 ** 31 - 1),
  fc.constant(-(2 ** 31) - 1),
  fc.string({ maxLength: 8 }),
  fc.constant(null),
);
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(30_000)),
  fc.constant('<script>alert(1)</script>'),
  fc.integer(),
  fc.constant('a\u0000b'),
  fc.string({ maxLength: 12 }).map((x) => `${x}\u0000`),
);
const list = fc.oneof(
  fc.array(ids, { maxLength: 5 }),
  ids,
  fc.array(fc.record({ account_id: ids, lang: text, content: text }), { maxLength: 3 }),
);
const body = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.record(
    {
      unique_id: ids,
      season_id: ids,
      account_id: ids,
      account_list: list,
      account_id_list: list,
      add_list: list,
      remove_list: list,
      checked_list: list,
      name: list,
      setting: fc.oneof(
        fc.anything({ maxDepth: 2 }),
        fc.record(
          {
            name: list,
            start_time: ids,
            end_time: ids,
            rank_rule: ids,
            remark: text,
            game_rule_setting: fc.anything({ maxDepth: 2 }),
          },
          { requiredKeys: [] },
        ),
      ),
      remark: text,
      type: ids,
      start_time: ids,
      end_time: ids,
      open_show: ids,
      game_rule_setting: fc.anything({ maxDepth: 2 }),
      from_season_id: ids,
      to_season_id: ids,
      account: text,
      password: text,
      email: text,
      code: text,
      events: list,
    },
    { requiredKeys: [] },
  ),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constant('-1'),
  fc.constant('1e309'),
  fc.constant(String(unique_id)),
  fc.constant('abc'),
  fc.constant(''),
  fc.constant('2147483648'),
  fc.constant('a\u0000'),
);
const query = fc.dictionary(
  fc.constantFrom('unique_id', 'season_id', 'offset', 'limit', 'search', 'state', 'language', 'account_id', 'type'),
  queryValue,
  { maxKeys: 6 },
);

describe('every route, malformed input', () => {
  // WebSockets (declared in the shared socketEndpoints) speak their own protocol, tested where they live
  const sockets = new Set(Object.values(socketEndpoints).map((e) => e.path));
  const routes = t.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      !sockets.has(r.url) &&
      ['GET', 'POST'].includes(r.method),
  );

  it('has routes to walk, and compares every table of its own database', async () => {
    expect(routes.length).toBeGreaterThan(5);
    const tables = await ownTables(t.db);
    for (const table of ['contests', 'seasons', 'season_players', 'games', 'game_records', 'audit_log'])
      expect(tables).toContain(table);
    expect(new Set(tables).size).toBe(tables.length); // one schema: no table twice
  });

  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      // logout would end the session the other calls use; it is fuzzed without a token
      const token = route.url === '/api/logout' ? null : owner.token;
      await fc.assert(
        fc.asyncProperty(route.method === 'GET' ? query : body, async (input) => {
          const before = await snapshot(t.db);
          const res =
            route.method === 'GET'
              ? await t.get(route.url, token, input as Record<string, unknown>)
              : await t.post(route.url, input, token);
          expect(res.statusCode).toBeLessThan(500);
          // an export that the random body happened to make valid answers its file, not JSON
          if (res.statusCode < 400 && !String(res.headers['content-type']).includes('json')) return;
          const json = res.json();
          if (res.statusCode >= 400) {
            expect(typeof json.error.code).toBe('number');
            expect(typeof json.error.message).toBe('string');
            expect(await snapshot(t.db)).toBe(before);
          } else {
            expect(json).toHaveProperty('data');
          }
        }),
        { numRuns: 30 },
      );
    });
  }
});

/**
 * Deterministically: ids one past int32 (PostgreSQL's integer) and NUL bytes in text, which would come back from
 * the database as a 500 if they reached it. Every route gets both with otherwise plausible input: never a 5xx,
 * nothing written.
 */
const NUL = 'x\u0000y';
const nulBody = {
  unique_id,
  season_id,
  account_id: owner.account_id,
  name: [{ lang: 'default', content: NUL }],
  remark: NUL,
  nickname: NUL,
  content: NUL,
  search: NUL,
  email: NUL,
  password: NUL,
  account: NUL,
  code: NUL,
  setting: { remark: NUL, name: [{ lang: 'default', content: NUL }] },
  notice: [{ lang: 'default', content: NUL }],
  public_notice: [{ lang: 'default', content: NUL }],
  manager_notice: NUL,
  events: [{ name: NUL, page: NUL, time: 1, data: NUL }],
};
const BIG = 2 ** 31;
const bigBody = {
  unique_id: BIG,
  season_id: BIG,
  account_id: BIG,
  account_list: [BIG],
  account_id_list: [BIG],
  add_list: [BIG],
  remove_list: [BIG],
  checked_list: [BIG],
};

describe('every route, NUL bytes and ids past int32', () => {
  // WebSockets (declared in the shared socketEndpoints) speak their own protocol, tested where they live
  const sockets = new Set(Object.values(socketEndpoints).map((e) => e.path));
  const routes = t.app.routeTable.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      !sockets.has(r.url) &&
      ['GET', 'POST'].includes(r.method),
  );
  for (const route of routes) {
    it(`${route.method} ${route.url}`, async () => {
      const token = route.url === '/api/logout' ? null : owner.token;
      const inputs =
        route.method === 'GET'
          ? [
              { unique_id: String(BIG), season_id: String(BIG), account_id: String(BIG) },
              { unique_id: String(unique_id), season_id: String(season_id), search: NUL, nickname: NUL },
            ]
          : [nulBody, bigBody];
      for (const input of inputs) {
        const before = await snapshot(t.db);
        const res =
          route.method === 'GET'
            ? await t.get(route.url, token, input as Record<string, unknown>)
            : await t.post(route.url, input, token);
        expect(res.statusCode, JSON.stringify(input)).toBeLessThan(500);
        if (res.statusCode >= 400) expect(await snapshot(t.db)).toBe(before);
      }
    });
  }
});
