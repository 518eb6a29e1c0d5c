import { myGamesReply, watchGamesReply } from '../schemas/game.js';
import {
  contestNoticesQuery,
  contestNoticesReply,
  findContestQuery,
  findContestReply,
} from '../schemas/lobby-contest.js';
import { mySeasonQuery, mySeasonReply } from '../schemas/ranking.js';
import {
  myContestsReply,
  playerReadyBody,
  playerReadyReply,
  playerSignupBody,
  playerSignupReply,
} from '../schemas/roster.js';
import { endpoint } from './define.js';

const tags = ['lobby'];

/** The player's own calls (the lobby at /m/): find a contest and read its notices, sign up, ready, my contests. */
export const lobbyEndpoints = {
  playerSignup: endpoint({
    method: 'POST',
    path: '/api/contest/player/signup',
    body: playerSignupBody,
    reply: playerSignupReply,
    policy: 'login',
    tags,
  }),
  playerReady: endpoint({
    method: 'POST',
    path: '/api/contest/player/ready',
    body: playerReadyBody,
    reply: playerReadyReply,
    policy: 'login',
    tags,
  }),
  playerFindContest: endpoint({
    method: 'GET',
    path: '/api/contest/player/find_contest',
    query: findContestQuery,
    reply: findContestReply,
    policy: 'login',
    tags,
  }),
  /** a contest's public notice, and its private one for a joined player */
  playerContestNotices: endpoint({
    method: 'GET',
    path: '/api/contest/player/contest_notices',
    query: contestNoticesQuery,
    reply: contestNoticesReply,
    policy: 'login',
    tags,
  }),
  playerMyContests: endpoint({
    method: 'GET',
    path: '/api/contest/player/my_contests',
    reply: myContestsReply,
    policy: 'login',
    tags,
  }),
  /** my plans (seats, start time, readiness), my running game with live scores, my last results */
  playerMyGames: endpoint({
    method: 'GET',
    path: '/api/contest/player/my_games',
    reply: myGamesReply,
    policy: 'login',
    tags,
  }),
  /**
   * The live games the caller may watch: those of every contest they observe (its observer switch on) or manage,
   * observers seeing each TAIKAI_WATCH_DELAY behind.
   */
  /**
   * The caller's own season in a contest they play in: standing under the season's rank rule, statistics and chart
   * (as the organiser's player detail), and their finished games. Only for a season the caller is (or was) on the
   * roster of, or played in: anyone else gets 2506.
   */
  playerMySeason: endpoint({
    method: 'GET',
    path: '/api/contest/player/my_season',
    query: mySeasonQuery,
    reply: mySeasonReply,
    policy: 'login',
    tags,
  }),
  playerWatchGames: endpoint({
    method: 'GET',
    path: '/api/contest/player/watch_games',
    reply: watchGamesReply,
    policy: 'login',
    tags,
  }),
};
