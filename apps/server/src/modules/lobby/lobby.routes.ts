import { lobbyEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { contestNoticesForPlayer, findContestForPlayer } from './find-contest.service.js';
import { myContests, ready, signup } from './lobby.service.js';
import { myGames } from './my-games.service.js';
import { mySeason } from './my-season.service.js';
import { watchGames } from './watch-games.service.js';

export const lobbyHandlers = handlers(lobbyEndpoints, {
  playerSignup: (body, actor, ctx) => signup(ctx, actor, body),
  playerReady: (body, actor, ctx) => ready(ctx, actor, body),
  playerFindContest: (q, actor, ctx) => findContestForPlayer(ctx, actor, q.contest_id),
  playerContestNotices: (q, actor, ctx) => contestNoticesForPlayer(ctx, actor, q.contest_id),
  playerMyContests: (_q, actor, ctx) => myContests(ctx, actor),
  playerMyGames: (_q, actor, ctx) => myGames(ctx, actor),
  playerMySeason: (q, actor, ctx) => mySeason(ctx, actor, q),
  playerWatchGames: (_q, actor, ctx) => watchGames(ctx, actor),
});
