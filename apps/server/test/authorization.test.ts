import { downloads, type Endpoint, endpointList, httpStatusFor, PlayerState, unnamedAuditParts } from '@taikai/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ContestScopedKey, examples, MANAGER_OR_SEAT, type Scene } from './endpoint-examples.js';
import { makeContest } from './fixtures.js';
import { createTestApp } from './helpers.js';

/**
 * The authorisation matrix, generated from the shared endpoint table: every contest-scoped endpoint (policy manager
 * or creator, downloads included, and the login calls of MANAGER_OR_SEAT) × every kind of caller, each cell on a
 * fresh contest (so that allowed calls, delete included, cannot disturb the others). A refused call must leave the
 * contest's audit log as it was; an allowed one gets past the policy and succeeds with the example input of
 * endpoint-examples.ts (or answers the example's declared outcome when a fresh contest cannot make it succeed). An endpoint without an example fails.
 */
const t = await createTestApp();
const creator = await t.user({ nickname: 'creator' });
const manager = await t.user({ nickname: 'manager' });
const stranger = await t.user({ nickname: 'stranger' });
const otherManager = await t.user({ nickname: 'other-manager' });
const operator = await t.user({ nickname: 'operator' });
const player = await t.user({ nickname: 'player' });
const waiting = await t.user({ nickname: 'waiting' });
const spare = await t.user({ nickname: 'spare' });
await t.db.updateTable('accounts').set({ is_operator: 1 }).where('account_id', '=', operator.account_id).execute();

const elsewhere = await makeContest(t.db, stranger.account_id, t.clock.now());
await t.db
  .insertInto('contest_admins')
  .values({ unique_id: elsewhere.unique_id, account_id: otherManager.account_id, create_time: 0 })
  .execute();

type Contest = 'live' | 'locked' | 'deleted' | 'unknown';
interface Caller {
  name: string;
  token: string | null;
  contest: Contest;
  /** names a season the contest does not have */
  unknownSeason?: boolean;
}

const CALLERS: Caller[] = [
  { name: 'logged out', token: null, contest: 'live' },
  { name: 'a bad token', token: 'not-a-real-token', contest: 'live' },
  { name: 'a stranger', token: stranger.token, contest: 'live' },
  { name: 'a stranger naming an unknown season', token: stranger.token, contest: 'live', unknownSeason: true },
  { name: 'a manager of another contest', token: otherManager.token, contest: 'live' },
  { name: 'the operator (not a manager)', token: operator.token, contest: 'live' },
  { name: 'a manager', token: manager.token, contest: 'live' },
  { name: 'the creator', token: creator.token, contest: 'live' },
  { name: 'a manager on a locked contest', token: manager.token, contest: 'locked' },
  { name: 'the creator on a locked contest', token: creator.token, contest: 'locked' },
  { name: 'a stranger on a locked contest', token: stranger.token, contest: 'locked' },
  { name: 'the creator on a deleted contest', token: creator.token, contest: 'deleted' },
  { name: 'the creator on an unknown contest', token: creator.token, contest: 'unknown' },
];

/** The code the caller must get, or undefined when the call must get past the policy. */
function expected(endpoint: Endpoint, caller: Caller): number | undefined {
  if (caller.token === null || caller.token === 'not-a-real-token') return 2505;
  if (caller.contest === 'unknown') return 2501;
  if (caller.contest === 'deleted') return 2560;
  const role = caller.token === creator.token ? 'creator' : caller.token === manager.token ? 'manager' : null;
  if (!role) return 2506;
  if (endpoint.policy === 'creator' && role !== 'creator') return 2513;
  if (caller.contest === 'locked' && endpoint.unlocked) return 2558;
  return undefined;
}

async function scene(): Promise<Scene> {
  const c = await makeContest(t.db, creator.account_id, t.clock.now());
  await t.db
    .insertInto('contest_admins')
    .values({ unique_id: c.unique_id, account_id: manager.account_id, create_time: 0 })
    .execute();
  await t.db.updateTable('contests').set({ observer_switch: 1 }).where('unique_id', '=', c.unique_id).execute();
  const row = (u: typeof player, state: number) => ({
    ...c,
    account_id: u.account_id,
    state,
    nickname: u.nickname,
    remark: '',
    create_time: 0,
    account_data: '{}',
  });
  await t.db
    .insertInto('season_players')
    .values([row(player, PlayerState.Joined), row(waiting, PlayerState.Pending)])
    .execute();
  return { t, ...c, creator, manager, player, waiting, spare };
}

const auditRows = async (uniqueId: number) =>
  (await t.db.selectFrom('audit_log').select('id').where('unique_id', '=', uniqueId).execute()).length;

function errorOf(res: LightMyRequestResponse): { code: number } | undefined {
  if (!String(res.headers['content-type']).startsWith('application/json')) return undefined;
  return res.json().error;
}

const managerOrSeat: readonly string[] = MANAGER_OR_SEAT;
const contestScoped = [...endpointList, ...Object.entries(downloads)].filter(
  ([key, e]) => e.policy === 'manager' || e.policy === 'creator' || managerOrSeat.includes(key),
) as [ContestScopedKey, Endpoint][];

describe('the authorisation matrix covers the table', () => {
  it('has an example for every contest-scoped endpoint (add one to test/endpoint-examples.ts)', () => {
    const missing = contestScoped.map(([key]) => key).filter((key) => !examples[key]);
    expect(missing).toEqual([]);
  });

  it('includes the calls the hand-written matrices missed', () => {
    const keys = contestScoped.map(([key]) => key);
    expect(keys).toEqual(
      expect.arrayContaining(['createContestSeason', 'endContestSeason', 'importContestSeasonPlayer']),
    );
  });
});

describe('authorisation matrix', () => {
  for (const [key, endpoint] of contestScoped) {
    for (const caller of CALLERS) {
      const want = expected(endpoint, caller);
      const example = examples[key];
      it(`${key} as ${caller.name} → ${want ?? example?.outcome ?? 'allowed'}`, async () => {
        expect(example, `no example input for ${key} in test/endpoint-examples.ts`).toBeDefined();
        const s = await scene();
        const input: Record<string, unknown> = { ...(await example.input(s)) };
        if (caller.contest === 'unknown') input.unique_id = 2_000_000_000;
        if (caller.unknownSeason && 'season_id' in input) input.season_id = 42;
        // the example prepares its scene first (a plan is created through the API), then the contest is changed
        if (caller.contest === 'deleted' || caller.contest === 'locked') {
          const change = caller.contest === 'deleted' ? { deleted: 1 } : { locked: 1 };
          await t.db.updateTable('contests').set(change).where('unique_id', '=', s.unique_id).execute();
        }
        const before = await auditRows(s.unique_id);
        const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => String(input[name]));
        const res =
          endpoint.method === 'GET' ? await t.get(url, caller.token, input) : await t.post(url, input, caller.token);
        const error = errorOf(res);
        if (want === undefined) {
          if (example.outcome === undefined) {
            expect(error).toBeUndefined();
            expect(res.statusCode).toBe(200);
          } else {
            expect(error?.code).toBe(example.outcome);
          }
        } else {
          expect([res.statusCode, error?.code]).toEqual([httpStatusFor(want), want]);
          expect(await auditRows(s.unique_id)).toBe(before);
        }
      });
    }
  }
});

// Runs after the matrix (files run their tests in order): every audit row an allowed call wrote names only fields and
// states the console has words for (AUDIT_FIELDS / AUDIT_TEXT_VALUES in @taikai/shared, whose labels the console's
// label test asks for in five languages).
describe('the audit rows the calls wrote', () => {
  it('name only listed fields and states', async () => {
    const rows = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).execute();
    expect(rows.length).toBeGreaterThan(20);
    const unnamed = rows.flatMap((r) =>
      [...unnamedAuditParts(JSON.parse(r.before)), ...unnamedAuditParts(JSON.parse(r.after))].map(
        (part) => `${r.action}: ${part}`,
      ),
    );
    expect([...new Set(unnamed)]).toEqual([]);
  });
});
