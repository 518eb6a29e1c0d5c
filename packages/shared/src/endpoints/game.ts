import {
  createGamePlanBody,
  createGamePlanReply,
  gamePlanListQuery,
  gamePlanListReply,
  gameProgressParams,
  gameProgressReply,
  gameRemarkBody,
  gameRemarkReply,
  pauseGameBody,
  pauseGameReply,
  readyPlayerListQuery,
  readyPlayerListReply,
  removePlanBody,
  removePlanReply,
  runningGameListQuery,
  runningGameListReply,
  terminateGameBody,
  terminateGameReply,
} from '../schemas/game.js';
import { endpoint } from './define.js';

const tags = ['game'];

/**
 * Games (spec part 2 section 7 "Games"): the ready list, plans, running games and live progress. Managers only;
 * every change is refused while the operator has locked the contest (2558). The live progress call is public, as
 * on the original platform's live host: it tells the round and scores only, and only as a delayed watcher sees them
 * (TAIKAI_WATCH_DELAY behind: the last hand reached by then, the end once it is that old) to anyone but the
 * contest's creator and managers, who see the game as it is.
 */
export const gameEndpoints = {
  readyPlayerList: endpoint({
    method: 'GET',
    path: '/api/contest/ready_player_list',
    query: readyPlayerListQuery,
    reply: readyPlayerListReply,
    policy: 'manager',
    tags,
  }),
  createGamePlan: endpoint({
    method: 'POST',
    path: '/api/contest/create_game_plan',
    body: createGamePlanBody,
    reply: createGamePlanReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  fetchContestGamePlanList: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_game_plan_list',
    query: gamePlanListQuery,
    reply: gamePlanListReply,
    policy: 'manager',
    tags,
  }),
  removeContestPlanGame: endpoint({
    method: 'POST',
    path: '/api/contest/remove_contest_plan_game',
    body: removePlanBody,
    reply: removePlanReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  updateContestGameRemark: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_game_remark',
    body: gameRemarkBody,
    reply: gameRemarkReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  contestRunningGameList: endpoint({
    method: 'GET',
    path: '/api/contest/contest_running_game_list',
    query: runningGameListQuery,
    reply: runningGameListReply,
    policy: 'manager',
    tags,
  }),
  pauseContestRunningGame: endpoint({
    method: 'POST',
    path: '/api/contest/pause_contest_running_game',
    body: pauseGameBody,
    reply: pauseGameReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  terminateContestRunningGame: endpoint({
    method: 'POST',
    path: '/api/contest/terminate_contest_running_game',
    body: terminateGameBody,
    reply: terminateGameReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  gameProgressLatest: endpoint({
    method: 'GET',
    path: '/api/game/realtime/:game_uuid/progress/latest',
    params: gameProgressParams,
    reply: gameProgressReply,
    policy: 'public',
    tags,
  }),
};
