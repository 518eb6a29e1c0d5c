/**
 * The player's own games (`GET /api/contest/player/my_games`, DESIGN section 9): the plans I sit in with their
 * seats, readiness and start time; the game I play now with live scores; my last results. Login only: everything
 * here is about the caller.
 */
import {
  type LangContent,
  MY_RESULTS_MAX,
  type MyGamesReply,
  type MyResult,
  parseJsonList,
  parseJsonOr,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { seatsOfPlans } from '../../games/scheduler.repository.js';
import { groupSeats } from '../game/plan.service.js';
import { myLastResults, myLiveGames, myWaitingPlans, seatsOfGames } from './my-games.repository.js';

/** At most this many waiting plans and live games are listed. */
const MY_PLANS_MAX = 20;
const MY_LIVE_MAX = 5;

export async function myGames(ctx: AppContext, actor: Actor): Promise<MyGamesReply> {
  const me = actor.account_id;
  const [plans, live, results] = await Promise.all([
    myWaitingPlans(ctx.db, me, MY_PLANS_MAX),
    myLiveGames(ctx.db, me, MY_LIVE_MAX),
    myLastResults(ctx.db, me, MY_RESULTS_MAX),
  ]);
  const planSeats = groupSeats(
    await seatsOfPlans(
      ctx.db,
      plans.map((p) => p.uuid),
    ),
  );
  const gameSeats = await seatsOfGames(
    ctx.db,
    live.map((g) => g.uuid),
  );
  const seatsOf = (uuid: string) => gameSeats.filter((s) => s.game_uuid === uuid);
  return {
    plans: plans.map((p) => ({
      unique_id: p.unique_id,
      season_id: p.season_id,
      contest_id: p.contest_id,
      contest_name: parseJsonList<LangContent>(p.contest_name),
      uuid: p.uuid,
      game_start_time: p.game_start_time,
      seat: p.seat,
      ready: p.ready_time != null,
      accounts: planSeats.get(p.uuid) ?? [],
      remark: p.remark,
    })),
    running: live.map((g) => {
      const position = ctx.games.host.progress(g.uuid);
      const scores = position?.scores ?? parseJsonList<number>(g.scores);
      return {
        unique_id: g.unique_id,
        season_id: g.season_id,
        contest_id: g.contest_id,
        contest_name: parseJsonList<LangContent>(g.contest_name),
        game_uuid: g.uuid,
        start_time: g.start_time,
        seat: g.seat,
        chang: position?.chang ?? g.chang,
        ju: position?.ju ?? g.ju,
        ben: position?.ben ?? g.ben,
        paused: g.status === 'paused' ? 1 : 0,
        players: seatsOf(g.uuid).map((s, _i, seats) => ({
          account_id: s.account_id,
          nickname: s.nickname,
          seat: s.seat,
          score: scores[s.seat] ?? 0,
          wind: windOf(s.seat, position?.ju ?? g.ju, seats.length),
        })),
      };
    }),
    results: results.map((r) => toResult(r)),
  };
}

/**
 * A seat's wind in the hand being played: the dealer of hand `ju` of a wind round is seat `ju` (the engine deals
 * so), and the winds follow the seats from there (3-player: east, south, west).
 */
export function windOf(seat: number, ju: number, players: number): number {
  const n = players === 3 ? 3 : 4;
  return (((seat - ju) % n) + n) % n;
}

type ResultRow = Awaited<ReturnType<typeof myLastResults>>[number];

function toResult(r: ResultRow): MyResult {
  const accounts = parseJsonList<{ account_id: number; nickname: string; seat: number }>(r.accounts);
  const result = parseJsonOr<{ players?: { seat: number; part_point_1: number; total_point: number }[] }>(r.result, {});
  const bySeat = new Map((result.players ?? []).map((p) => [p.seat, p]));
  return {
    unique_id: r.unique_id,
    season_id: r.season_id,
    contest_id: r.contest_id,
    contest_name: parseJsonList<LangContent>(r.contest_name),
    uuid: r.uuid,
    start_time: r.start_time,
    end_time: r.end_time,
    seat: r.seat,
    placement: r.placement,
    part_point_1: r.part_point_1,
    total_point: r.total_point,
    terminated: r.terminated ? 1 : 0,
    offline: r.offline ? 1 : 0,
    players: accounts.map((a) => ({
      account_id: a.account_id,
      nickname: a.nickname,
      seat: a.seat,
      part_point_1: bySeat.get(a.seat)?.part_point_1 ?? 0,
      total_point: bySeat.get(a.seat)?.total_point ?? 0,
    })),
  };
}
