import { rankingEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { calcRank, playerData, seasonRank } from './ranking.service.js';

export const rankingHandlers = handlers(rankingEndpoints, {
  fetchSeasonPlayerRank: (body, _actor, ctx, access) => seasonRank(ctx, access, body),
  fetchSeasonPlayerCalcRank: (body, _actor, ctx, access) => calcRank(ctx, access, body),
  fetchSeasonPlayerData: (q, _actor, ctx, access) => playerData(ctx, access, q),
});
