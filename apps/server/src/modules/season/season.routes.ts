import { seasonEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { createSeason, endSeason, seasonList, updateSeasonSetting } from './season.service.js';

export const seasonHandlers = handlers(seasonEndpoints, {
  fetchContestSeasonList: (_q, _actor, ctx, access) => seasonList(ctx, access),
  createContestSeason: (body, actor, ctx, access) => createSeason(ctx, actor, access, body),
  updateContestSeason: (body, actor, ctx, access) => updateSeasonSetting(ctx, actor, access, body),
  endContestSeason: (body, actor, ctx) => endSeason(ctx, actor, body),
});
