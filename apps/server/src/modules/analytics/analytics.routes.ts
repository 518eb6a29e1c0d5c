import { analyticsEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { recordAnalytics } from './analytics.service.js';

export const analyticsHandlers = handlers(analyticsEndpoints, {
  analytics: (body, actor, ctx) => recordAnalytics(ctx, actor, body),
});
