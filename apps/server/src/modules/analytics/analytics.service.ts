import { ANALYTICS_EVENTS_PER_DAY, type AnalyticsBody, DAY_SECONDS } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { ErrorCode, ensure } from '../../errors.js';
import { countAccountEventsSince, insertAnalyticsEvents, lockAccountAnalytics } from './analytics.repository.js';

/**
 * The console's analytics sink (page views, timed stays, tracked clicks; spec part 1 section 2), for logged-in
 * pages only (the endpoint's policy). An account keeps at most ANALYTICS_EVENTS_PER_DAY events in any 24 hours; a
 * batch that would pass it is refused whole (109). The count and the insert are one transaction under the
 * account's lock, so parallel batches cannot pass the cap together. No audit, nothing read back.
 */
export async function recordAnalytics(
  ctx: AppContext,
  actor: Actor,
  body: AnalyticsBody,
): Promise<{ accepted: number }> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    await lockAccountAnalytics(trx, actor.account_id);
    const today = await countAccountEventsSince(trx, actor.account_id, now - DAY_SECONDS);
    ensure(today + body.events.length <= ANALYTICS_EVENTS_PER_DAY, ErrorCode.TOO_FREQUENT);
    await insertAnalyticsEvents(trx, actor.account_id, body.events, now);
  });
  return { accepted: body.events.length };
}
