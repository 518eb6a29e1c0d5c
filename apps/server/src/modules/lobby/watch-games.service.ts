/**
 * The lobby's games to watch (`GET /api/contest/player/watch_games`): the live games of every contest the caller
 * observes (its observer switch on) or manages, with a Watch button in the lobby. A manager or the creator sees each
 * as it is; an observer sees it TAIKAI_WATCH_DELAY behind (modules/game/delayed-position.ts), as the watch socket
 * shows it to them.
 */
import { type LangContent, parseJsonList, WATCH_GAMES_MAX, type WatchGamesReply } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { delayedPosition } from '../game/delayed-position.js';
import { gameHands } from '../game/game.repository.js';
import { seatsOfGames } from './my-games.repository.js';
import { watchableGames } from './watch-games.repository.js';

export async function watchGames(ctx: AppContext, actor: Actor): Promise<WatchGamesReply> {
  const delay = ctx.config.watchDelaySeconds;
  const games = await watchableGames(ctx.db, actor.account_id, WATCH_GAMES_MAX);
  const uuids = games.map((g) => g.uuid);
  const [seats, hands] = await Promise.all([
    seatsOfGames(ctx.db, uuids),
    gameHands(
      ctx.db,
      games.filter((g) => !g.manages).map((g) => g.uuid),
    ),
  ]);
  const now = ctx.clock.now();
  return {
    delay_seconds: delay,
    games: games.map((g) => {
      const hosted = ctx.games.host.progress(g.uuid);
      const live = {
        chang: hosted?.chang ?? g.chang,
        ju: hosted?.ju ?? g.ju,
        ben: hosted?.ben ?? g.ben,
        scores: hosted?.scores ?? parseJsonList<number>(g.scores),
        is_end: false,
        update_time: now,
      };
      const watchesLive = g.manages || delay <= 0;
      const shown = watchesLive ? live : delayedPosition({ live, end_time: null }, hands.get(g.uuid) ?? [], now, delay);
      const scores = shown?.scores ?? live.scores.map(() => 0);
      return {
        unique_id: g.unique_id,
        season_id: g.season_id,
        contest_id: g.contest_id,
        contest_name: parseJsonList<LangContent>(g.contest_name),
        game_uuid: g.uuid,
        start_time: g.start_time,
        live: watchesLive,
        chang: shown?.chang ?? 0,
        ju: shown?.ju ?? 0,
        ben: shown?.ben ?? 0,
        paused: g.status === 'paused' ? 1 : 0,
        players: seats
          .filter((s) => s.game_uuid === g.uuid)
          .map((s) => ({ account_id: s.account_id, nickname: s.nickname, seat: s.seat, score: scores[s.seat] ?? 0 })),
      };
    }),
  };
}
