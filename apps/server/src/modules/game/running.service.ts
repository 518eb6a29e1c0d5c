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
import { deepFreeze, type Shared } from '../../lib/deep-freeze.js';
import { watchesLive } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { delayedPosition } from './delayed-position.js';
import { gameHands } from './game.repository.js';
import { gameOfContest, gameProgressRow, listRunningGames, type RunningFilter } from './running.repository.js';

/** The audit actions of this area, from the closed list in @taikai/shared. */
export { GameAuditAction };

/** pause_contest_running_game's `resume`: 1 pause, 2 resume. */
export const ResumeFlag = { Pause: 1, Resume: 2 } as const;

type RunningRow = Awaited<ReturnType<typeof listRunningGames>>[number];

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
  return ctx.caches.runningLists.get(q.unique_id, q.season_id, ctx.clock.now(), () => buildList(ctx, q));
}

/** The list itself (the route answers `runningListReply`, whose shared list is Shared; this is a copy). */
export async function runningGameList(ctx: AppContext, q: RunningFilter): Promise<RunningGame[]> {
  return [...(await runningListReply(ctx, q)).list];
}

/** Games built between two turns of the event loop (polls are answered in between). */
const BUILD_CHUNK = 100;

/**
 * The live games of a season as the database lists them (which games, their status, tag and remark), with the
 * position and scores of the games this process drives as they are now (the row's, per hand, for the others).
 * Answers are frozen as they are built, a hundred games at a time with the event loop let go between. Each game's
 * answer is built at every list read, not kept: keeping it while unchanged saves nothing measurable under the games
 * bench, at one second or at 75 seconds a hand (bench/RESULTS.md "What the caches save").
 */
async function buildList(ctx: AppContext, q: RunningFilter): Promise<RunningGame[]> {
  const rows = await listRunningGames(ctx.db, ctx.caches.runningSeats, q);
  const out: RunningGame[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % BUILD_CHUNK === 0) await new Promise((r) => setImmediate(r));
    out.push(answerOf(ctx, rows[i]));
  }
  return out;
}

/** One game's answer (frozen). */
function answerOf(ctx: AppContext, g: RunningRow): Shared<RunningGame> {
  const live = ctx.games.host.progress(g.uuid);
  const scores = live?.scores ?? (JSON.parse(g.scores) as number[]);
  return deepFreeze<RunningGame>({
    game_uuid: g.uuid,
    uuid: g.uuid,
    start_time: g.start_time,
    players: g.seats.map((s) => ({
      account_id: s.account_id,
      nickname: s.nickname,
      score: scores[s.seat] ?? 0,
      seat: s.seat,
    })),
    chang: live?.chang ?? g.chang,
    ju: live?.ju ?? g.ju,
    ben: live?.ben ?? g.ben,
    scores,
    tag: g.tag,
    remark: g.remark,
    paused: g.status === 'paused' ? 1 : 0,
    paused_at: g.paused_at ?? 0,
  });
}

function isFullListing(q: RunningFilter): boolean {
  return (
    q.nickname === undefined && q.account_id === undefined && q.start_from === undefined && q.start_to === undefined
  );
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

/**
 * The live progress call (spec part 2 section 7), public as the spec has it: anyone holding a game's uuid may ask.
 * The contest's creator and managers (with their session) see the game as it is; everyone else sees it as a delayed
 * watcher does, TAIKAI_WATCH_DELAY seconds behind (delayed-position.ts): the last hand reached by then, the end only
 * once it is that old.
 */
export async function progressLatest(ctx: AppContext, uuid: string, actor: Actor | null): Promise<ProgressLatest> {
  const row = await gameProgressRow(ctx.db, uuid);
  if (!row) fail(ErrorCode.GAME_NOT_FOUND);
  const hosted = ctx.games.host.progress(uuid);
  const live = hosted
    ? {
        chang: hosted.chang,
        ju: hosted.ju,
        ben: hosted.ben,
        is_end: hosted.is_end,
        scores: hosted.scores,
        update_time: hosted.update_time,
      }
    : {
        chang: row.chang,
        ju: row.ju,
        ben: row.ben,
        is_end: row.status === 'finished' || row.status === 'terminated',
        scores: JSON.parse(row.scores) as number[],
        update_time: row.update_time,
      };
  const delay = ctx.config.watchDelaySeconds;
  if (delay <= 0 || (await watchesLive(ctx.db, actor?.account_id ?? null, row.unique_id))) return { uuid, ...live };
  const hands = (await gameHands(ctx.db, [uuid])).get(uuid) ?? [];
  const shown = delayedPosition({ live, end_time: row.end_time }, hands, ctx.clock.now(), delay) ?? {
    chang: 0,
    ju: 0,
    ben: 0,
    scores: live.scores.map(() => 0),
    is_end: false,
    update_time: row.update_time,
  };
  return { uuid, ...shown };
}
