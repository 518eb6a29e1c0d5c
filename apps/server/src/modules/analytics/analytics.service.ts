import type { AnalyticsBody } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { insertAnalyticsEvents } from './analytics.repository.js';

/**
 * The console's analytics sink (page views, timed stays, tracked clicks; spec part 1 section 2). Login is
 * optional: events before login are kept without an account. One insert, no audit, nothing read back.
 */
export async function recordAnalytics(
  ctx: AppContext,
  actor: Actor | null,
  body: AnalyticsBody,
): Promise<{ accepted: number }> {
  await insertAnalyticsEvents(ctx.db, actor?.account_id ?? null, body.events, ctx.clock.now());
  return { accepted: body.events.length };
}
