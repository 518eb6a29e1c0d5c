import { analyticsBody, analyticsReply } from '../schemas/analytics.js';
import { endpoint } from './define.js';

/**
 * The console's usage events: a batch every 2 s from a logged-in page (the body is read only after the session is
 * checked); a daily allowance per account and a per-IP cap keep anyone from filling the table.
 */
export const analyticsEndpoints = {
  analytics: endpoint({
    method: 'POST',
    path: '/api/analytics',
    body: analyticsBody,
    reply: analyticsReply,
    policy: 'login',
    tags: ['analytics'],
    bodyLimit: 32 * 1024,
    perIpPerMinute: 120,
  }),
};
