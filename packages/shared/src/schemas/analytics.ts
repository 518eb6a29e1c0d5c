import { z } from 'zod';
import { ANALYTICS_BATCH_MAX } from '../analytics-limits.js';
import { MAX_INT32 } from './common.js';

export { ANALYTICS_BATCH_MAX, ANALYTICS_EVENTS_PER_DAY } from '../analytics-limits.js';

/**
 * Analytics events the console batches to the sink every 2 s (spec part 1 section 2). A logged-in account's only;
 * fields and batches are small, and the server keeps at most ANALYTICS_EVENTS_PER_DAY per account.
 */
export const analyticsEvent = z.object({
  type: z.enum(['page_view', 'stay', 'click']),
  path: z.string().max(256),
  /** stay: seconds (60, 300, 1800); click: tracked button id */
  value: z.union([z.string().max(64), z.number().finite()]).optional(),
  /** the browser's unix seconds when it happened */
  time: z.number().int().min(0).max(MAX_INT32),
});
export const analyticsBody = z.object({ events: z.array(analyticsEvent).min(1).max(ANALYTICS_BATCH_MAX) });
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
export type AnalyticsBody = z.infer<typeof analyticsBody>;
export const analyticsReply = z.object({ accepted: z.number().int() });
