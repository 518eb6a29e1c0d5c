import { announcementQuery, announcementReply } from '../schemas/contest.js';
import { endpoint } from './define.js';

/** The platform's announcements, in the caller's language. */
export const announcementEndpoints = {
  fetchAnnouncement: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_announcement',
    query: announcementQuery,
    reply: announcementReply,
    policy: 'login',
    tags: ['announcement'],
  }),
};
