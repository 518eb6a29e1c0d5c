import { defaultGameRuleSetting, ErrorCode, PlayerState } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { codeOf, createTestApp } from '../../../test/helpers.js';
import { countRows, insertLiveGame, joinedPlayers, markReady, planStatus } from '../../../test/kit/game.js';
import { addManager, auditActions, contestFixture, type Fixture, markEnded } from '../../../test/kit/season.js';
import { STALE_SECONDS } from '../../games/season-listings.js';

/** Game plans through the API, the rules enforced on the server: one test per call, rule and code. */

const t = await createTestApp();
const creator = await t.user({ nickname: 'creator' });
const manager = await t.user({ nickname: 'manager' });
const stranger = await t.user({ nickname: 'stranger' });

const READY = '/api/contest/ready_player_list';
const CREATE = '/api/contest/create_game_plan';
const LIST = '/api/contest/fetch_contest_game_plan_list';
const REMOVE = '/api/contest/remove_contest_plan_game';
const REMARK = '/api/contest/update_contest_game_remark';
const END = '/api/contest/end_contest_season';

const now = () => t.clock.now();
const inAnHour = () => now() + 3600;

async function fixture(opts: Parameters<typeof contestFixture>[2] = {}): Promise<Fixture> {
  const f = await contestFixture(t, creator, opts);
  await addManager(t.db, f.unique_id, manager.account_id, now());
  return f;
}

const season = (f: Fixture) => ({ unique_id: f.unique_id, season_id: f.season_id });

/** A valid 4-seat plan body for these people (0 = robot). */
const planBody = (f: Fixture, accountList: number[], extra: Record<string, unknown> = {}) => ({
  ...season(f),
  account_list: accountList,
  init_points: accountList.map(() => 25000),
  game_start_time: inAnHour(),
  shuffle_seats: 0,
  ai_level: 1,
  remark: '',
  ...extra,
});

async function createPlan(f: Fixture, accountList: number[], extra: Record<string, unknown> = {}) {
  return t.post(CREATE, planBody(f, accountList, extra), manager.token);
}

async function setRule(f: Fixture, roundType: 1 | 2 | 11 | 12): Promise<void> {
  await t.db
    .updateTable('contests')
    .set({ game_rule_setting: JSON.stringify(defaultGameRuleSetting(roundType, 'liqi', 3)) })
    .where('unique_id', '=', f.unique_id)
    .execute();
}

const ids = (users: { account_id: number }[]) => users.map((u) => u.account_id);

describe('ready_player_list', () => {
  it('lists the ready joined players first come first, with roster nickname, remark and ready time', async () => {
    const f = await fixture();
    const [a, b] = await joinedPlayers(t, f, 2);
    const [pending] = await joinedPlayers(t, f, 1, PlayerState.Pending);
    await markReady(t.db, f, [b.account_id, a.account_id, pending.account_id], now());
    const res = await t.get(READY, manager.token, season(f));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list).toEqual([
      { account_id: b.account_id, nickname: b.nickname, remark: `r-${b.nickname}`, ready_time: now() },
      { account_id: a.account_id, nickname: a.nickname, remark: `r-${a.nickname}`, ready_time: now() + 1 },
    ]);
  });

  it("is the season's shared list while young: a poll within a second is not a read, an older list is read again", async () => {
    const f = await fixture();
    const [a, b] = await joinedPlayers(t, f, 2);
    await markReady(t.db, f, [a.account_id], now());
    const first = await t.get(READY, manager.token, season(f));
    expect(first.json().data.list.map((p: { account_id: number }) => p.account_id)).toEqual([a.account_id]);
    // b marks ready; within the second the shared list answers as it was
    await markReady(t.db, f, [b.account_id], now() + 1);
    const shared = await t.get(READY, manager.token, season(f));
    expect(shared.json().data.list.map((p: { account_id: number }) => p.account_id)).toEqual([a.account_id]);
    // past STALE_SECONDS the list is read again before the poll is answered
    t.clock.advance(STALE_SECONDS);
    const fresh = await t.get(READY, manager.token, season(f));
    expect(fresh.json().data.list.map((p: { account_id: number }) => p.account_id)).toEqual([
      a.account_id,
      b.account_id,
    ]);
  });

  it('is for managers only (2506) and for a season of the contest (2534)', async () => {
    const f = await fixture();
    expect(codeOf(await t.get(READY, stranger.token, season(f)))).toBe(ErrorCode.NO_PERMISSION);
    expect(codeOf(await t.get(READY, manager.token, { ...season(f), season_id: 9 }))).toBe(ErrorCode.SEASON_NOT_FOUND);
  });
});

describe('create_game_plan', () => {
  it('creates a plan that the plan list shows with seats, nicknames, points and readiness; audited', async () => {
    const f = await fixture();
    const [a, b, c] = await joinedPlayers(t, f, 3);
    await markReady(t.db, f, [a.account_id, c.account_id], now());
    const res = await createPlan(f, [a.account_id, b.account_id, 0, c.account_id], {
      init_points: [30000, 20000, 25000, 25000],
      shuffle_seats: 1,
      ai_level: 2,
      remark: 'table 1',
    });
    expect(res.statusCode).toBe(200);
    const { uuid } = res.json().data;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    const list = (await t.get(LIST, creator.token, season(f))).json().data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      uuid,
      game_start_time: inAnHour(),
      remark: 'table 1',
      shuffle_seat: 1,
      ai_level: 2,
      status: 'create',
      create_time: now(),
    });
    expect(list[0].accounts).toEqual([
      {
        account_id: a.account_id,
        nickname: a.nickname,
        remark: `r-${a.nickname}`,
        seat: 0,
        init_points: 30000,
        ready: true,
      },
      {
        account_id: b.account_id,
        nickname: b.nickname,
        remark: `r-${b.nickname}`,
        seat: 1,
        init_points: 20000,
        ready: false,
      },
      { account_id: 0, nickname: '', remark: '', seat: 2, init_points: 25000, ready: true },
      {
        account_id: c.account_id,
        nickname: c.nickname,
        remark: `r-${c.nickname}`,
        seat: 3,
        init_points: 25000,
        ready: true,
      },
    ]);
    expect(await auditActions(t.db, f.unique_id)).toContain('game_plan.create');
  });

  it('gives every seat the rule’s starting points when init_points is left out', async () => {
    const f = await fixture();
    const people = await joinedPlayers(t, f, 4);
    const body: Record<string, unknown> = planBody(f, ids(people));
    delete body.init_points;
    const res = await t.post(CREATE, body, manager.token);
    expect(res.statusCode).toBe(200);
    const plan = (await t.get(LIST, manager.token, season(f))).json().data.list[0];
    expect(plan.accounts.map((s: { init_points: number }) => s.init_points)).toEqual([25000, 25000, 25000, 25000]);
  });

  it('accepts a start time of now (the scheduler starts it at its next tick) and a few seconds behind', async () => {
    const f = await fixture();
    const [a, b] = await joinedPlayers(t, f, 2);
    expect((await createPlan(f, [a.account_id, 0, 0, 0], { game_start_time: now() })).statusCode).toBe(200);
    expect((await createPlan(f, [b.account_id, 0, 0, 0], { game_start_time: now() - 5 })).statusCode).toBe(200);
    const starts = (await t.get(LIST, manager.token, season(f)))
      .json()
      .data.list.map((p: { game_start_time: number }) => p.game_start_time);
    expect(starts).toEqual([now(), now()]);
  });

  it('is for managers only: a stranger gets 2506, no login 2505', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    expect(codeOf(await t.post(CREATE, planBody(f, [a.account_id, 0, 0, 0]), stranger.token))).toBe(
      ErrorCode.NO_PERMISSION,
    );
    expect(codeOf(await t.post(CREATE, planBody(f, [a.account_id, 0, 0, 0])))).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('is refused while the operator has locked the contest (2558)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    await t.db.updateTable('contests').set({ locked: 1 }).where('unique_id', '=', f.unique_id).execute();
    expect(codeOf(await createPlan(f, [a.account_id, 0, 0, 0]))).toBe(ErrorCode.CONFIG_LOCKED);
  });

  it('needs a running season: unknown 2534, ended 2542, not started 2507, finished 2508', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const list = [a.account_id, 0, 0, 0];
    expect(codeOf(await createPlan({ ...f, season_id: 7 }, list))).toBe(ErrorCode.SEASON_NOT_FOUND);

    const later = await fixture({ seasonStart: now() + 86400, seasonEnd: now() + 10 * 86400 });
    const [b] = await joinedPlayers(t, later, 1);
    expect(codeOf(await createPlan(later, [b.account_id, 0, 0, 0], { game_start_time: now() + 2 * 86400 }))).toBe(
      ErrorCode.NOT_STARTED,
    );

    const past = await fixture({ seasonStart: now() - 10 * 86400, seasonEnd: now() - 86400 });
    const [c] = await joinedPlayers(t, past, 1);
    expect(codeOf(await createPlan(past, [c.account_id, 0, 0, 0]))).toBe(ErrorCode.CONTEST_ENDED);

    await markEnded(t.db, f.unique_id, f.season_id);
    expect(codeOf(await createPlan(f, list))).toBe(ErrorCode.ENDED_SEASON_READONLY);
  });

  it('is refused while the season matches automatically (2521)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    await t.db
      .updateTable('seasons')
      .set({ auto_match: 1 })
      .where('unique_id', '=', f.unique_id)
      .where('season_id', '=', f.season_id)
      .execute();
    expect(codeOf(await createPlan(f, [a.account_id, 0, 0, 0]))).toBe(ErrorCode.AUTO_MATCHING_ON);
  });

  it('needs every seat filled (2590, naming the seat count)', async () => {
    const f = await fixture();
    const [a, b] = await joinedPlayers(t, f, 2);
    const res = await createPlan(f, [a.account_id, b.account_id, 0], { init_points: [] });
    expect(codeOf(res)).toBe(ErrorCode.SEATS_NOT_FILLED);
    expect(res.json().error.detail).toEqual({ seats: 4 });
    expect(res.json().error.field).toBe('account_list');
  });

  it('takes as many seats as the season rule’s round type: 4 for south-4, 3 for east-3 (2591 otherwise)', async () => {
    const f = await fixture();
    const people = await joinedPlayers(t, f, 5);
    const five = await createPlan(f, ids(people), { init_points: [] });
    expect(codeOf(five)).toBe(ErrorCode.SEAT_COUNT_MISMATCH);
    expect(five.json().error.detail).toEqual({ seats: 4, given: 5 });

    const sanma = await fixture();
    await setRule(sanma, 11);
    const trio = await joinedPlayers(t, sanma, 4);
    const four = await createPlan(sanma, ids(trio), { init_points: [] });
    expect(codeOf(four)).toBe(ErrorCode.SEAT_COUNT_MISMATCH);
    expect(four.json().error.detail).toEqual({ seats: 3, given: 4 });
    const three = await createPlan(sanma, ids(trio).slice(0, 3), { init_points: [35000, 35000, 35000] });
    expect(three.statusCode).toBe(200);
  });

  it('refuses a table of robots only (2592)', async () => {
    const f = await fixture();
    expect(codeOf(await createPlan(f, [0, 0, 0, 0]))).toBe(ErrorCode.ALL_ROBOTS);
  });

  it('refuses an account twice in a plan (2545)', async () => {
    const f = await fixture();
    const [a, b] = await joinedPlayers(t, f, 2);
    const res = await createPlan(f, [a.account_id, b.account_id, a.account_id, 0]);
    expect(codeOf(res)).toBe(ErrorCode.DUPLICATE_PLAYERS);
    expect(res.json().error.detail).toEqual({ account_id: a.account_id });
  });

  it('refuses an account already in a waiting plan or a live game, of any contest (2543); free again once cancelled', async () => {
    const f = await fixture();
    const [a, b, c] = await joinedPlayers(t, f, 3);
    const first = (await createPlan(f, [a.account_id, 0, 0, 0])).json().data.uuid;
    const plans = await countRows(t.db, 'game_plans');
    const audits = await countRows(t.db, 'audit_log');

    const again = await createPlan(f, [b.account_id, a.account_id, 0, 0]);
    expect(codeOf(again)).toBe(ErrorCode.PLAYER_ALREADY_RESERVED);
    expect(again.json().error.detail).toEqual({ account_id: a.account_id });
    // nothing half-written
    expect(await countRows(t.db, 'game_plans')).toBe(plans);
    expect(await countRows(t.db, 'audit_log')).toBe(audits);

    const other = await fixture();
    await t.db
      .insertInto('season_players')
      .values({
        ...season(other),
        account_id: c.account_id,
        state: 2,
        nickname: 'c',
        remark: '',
        create_time: 0,
        account_data: '{}',
      })
      .execute();
    await insertLiveGame(t.db, season(other), 'live-game-2543', [c.account_id, 0, 0, 0], now());
    expect(codeOf(await createPlan(f, [c.account_id, 0, 0, 0]))).toBe(ErrorCode.PLAYER_ALREADY_RESERVED);

    expect((await t.post(REMOVE, { ...season(f), uuid: first }, manager.token)).statusCode).toBe(200);
    expect((await createPlan(f, [a.account_id, 0, 0, 0])).statusCode).toBe(200);
  });

  it('seats a person once when two calls race for them in two contests (one 2543)', async () => {
    const f = await fixture();
    const g = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    await t.db
      .insertInto('season_players')
      .values({
        ...season(g),
        account_id: a.account_id,
        state: 2,
        nickname: 'a',
        remark: '',
        create_time: 0,
        account_data: '{}',
      })
      .execute();
    const replies = await Promise.all([createPlan(f, [a.account_id, 0, 0, 0]), createPlan(g, [0, a.account_id, 0, 0])]);
    expect(replies.map((r) => codeOf(r) ?? 0).sort()).toEqual([0, ErrorCode.PLAYER_ALREADY_RESERVED]);
    const seats = await t.db
      .selectFrom('game_plan_seats')
      .select('plan_uuid')
      .where('account_id', '=', a.account_id)
      .execute();
    expect(seats).toHaveLength(1);
  });

  it('answers player not found (1002) for an unknown account, naming it', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const res = await createPlan(f, [a.account_id, 0, 1_999_999_999, 0]);
    expect(codeOf(res)).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
    expect(res.json().error.detail).toEqual({ account_id: 1_999_999_999 });
  });

  it('seats joined players of this season only (2540): not a pending sign-up, not an outsider', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const [pending] = await joinedPlayers(t, f, 1, PlayerState.Pending);
    const res = await createPlan(f, [a.account_id, pending.account_id, 0, 0]);
    expect(codeOf(res)).toBe(ErrorCode.UNREGISTERED_CANNOT_JOIN);
    expect(res.json().error.detail).toEqual({ account_id: pending.account_id });
    expect(codeOf(await createPlan(f, [a.account_id, stranger.account_id, 0, 0]))).toBe(
      ErrorCode.UNREGISTERED_CANNOT_JOIN,
    );
  });

  it('needs starting points that sum to init_point × seats (2593, the message names the total)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const refused = await t.app.inject({
      method: 'POST',
      url: CREATE,
      payload: planBody(f, [a.account_id, 0, 0, 0], { init_points: [25000, 25000, 25000, 20000] }),
      headers: { authorization: `Majsoul ${manager.token}`, 'accept-language': 'en' },
    });
    expect(codeOf(refused)).toBe(ErrorCode.POINTS_SUM_MISMATCH);
    expect(refused.json().error.detail).toEqual({ total: 100000 });
    expect(refused.json().error.message).toContain("The players' starting points must add up to 100000.");
    expect(codeOf(await createPlan(f, [a.account_id, 0, 0, 0], { init_points: [50000, 50000] }))).toBe(
      ErrorCode.PARAM_ERROR,
    );
  });

  it('refuses a start time in the past (2595) and one outside the season (2594)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const past = await createPlan(f, [a.account_id, 0, 0, 0], { game_start_time: now() - 3600 });
    expect(codeOf(past)).toBe(ErrorCode.START_TIME_PASSED);
    expect(past.json().error.field).toBe('game_start_time');
    const late = await createPlan(f, [a.account_id, 0, 0, 0], { game_start_time: now() + 8 * 86400 });
    expect(codeOf(late)).toBe(ErrorCode.START_OUTSIDE_SEASON);
  });

  it('keeps remarks to 25 characters (2554), counted as the console counts them', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    expect(codeOf(await createPlan(f, [a.account_id, 0, 0, 0], { remark: 'x'.repeat(26) }))).toBe(
      ErrorCode.REMARK_TOO_LONG,
    );
    const created = await createPlan(f, [a.account_id, 0, 0, 0], { remark: '雀'.repeat(25) });
    expect(created.statusCode).toBe(200);
    // 25 family emoji are 25 characters on screen (175 code points, 275 UTF-16 units)
    const body = { unique_id: f.unique_id, uuid: created.json().data.uuid };
    expect((await t.post(REMARK, { ...body, remark: '👨‍👩‍👧‍👦'.repeat(25) }, manager.token)).statusCode).toBe(200);
    expect(codeOf(await t.post(REMARK, { ...body, remark: '👨‍👩‍👧‍👦'.repeat(26) }, manager.token))).toBe(
      ErrorCode.REMARK_TOO_LONG,
    );
  });

  it('takes robot levels 0, 1 and 2 only (3 naming ai_level)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const res = await createPlan(f, [a.account_id, 0, 0, 0], { ai_level: 3 });
    expect(codeOf(res)).toBe(ErrorCode.PARAM_ERROR);
    expect(res.json().error.field).toBe('body.ai_level');
  });
});

describe('fetch_contest_game_plan_list', () => {
  it('lists waiting plans soonest first, leaving out cancelled ones; managers only (2506)', async () => {
    const f = await fixture();
    const [a, b, c] = await joinedPlayers(t, f, 3);
    const late = (await createPlan(f, [a.account_id, 0, 0, 0], { game_start_time: now() + 7200 })).json().data.uuid;
    const soon = (await createPlan(f, [b.account_id, 0, 0, 0], { game_start_time: now() + 600 })).json().data.uuid;
    const gone = (await createPlan(f, [c.account_id, 0, 0, 0])).json().data.uuid;
    await t.post(REMOVE, { ...season(f), uuid: gone }, manager.token);
    const list = (await t.get(LIST, manager.token, season(f))).json().data.list;
    expect(list.map((p: { uuid: string }) => p.uuid)).toEqual([soon, late]);
    expect(codeOf(await t.get(LIST, stranger.token, season(f)))).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe('remove_contest_plan_game', () => {
  it('cancels a waiting plan once (2596 after that), audited', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const uuid = (await createPlan(f, [a.account_id, 0, 0, 0])).json().data.uuid;
    const [one, two] = await Promise.all([
      t.post(REMOVE, { ...season(f), uuid }, manager.token),
      t.post(REMOVE, { ...season(f), uuid }, creator.token),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([codeOf(one), codeOf(two)]).toContain(ErrorCode.PLAN_NOT_WAITING);
    expect(await planStatus(t.db, uuid)).toBe('cancelled');
    expect(await auditActions(t.db, f.unique_id)).toContain('game_plan.cancel');
  });

  it('answers 1203 for a plan of another contest or season, or an unknown uuid; 2506 for a stranger', async () => {
    const f = await fixture();
    const other = await fixture();
    const [a] = await joinedPlayers(t, other, 1);
    const uuid = (await createPlan(other, [a.account_id, 0, 0, 0])).json().data.uuid;
    expect(codeOf(await t.post(REMOVE, { ...season(f), uuid }, manager.token))).toBe(ErrorCode.GAME_NOT_FOUND);
    expect(codeOf(await t.post(REMOVE, { ...season(f), uuid: 'nope' }, manager.token))).toBe(ErrorCode.GAME_NOT_FOUND);
    expect(codeOf(await t.post(REMOVE, { ...season(other), uuid }, stranger.token))).toBe(ErrorCode.NO_PERMISSION);
    expect(await planStatus(t.db, uuid)).toBe('create');
  });
});

describe('update_contest_game_remark', () => {
  it('changes the remark of a waiting plan and of a running game, audited', async () => {
    const f = await fixture();
    const [a, b] = await joinedPlayers(t, f, 2);
    const uuid = (await createPlan(f, [a.account_id, 0, 0, 0])).json().data.uuid;
    expect((await t.post(REMARK, { unique_id: f.unique_id, uuid, remark: 'moved' }, manager.token)).statusCode).toBe(
      200,
    );
    expect((await t.get(LIST, manager.token, season(f))).json().data.list[0].remark).toBe('moved');

    await insertLiveGame(t.db, season(f), 'remark-game', [b.account_id, 0, 0, 0], now());
    const res = await t.post(REMARK, { unique_id: f.unique_id, uuid: 'remark-game', remark: 'final' }, manager.token);
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('games').select('remark').where('uuid', '=', 'remark-game').executeTakeFirst();
    expect(row?.remark).toBe('final');
    const actions = await auditActions(t.db, f.unique_id);
    expect(actions).toContain('game_plan.remark');
    expect(actions).toContain('running_game.remark');
  });

  it('refuses a remark over 25 characters (2554), an unknown uuid (1203) and a plan no longer waiting (2596)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const uuid = (await createPlan(f, [a.account_id, 0, 0, 0])).json().data.uuid;
    const long = await t.post(REMARK, { unique_id: f.unique_id, uuid, remark: 'y'.repeat(26) }, manager.token);
    expect(codeOf(long)).toBe(ErrorCode.REMARK_TOO_LONG);
    expect(codeOf(await t.post(REMARK, { unique_id: f.unique_id, uuid: 'nope', remark: 'a' }, manager.token))).toBe(
      ErrorCode.GAME_NOT_FOUND,
    );
    await t.post(REMOVE, { ...season(f), uuid }, manager.token);
    expect(codeOf(await t.post(REMARK, { unique_id: f.unique_id, uuid, remark: 'a' }, manager.token))).toBe(
      ErrorCode.PLAN_NOT_WAITING,
    );
  });

  it('is for managers only (2506) and refused under the operator lock (2558)', async () => {
    const f = await fixture();
    const [a] = await joinedPlayers(t, f, 1);
    const uuid = (await createPlan(f, [a.account_id, 0, 0, 0])).json().data.uuid;
    expect(codeOf(await t.post(REMARK, { unique_id: f.unique_id, uuid, remark: 'a' }, stranger.token))).toBe(
      ErrorCode.NO_PERMISSION,
    );
    await t.db.updateTable('contests').set({ locked: 1 }).where('unique_id', '=', f.unique_id).execute();
    expect(codeOf(await t.post(REMARK, { unique_id: f.unique_id, uuid, remark: 'a' }, manager.token))).toBe(
      ErrorCode.CONFIG_LOCKED,
    );
  });
});

describe('ending a season with games', () => {
  it('is refused while a plan waits (2597) or a game is live (2597), allowed once all are over', async () => {
    const f = await fixture({ seasonStart: now() - 86400, seasonEnd: now() + 86400 });
    const [a, b] = await joinedPlayers(t, f, 2);
    const uuid = (await createPlan(f, [a.account_id, 0, 0, 0])).json().data.uuid;
    t.clock.advance(2 * 86400);
    expect(codeOf(await t.post(END, season(f), creator.token))).toBe(ErrorCode.SEASON_GAMES_OPEN);
    await t.post(REMOVE, { ...season(f), uuid }, manager.token);

    await insertLiveGame(t.db, season(f), 'end-game', [b.account_id, 0, 0, 0], now(), 'paused');
    expect(codeOf(await t.post(END, season(f), creator.token))).toBe(ErrorCode.SEASON_GAMES_OPEN);
    await t.db.updateTable('games').set({ status: 'finished' }).where('uuid', '=', 'end-game').execute();
    expect((await t.post(END, season(f), creator.token)).statusCode).toBe(200);
  });
});
