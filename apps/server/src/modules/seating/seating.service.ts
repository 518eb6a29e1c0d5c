/**
 * Seating a round (issue 32). `seatSeasonRound` seats the players present — the season's ready list (an online
 * round) or the players ticked as present (an in-person round) — by the season's seating method with the shared
 * `seatRound`, and answers the tables, who sits out, the quality and the past tables among them; nothing is stored.
 * `createRoundPlans` makes the tables the organiser confirmed (possibly swapped) into game plans, seats in the given
 * wind order (not shuffled), each checked like any plan (plan.service.ts), all in one transaction: all or none.
 */
import { randomInt } from 'node:crypto';
import {
  type CreateRoundPlansBody,
  createGamePlanBody,
  encodeAccountId,
  type SeatSeasonRoundBody,
  type SeatSeasonRoundReply,
  seatRound,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { AppError, ErrorCode } from '../../errors.js';
import { readyQueue, seasonTables, standingPoints } from '../../games/scheduler.repository.js';
import type { ContestAccess } from '../access/access.js';
import { planRule } from '../game/plan.rules.js';
import { insertCheckedPlan, lockedPlayableSeason } from '../game/plan.service.js';
import { seatingMethodOf } from '../season/season.repository.js';
import { readableSeason } from '../season/season.scope.js';
import { rosterOf } from './seating.repository.js';

const READY_LIMIT = 4000;

type Present = { account_id: number; nickname: string };

export async function seatSeasonRound(
  ctx: AppContext,
  access: ContestAccess,
  body: SeatSeasonRoundBody,
): Promise<SeatSeasonRoundReply> {
  const { season } = await readableSeason(ctx.db, access, body.season_id);
  const { unique_id: uniqueId, season_id: seasonId } = body;
  const method = seatingMethodOf(season.seating_method);
  const size = planRule(access.contest.game_rule_setting).seats;
  const present =
    body.source === 'ready'
      ? await readyQueue(ctx.db, uniqueId, seasonId, READY_LIMIT)
      : await listedPlayers(ctx.db, uniqueId, seasonId, body.account_ids);
  const ids = present.map((p) => p.account_id);
  const history = await seasonTables(ctx.db, uniqueId, seasonId);
  const points = method === 'swiss' ? await standingPoints(ctx.db, uniqueId, seasonId, ids) : new Map();
  const seed = body.seed ?? randomInt(2 ** 31);
  const seating = seatRound({
    players: ids.map((id) => ({ id, points: points.get(id) })),
    tableSize: size,
    history,
    method,
    seed,
  });
  const byId = new Map(present.map((p) => [p.account_id, { account_id: p.account_id, nickname: p.nickname }]));
  const brief = (id: number) => byId.get(id) ?? { account_id: id, nickname: '' };
  return {
    method,
    table_size: size,
    seed,
    tables: seating.tables.map((t) => ({ seats: t.map(brief) })),
    sitting_out: seating.sittingOut.map(brief),
    quality: seating.quality,
    history: amongPresent(history, new Set(ids)),
  };
}

/** The players ticked as present: each once (3), a joined player of the season (2610), not blacklisted (2611). */
async function listedPlayers(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  ids: number[] | undefined,
): Promise<Present[]> {
  if (!ids) throw new AppError(ErrorCode.PARAM_ERROR, 'account_ids');
  if (new Set(ids).size !== ids.length) throw new AppError(ErrorCode.PARAM_ERROR, 'account_ids');
  const { joined } = await refuseOffRoster(db, uniqueId, seasonId, ids, 'account_ids');
  return ids.map((id) => ({ account_id: id, nickname: joined.get(id) ?? '' }));
}

async function refuseOffRoster(db: Executor, uniqueId: number, seasonId: number, ids: number[], field: string) {
  const roster = await rosterOf(db, uniqueId, seasonId, ids);
  const absent = ids.find((id) => !roster.joined.has(id));
  if (absent !== undefined)
    throw new AppError(ErrorCode.SEATING_NOT_ON_ROSTER, field, { account: encodeAccountId(absent) });
  const banned = ids.find((id) => roster.blacklisted.has(id));
  if (banned !== undefined)
    throw new AppError(ErrorCode.SEATING_BLACKLISTED, field, { account: encodeAccountId(banned) });
  return roster;
}

/** The past tables with at least one of the present players, everyone else as 0 (enough to score a seating). */
function amongPresent(history: number[][], present: Set<number>): number[][] {
  return history.filter((t) => t.some((id) => present.has(id))).map((t) => t.map((id) => (present.has(id) ? id : 0)));
}

/**
 * The confirmed tables become plans: at least one table (2613), each of the rule's size with no player twice in the
 * round (2612 naming the table), everyone a joined, non-blacklisted player (2610, 2611), then each plan's own checks.
 */
export async function createRoundPlans(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: CreateRoundPlansBody,
): Promise<{ uuids: string[] }> {
  const now = ctx.clock.now();
  const rule = planRule(access.contest.game_rule_setting);
  checkTables(body.tables, rule.seats);
  return inTransaction(ctx.db, async (trx) => {
    const season = await lockedPlayableSeason(trx, body, now);
    await refuseOffRoster(trx, body.unique_id, body.season_id, body.tables.flat(), 'tables');
    const uuids: string[] = [];
    for (const table of body.tables) {
      const plan = createGamePlanBody.parse({
        unique_id: body.unique_id,
        season_id: body.season_id,
        account_list: table,
        game_start_time: body.game_start_time ?? now,
        shuffle_seats: 0,
      });
      uuids.push(await insertCheckedPlan(trx, actor, season, rule, plan, now));
    }
    return { uuids };
  });
}

function checkTables(tables: number[][], seats: number): void {
  if (tables.length === 0) throw new AppError(ErrorCode.SEATING_NO_TABLES, 'tables');
  const seen = new Set<number>();
  tables.forEach((table, i) => {
    const twice = table.some((id) => seen.has(id)) || new Set(table).size !== table.length;
    if (table.length !== seats || twice)
      throw new AppError(ErrorCode.SEATING_TABLE_INVALID, 'tables', { table: i + 1, seats });
    for (const id of table) seen.add(id);
  });
}
