import {
  envelope,
  findContestQuery,
  findContestReply,
  myContestsReply,
  playerReadyBody,
  playerReadyReply,
  playerSignupBody,
  playerSignupReply,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { findContestForPlayer } from './find-contest.service.js';
import { myContests, ready, signup } from './player.service.js';

const tags = ['player'];

export function playerRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/contest/player/signup',
    { schema: { tags, body: playerSignupBody, response: { 200: envelope(playerSignupReply) } } },
    async (req) => ({ data: await signup(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/player/ready',
    { schema: { tags, body: playerReadyBody, response: { 200: envelope(playerReadyReply) } } },
    async (req) => ({ data: await ready(ctx, requireActor(req), req.body) }),
  );
  app.get(
    '/api/contest/player/find_contest',
    { schema: { tags, querystring: findContestQuery, response: { 200: envelope(findContestReply) } } },
    async (req) => ({ data: await findContestForPlayer(ctx, requireActor(req), req.query.contest_id) }),
  );
  app.get(
    '/api/contest/player/my_contests',
    { schema: { tags, response: { 200: envelope(myContestsReply) } } },
    async (req) => ({ data: await myContests(ctx, requireActor(req)) }),
  );
}
