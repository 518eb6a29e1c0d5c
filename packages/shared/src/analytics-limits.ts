/**
 * The analytics sink's limits, in a module of their own without zod: the console's tracker reads the batch size on
 * the first page load, which loads no schema (`schemas/analytics.ts` re-exports them).
 */
export const ANALYTICS_BATCH_MAX = 50;
export const ANALYTICS_EVENTS_PER_DAY = 5000;
