import { announcementEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { fetchAnnouncements } from './announcement.service.js';

export const announcementHandlers = handlers(announcementEndpoints, {
  fetchAnnouncement: (q, _actor, ctx) => fetchAnnouncements(ctx, q.language),
});
