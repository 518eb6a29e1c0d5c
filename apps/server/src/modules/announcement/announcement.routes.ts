import { announcementQuery, announcementReply, envelope } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { fetchAnnouncements } from './announcement.service.js';

export function announcementRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contest/fetch_announcement',
    {
      schema: {
        tags: ['announcement'],
        querystring: announcementQuery,
        response: { 200: envelope(announcementReply) },
      },
    },
    async (req) => {
      requireActor(req);
      return { data: await fetchAnnouncements(ctx, req.query.language) };
    },
  );
}
