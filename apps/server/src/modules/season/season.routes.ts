import {
  createSeasonBody,
  createSeasonReply,
  endSeasonBody,
  endSeasonReply,
  envelope,
  seasonListQuery,
  seasonListReply,
  updateSeasonBody,
  updateSeasonReply,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { createSeason, endSeason, seasonList, updateSeasonSetting } from './season.service.js';

const tags = ['season'];

export function seasonRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    '/api/contest/fetch_contest_season_list',
    { schema: { tags, querystring: seasonListQuery, response: { 200: envelope(seasonListReply) } } },
    async (req) => ({ data: await seasonList(ctx, requireActor(req), req.query.unique_id) }),
  );
  app.post(
    '/api/contest/create_contest_season',
    { schema: { tags, body: createSeasonBody, response: { 200: envelope(createSeasonReply) } } },
    async (req) => ({ data: await createSeason(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/update_contest_season',
    { schema: { tags, body: updateSeasonBody, response: { 200: envelope(updateSeasonReply) } } },
    async (req) => ({ data: await updateSeasonSetting(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/end_contest_season',
    { schema: { tags, body: endSeasonBody, response: { 200: envelope(endSeasonReply) } } },
    async (req) => ({ data: await endSeason(ctx, requireActor(req), req.body) }),
  );
}
