import { managerEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { addContestAdmins, fetchObserverList, removeContestAdmins, setObserverList } from './manager.service.js';

export const managerHandlers = handlers(managerEndpoints, {
  addContestAdmin: (body, actor, ctx) => addContestAdmins(ctx, actor, body),
  removeContestAdmin: (body, actor, ctx) => removeContestAdmins(ctx, actor, body),
  fetchObserverList: (_q, _actor, ctx, access) => fetchObserverList(ctx, access),
  setObserverList: (body, actor, ctx) => setObserverList(ctx, actor, body),
});
