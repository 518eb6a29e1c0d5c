import {
  addContestAdminBody,
  contestAdminReply,
  envelope,
  observerListQuery,
  observerListReply,
  removeContestAdminBody,
  setObserverListBody,
  setObserverListReply,
} from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { requireActor } from '../../plugins/auth.js';
import { addContestAdmins, fetchObserverList, removeContestAdmins, setObserverList } from './manager.service.js';

const tags = ['manager'];

export function managerRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/contest/add_contest_admin',
    { schema: { tags, body: addContestAdminBody, response: { 200: envelope(contestAdminReply) } } },
    async (req) => ({ data: await addContestAdmins(ctx, requireActor(req), req.body) }),
  );
  app.post(
    '/api/contest/remove_contest_admin',
    { schema: { tags, body: removeContestAdminBody, response: { 200: envelope(contestAdminReply) } } },
    async (req) => ({ data: await removeContestAdmins(ctx, requireActor(req), req.body) }),
  );
  app.get(
    '/api/contest/fetch_observer_list',
    { schema: { tags, querystring: observerListQuery, response: { 200: envelope(observerListReply) } } },
    async (req) => ({ data: await fetchObserverList(ctx, requireActor(req), req.query.unique_id) }),
  );
  app.post(
    '/api/contest/set_observer_list',
    { schema: { tags, body: setObserverListBody, response: { 200: envelope(setObserverListReply) } } },
    async (req) => ({ data: await setObserverList(ctx, requireActor(req), req.body) }),
  );
}
