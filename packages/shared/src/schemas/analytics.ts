import { z } from 'zod';
import { MAX_INT32 } from './common.js';

/** Analytics events the console batches to the sink every 2 s (spec part 1 section 2). */
export const analyticsEvent = z.object({
  type: z.enum(['page_view', 'stay', 'click']),
  path: z.string().max(512),
  /** stay: seconds (60, 300, 1800); click: tracked button id */
  value: z.union([z.string().max(128), z.number().finite()]).optional(),
  /** the browser's unix seconds when it happened */
  time: z.number().int().min(0).max(MAX_INT32),
});
export const analyticsBody = z.object({ events: z.array(analyticsEvent).min(1).max(200) });
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;
export type AnalyticsBody = z.infer<typeof analyticsBody>;
export const analyticsReply = z.object({ accepted: z.number().int() });
