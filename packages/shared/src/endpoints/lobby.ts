import { myGamesReply } from '../schemas/game.js';
import {
  contestNoticesQuery,
  contestNoticesReply,
  findContestQuery,
  findContestReply,
} from '../schemas/lobby-contest.js';
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
};
