import { GameAuditAction, type RunningGame } from '@taikai/shared';
/**
 * The running-games calls (spec part 2 section 7 "Games"): contest_running_game_list, pause_contest_running_game
 * (resume 1 pause / 2 resume), terminate_contest_running_game, and the live progress
 * `GET /api/game/realtime/{game_uuid}/progress/latest`. Who may call them is the endpoints' policy. A change is stored in the games row
 * with its audit row in one transaction; then the game host applies it (at once when this process drives the game,
 * else at the driving process's next lease renewal, within seconds).
 */
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { markPaused, markResumed, markTerminating } from '../../games/games.repository.js';
import type { ListReply } from '../../games/season-listings.js';
import { deepFreeze } from '../../lib/deep-freeze.js';
import { writeAudit } from '../audit/audit.repository.js';
import { gameOfContest, gameProgressRow, listRunningGames, type RunningFilter } from './running.repository.js';

/** The audit actions of this area, from the closed list in @taikai/shared. */
export { GameAuditAction };

/** pause_contest_running_game's `resume`: 1 pause, 2 resume. */
export const ResumeFlag = { Pause: 1, Resume: 2 } as const;

/**
 * What the list answered last for each game (by uuid), to answer the same objects again while nothing of the game
 * changed: at 750 tables a poll then builds only the games whose hand ended (or whose row changed) since the last
 * one. Entries of games no longer listed are dropped at each full (unfiltered) listing.
 */
const answered = new Map<string, { season: string; seats: RunningRow['seats']; game: RunningGame }>();
const ANSWERED_MAX = 20_000;

type RunningRow = Awaited<ReturnType<typeof listRunningGames>>[number];

/** Whether two answers of one game are equal (the row's fields as listed, the live position). */
function same(a: RunningGame, row: RunningRow, chang: number, ju: number, ben: number, scores: readonly number[]) {
  if (a.chang !== chang || a.ju !== ju || a.ben !== ben || a.scores.length !== scores.length) return false;
  for (let i = 0; i < scores.length; i++) if (a.scores[i] !== scores[i]) return false;
  return (
    a.start_time === row.start_time &&
    a.tag === row.tag &&
    a.remark === row.remark &&
    a.paused === (row.status === 'paused' ? 1 : 0) &&
    a.paused_at === (row.paused_at ?? 0)
  );
}

/**
 * A change a manager made to a live game of the season (committed): every process's shared list of the season is
 * dropped (season-listings.ts), so the next poll shows it.
 */
export function forgetListing(ctx: AppContext, uniqueId: number, seasonId: number): void {
  ctx.games.host.announceChange(uniqueId, seasonId);
}

/** contest_running_game_list's reply: a full listing is the season's shared one (season-listings.ts). */
export async function runningListReply(ctx: AppContext, q: RunningFilter): Promise<ListReply<RunningGame>> {
  if (!isFullListing(q)) return { list: await buildList(ctx, q) };
  return ctx.games.listings.get(q.unique_id, q.season_id, ctx.clock.now(), () => buildList(ctx, q));
}

/** The list itself (the route answers `runningListReply`, whose shared list is frozen; this is a copy). */
export async function runningGameList(ctx: AppContext, q: RunningFilter): Promise<RunningGame[]> {
  return [...(await runningListReply(ctx, q)).list];
}

/** Games built between two turns of the event loop (polls are answered in between). */
const BUILD_CHUNK = 100;

/**
 * The live games of a season as the database lists them (which games, their status, tag and remark), with the
 * position and scores of the games this process drives as they are now (the row's, per hand, for the others). A
 * game's answer object is reused while it is unchanged (see `answered`); answers are frozen as they are built, a
 * hundred games at a time with the event loop let go between (750 games are ~10 ms of building and freezing).
 */
async function buildList(ctx: AppContext, q: RunningFilter): Promise<RunningGame[]> {
  const rows = await listRunningGames(ctx.db, q);
  const season = `${q.unique_id}:${q.season_id}`;
  const out: RunningGame[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % BUILD_CHUNK === 0) await new Promise((r) => setImmediate(r));
    out.push(answerOf(ctx, season, rows[i]));
  }
  if (isFullListing(q)) forgetAllBut(season, rows);
  return out;
}

/** One game's answer: the one answered before while unchanged, else built (and frozen). */
function answerOf(ctx: AppContext, season: string, g: RunningRow): RunningGame {
  const live = ctx.games.host.progress(g.uuid);
  const scores = live?.scores ?? (JSON.parse(g.scores) as number[]);
  const chang = live?.chang ?? g.chang;
  const ju = live?.ju ?? g.ju;
  const ben = live?.ben ?? g.ben;
  const before = answered.get(g.uuid);
  if (before && before.seats === g.seats && same(before.game, g, chang, ju, ben, scores)) return before.game;
  const game: RunningGame = deepFreeze({
    game_uuid: g.uuid,
    uuid: g.uuid,
    start_time: g.start_time,
    players: g.seats.map((s) => ({
      account_id: s.account_id,
      nickname: s.nickname,
      score: scores[s.seat] ?? 0,
      seat: s.seat,
    })),
    chang,
    ju,
    ben,
    scores,
    tag: g.tag,
    remark: g.remark,
    paused: g.status === 'paused' ? 1 : 0,
    paused_at: g.paused_at ?? 0,
  });
  if (!before && answered.size >= ANSWERED_MAX) answered.delete(answered.keys().next().value as string);
  answered.set(g.uuid, { season, seats: g.seats, game });
  return game;
}

function isFullListing(q: RunningFilter): boolean {
  return (
    q.nickname === undefined && q.account_id === undefined && q.start_from === undefined && q.start_to === undefined
  );
}

/** Drops the remembered answers of this season's games that are no longer live (the rest are other seasons'). */
function forgetAllBut(season: string, rows: readonly RunningRow[]): void {
  if (answered.size === rows.length) return;
  const listed = new Set(rows.map((r) => r.uuid));
  for (const [uuid, a] of answered) if (a.season === season && !listed.has(uuid)) answered.delete(uuid);
}

export async function pauseRunningGame(
  ctx: AppContext,
  actor: Actor,
  body: { unique_id: number; game_uuid: string; resume: number },
): Promise<void> {
  const pause = body.resume === ResumeFlag.Pause;
  const season = await inTransaction(ctx.db, async (trx) => {
    const game = await gameOfContest(trx, body.unique_id, body.game_uuid);
    ensure(game && (game.status === 'running' || game.status === 'paused'), ErrorCode.GAME_NOT_FOUND);
    if (pause && game.status === 'paused') fail(ErrorCode.GAME_ALREADY_PAUSED);
    if (!pause && game.status === 'running') fail(ErrorCode.GAME_ALREADY_RESUMED);
    const now = ctx.clock.now();
    const changed = pause ? await markPaused(trx, game.uuid, now) : await markResumed(trx, game.uuid, now);
    ensure(changed, pause ? ErrorCode.GAME_ALREADY_PAUSED : ErrorCode.GAME_ALREADY_RESUMED);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: pause ? GameAuditAction.Pause : GameAuditAction.Resume,
      before: { game_uuid: game.uuid, status: game.status },
      after: { game_uuid: game.uuid, status: pause ? 'paused' : 'running' },
      now,
    });
    return game.season_id;
  });
  try {
    if (pause) await ctx.games.host.pause(body.game_uuid);
    else await ctx.games.host.resume(body.game_uuid);
  } finally {
    forgetListing(ctx, body.unique_id, season);
  }
}

export async function terminateRunningGame(
  ctx: AppContext,
  actor: Actor,
  body: { unique_id: number; uuid: string },
): Promise<void> {
  const season = await inTransaction(ctx.db, async (trx) => {
    const game = await gameOfContest(trx, body.unique_id, body.uuid);
    ensure(game && (game.status === 'running' || game.status === 'paused'), ErrorCode.GAME_NOT_FOUND);
    const now = ctx.clock.now();
    ensure(await markTerminating(trx, game.uuid, now), ErrorCode.GAME_NOT_FOUND);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: GameAuditAction.Terminate,
      before: { game_uuid: game.uuid, status: game.status, scores: JSON.parse(game.scores) },
      after: { game_uuid: game.uuid, status: 'terminated' },
      now,
    });
    return game.season_id;
  });
  try {
    await ctx.games.host.terminate(body.uuid);
  } finally {
    forgetListing(ctx, body.unique_id, season);
  }
}

export interface ProgressLatest {
  uuid: string;
  chang: number;
  ju: number;
  ben: number;
  is_end: boolean;
  scores: number[];
  update_time: number;
}

/** Live scores of one game (DESIGN section 9): from the host driving it, else from its row (per hand). */
export async function progressLatest(ctx: AppContext, uuid: string): Promise<ProgressLatest> {
  const live = ctx.games.host.progress(uuid);
  if (live) {
    return {
      uuid,
      chang: live.chang,
      ju: live.ju,
      ben: live.ben,
      is_end: live.is_end,
      scores: live.scores,
      update_time: live.update_time,
    };
  }
  const row = await gameProgressRow(ctx.db, uuid);
  if (!row) fail(ErrorCode.GAME_NOT_FOUND);
  return {
    uuid,
    chang: row.chang,
    ju: row.ju,
    ben: row.ben,
    is_end: row.status === 'finished' || row.status === 'terminated',
    scores: JSON.parse(row.scores) as number[],
    update_time: row.update_time,
  };
}
