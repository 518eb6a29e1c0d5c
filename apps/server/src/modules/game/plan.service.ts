/**
 * Game plans (spec part 2 sections 2, 4, 5 and 7 "Games"): the ready list, creating a plan (a reserved
 * table), listing the plans waiting to start, stopping one, and the remark of a plan or a running game. Managers
 * only — the endpoint policy checks the contest (2506) and, for changes, the operator lock (2558) before a service
 * runs. Each change runs in one transaction with its audit row.
 *
 * Life cycle: create → start (the scheduler, once its time has come and every person is ready) → finish, or
 * expired (30 minutes after the start time without everyone ready) or cancelled (removed here).
 */
import { randomUUID } from 'node:crypto';
import {
  type CreateGamePlanArgs,
  type GamePlan,
  PlanAuditAction,
  type PlanSeat,
  type ReadyPlayer,
  SeasonState,
  seasonStateAt,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { AppError, ErrorCode, fail } from '../../errors.js';
import { seatsOfPlans } from '../../games/scheduler.repository.js';
import type { ListReply } from '../../games/season-listings.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { SeasonRow } from '../season/season.repository.js';
import { findSeason } from '../season/season.repository.js';
import { lockedOpenSeason } from '../season/season.scope.js';
import {
  findPlan,
  insertPlan,
  joinedAmong,
  liveGameOfContest,
  lockAccounts,
  markPlan,
  plansOfSeason,
  readyPlayers,
  seatedAmong,
  setGameRemark,
  setPlanRemark,
} from './game.repository.js';
import { checkRemark, checkSeats, checkStartTime, planRule, seatPoints } from './plan.rules.js';
import { forgetListing } from './running.service.js';

/** The audit actions of this area, from the closed list in @taikai/shared. */
export { PlanAuditAction };

type SeasonRef = { unique_id: number; season_id: number };

async function seasonOf(db: Executor, ref: SeasonRef): Promise<SeasonRow> {
  return (await findSeason(db, ref.unique_id, ref.season_id)) ?? fail(ErrorCode.SEASON_NOT_FOUND);
}

/**
 * The season's ready list, first come first: the season's shared one, at most a second or two old (the create-game
 * page polls every 5 s; games/season-listings.ts), so every manager's poll is not a read.
 */
export async function readyPlayerList(ctx: AppContext, q: SeasonRef): Promise<ListReply<ReadyPlayer>> {
  await seasonOf(ctx.db, q);
  return ctx.caches.readyLists.get(q.unique_id, q.season_id, ctx.clock.now(), () =>
    readyPlayers(ctx.db, q.unique_id, q.season_id),
  );
}

/**
 * A season open for new games: not ended (2542), started (2507), not past its end (2508), and not matching
 * automatically (2521).
 */
function requirePlayableSeason(season: SeasonRow, now: number): void {
  const state = seasonStateAt(season, now);
  if (state === SeasonState.Pending) fail(ErrorCode.NOT_STARTED);
  if (state !== SeasonState.Running) fail(ErrorCode.CONTEST_ENDED);
  if (season.auto_match === 1) fail(ErrorCode.AUTO_MATCHING_ON);
}

/** The first id of `ids` not in `set`, as a refusal naming it. */
function refuseMissing(ids: number[], set: Set<number>, code: ConstructorParameters<typeof AppError>[0]): void {
  const missing = ids.find((id) => !set.has(id));
  if (missing !== undefined) throw new AppError(code, 'account_list', { account_id: missing });
}

/**
 * Creates a plan. Checked in this order: season (2534, 2542, 2507, 2508), auto-match (2521), remark (2554), seats
 * (2590, 2591), robots (2592), duplicates (2545), start time (2595, 2594), points (3, 2593), then the people:
 * unknown (1002), not joined (2540), already in a waiting plan or a live game (2543). Refusals name the account
 * in `detail.account_id`.
 */
export async function createGamePlan(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: CreateGamePlanArgs,
): Promise<{ uuid: string }> {
  const now = ctx.clock.now();
  const rule = planRule(access.contest.game_rule_setting);
  return inTransaction(ctx.db, async (trx) => {
    const season = await lockedPlayableSeason(trx, body, now);
    return { uuid: await insertCheckedPlan(trx, actor, season, rule, body, now) };
  });
}

/** The season locked for new plans, open for them (see `requirePlayableSeason`). */
export async function lockedPlayableSeason(trx: Executor, ref: SeasonRef, now: number): Promise<SeasonRow> {
  const season = await lockedOpenSeason(trx, ref.unique_id, ref.season_id);
  requirePlayableSeason(season, now);
  return season;
}

/**
 * One plan checked and stored with its audit row, inside the caller's transaction on a season locked and open
 * (`lockedPlayableSeason`): the checks of `createGamePlan` after the season's. Seating's round plans use it per
 * table, so a generated round is refused or stored whole.
 */
export async function insertCheckedPlan(
  trx: Executor,
  actor: Actor,
  season: SeasonRow,
  rule: ReturnType<typeof planRule>,
  body: CreateGamePlanArgs,
  now: number,
): Promise<string> {
  const { unique_id: uniqueId, season_id: seasonId } = body;
  checkRemark(body.remark);
  checkSeats(body.account_list, rule.seats);
  checkStartTime(body.game_start_time, season, now);
  const points = seatPoints(body.init_points, rule);
  const people = body.account_list.filter((id) => id > 0);
  refuseMissing(people, await lockAccounts(trx, people), ErrorCode.ACCOUNT_NOT_FOUND);
  refuseMissing(people, await joinedAmong(trx, uniqueId, seasonId, people), ErrorCode.UNREGISTERED_CANNOT_JOIN);
  const seated = await seatedAmong(trx, people);
  const taken = people.find((id) => seated.has(id));
  if (taken !== undefined) throw new AppError(ErrorCode.PLAYER_ALREADY_RESERVED, 'account_list', { account_id: taken });

  const uuid = randomUUID();
  const plan = {
    uuid,
    unique_id: uniqueId,
    season_id: seasonId,
    game_start_time: Math.max(body.game_start_time, now),
    shuffle_seats: body.shuffle_seats ? 1 : 0,
    ai_level: body.ai_level,
    remark: body.remark,
    created_by: actor.account_id,
    now,
    seats: body.account_list.map((account_id, seat) => ({ account_id, init_points: points[seat] })),
  };
  await insertPlan(trx, plan);
  await writeAudit(trx, {
    unique_id: uniqueId,
    account_id: actor.account_id,
    action: PlanAuditAction.Create,
    after: {
      uuid,
      season_id: seasonId,
      account_list: body.account_list,
      init_points: points,
      game_start_time: plan.game_start_time,
      shuffle_seats: plan.shuffle_seats,
      ai_level: plan.ai_level,
      remark: plan.remark,
    },
    now,
  });
  return uuid;
}

/** Plans waiting to start, soonest first, each seat with its nickname, roster remark and readiness. */
export async function gamePlanList(ctx: AppContext, q: SeasonRef): Promise<{ list: GamePlan[] }> {
  await seasonOf(ctx.db, q);
  const plans = await plansOfSeason(ctx.db, q.unique_id, q.season_id, ['create']);
  const seats = await seatsOfPlans(
    ctx.db,
    plans.map((p) => p.uuid),
  );
  const byPlan = groupSeats(seats);
  return {
    list: plans.map((p) => ({
      uuid: p.uuid,
      accounts: byPlan.get(p.uuid) ?? [],
      game_start_time: p.game_start_time,
      remark: p.remark,
      shuffle_seat: p.shuffle_seats,
      ai_level: p.ai_level,
      status: p.status,
      create_time: p.create_time,
    })),
  };
}

type SeatRow = Awaited<ReturnType<typeof seatsOfPlans>>[number];

/** Seats per plan in seat order, as the wire shows them (robots: empty nickname, always ready). */
export function groupSeats(rows: SeatRow[]): Map<string, PlanSeat[]> {
  const out = new Map<string, PlanSeat[]>();
  for (const r of rows) {
    const list = out.get(r.plan_uuid) ?? [];
    const robot = r.account_id === 0;
    list.push({
      account_id: r.account_id,
      nickname: robot ? '' : (r.season_nickname ?? r.nickname ?? ''),
      remark: robot ? '' : (r.remark ?? ''),
      seat: r.seat,
      init_points: r.init_points,
      ready: robot || r.ready_time != null,
    });
    out.set(r.plan_uuid, list);
  }
  return out;
}

/** Stops a plan waiting to start: it becomes cancelled (1203 unknown here, 2596 already started or over). */
export async function removePlan(
  ctx: AppContext,
  actor: Actor,
  body: SeasonRef & { uuid: string },
): Promise<Record<string, never>> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await lockedOpenSeason(trx, body.unique_id, body.season_id);
    const plan = await findPlan(trx, body.uuid);
    if (!plan || plan.unique_id !== body.unique_id || plan.season_id !== body.season_id)
      fail(ErrorCode.GAME_NOT_FOUND, 'uuid');
    if (plan.status !== 'create' || !(await markPlan(trx, plan.uuid, 'create', 'cancelled', now)))
      fail(ErrorCode.PLAN_NOT_WAITING, 'uuid');
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: PlanAuditAction.Cancel,
      before: { uuid: plan.uuid, season_id: plan.season_id, status: plan.status },
      after: { uuid: plan.uuid, season_id: plan.season_id, status: 'cancelled' },
      now,
    });
    return {};
  });
}

/**
 * The remark (≤ 25, 2554) of a plan waiting to start or of a live game of this contest; 1203 when the uuid is
 * neither, 2596 for a plan that already started or ended, 2542 when its season has ended.
 */
export async function updateGameRemark(
  ctx: AppContext,
  actor: Actor,
  body: { unique_id: number; uuid: string; remark: string },
): Promise<Record<string, never>> {
  checkRemark(body.remark);
  const now = ctx.clock.now();
  const changedGame = await inTransaction(ctx.db, async (trx) => {
    const plan = await findPlan(trx, body.uuid);
    const target = plan?.unique_id === body.unique_id ? plan : undefined;
    const game = target ? undefined : await liveGameOfContest(trx, body.unique_id, body.uuid);
    const found = target ?? game ?? fail(ErrorCode.GAME_NOT_FOUND, 'uuid');
    await lockedOpenSeason(trx, found.unique_id, found.season_id);
    if (target) {
      if (target.status !== 'create') fail(ErrorCode.PLAN_NOT_WAITING, 'uuid');
      await setPlanRemark(trx, target.uuid, body.remark, now);
    } else {
      await setGameRemark(trx, found.uuid, body.remark, now);
    }
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: target ? PlanAuditAction.Remark : PlanAuditAction.GameRemark,
      before: { uuid: found.uuid, remark: found.remark },
      after: { uuid: found.uuid, remark: body.remark },
      now,
    });
    return game;
  });
  // the running list shows a live game's new remark at its next poll
  if (changedGame) forgetListing(ctx, changedGame.unique_id, changedGame.season_id);
  return {};
}
