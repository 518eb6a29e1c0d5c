import { gameEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { createGamePlan, gamePlanList, readyPlayerList, removePlan, updateGameRemark } from './plan.service.js';
import { pauseRunningGame, progressLatest, runningListReply, terminateRunningGame } from './running.service.js';

/** Games: plans here (plan.service.ts); running games and live progress from the game host's side (games/). */
export const gameHandlers = handlers(gameEndpoints, {
  readyPlayerList: (q, _actor, ctx) => readyPlayerList(ctx, q),
  createGamePlan: (body, actor, ctx, access) => createGamePlan(ctx, actor, access, body),
  fetchContestGamePlanList: (q, _actor, ctx) => gamePlanList(ctx, q),
  removeContestPlanGame: (body, actor, ctx) => removePlan(ctx, actor, body),
  updateContestGameRemark: (body, actor, ctx) => updateGameRemark(ctx, actor, body),
  contestRunningGameList: (q, _actor, ctx) => runningListReply(ctx, q),
  pauseContestRunningGame: async (body, actor, ctx) => {
    await pauseRunningGame(ctx, actor, body);
    return {};
  },
  terminateContestRunningGame: async (body, actor, ctx) => {
    await terminateRunningGame(ctx, actor, body);
    return {};
  },
  gameProgressLatest: (params, actor, ctx) => progressLatest(ctx, params.game_uuid, actor),
});
