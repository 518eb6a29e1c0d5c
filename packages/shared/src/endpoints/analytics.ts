import { analyticsBody, analyticsReply } from '../schemas/analytics.js';
import { endpoint } from './define.js';

/** The console's usage events: a batch every 2 s; a per-IP cap keeps a misbehaving page from filling the table. */
export const analyticsEndpoints = {
  analytics: endpoint({
    method: 'POST',
    path: '/api/analytics',
    body: analyticsBody,
    reply: analyticsReply,
    policy: 'public',
    tags: ['analytics'],
    bodyLimit: 256 * 1024,
    perIpPerMinute: 120,
  }),
};
