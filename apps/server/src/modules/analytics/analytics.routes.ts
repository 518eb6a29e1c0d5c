import { analyticsBody, analyticsReply, envelope } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { recordAnalytics } from './analytics.service.js';

/** The console sends a batch every 2 s; a per-IP cap keeps a misbehaving page from filling the table. */
const PER_IP = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export function analyticsRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/analytics',
    {
      config: PER_IP,
      bodyLimit: 256 * 1024,
      schema: { tags: ['analytics'], body: analyticsBody, response: { 200: envelope(analyticsReply) } },
    },
    async (req) => ({ data: await recordAnalytics(ctx, req.actor, req.body) }),
  );
}
