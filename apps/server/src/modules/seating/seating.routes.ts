import { seatingEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { createRoundPlans, seatSeasonRound } from './seating.service.js';

export const seatingHandlers = handlers(seatingEndpoints, {
  seatSeasonRound: (body, _actor, ctx, access) => seatSeasonRound(ctx, access, body),
  createRoundPlans: (body, actor, ctx, access) => createRoundPlans(ctx, actor, access, body),
});
