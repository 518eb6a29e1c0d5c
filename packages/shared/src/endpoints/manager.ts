import {
  addContestAdminBody,
  contestAdminReply,
  observerListQuery,
  observerListReply,
  removeContestAdminBody,
  setObserverListBody,
  setObserverListReply,
} from '../schemas/manager.js';
import { endpoint } from './define.js';

const tags = ['manager'];

/** A contest's managers (creator only) and observers (spec part 1 section 3). */
export const managerEndpoints = {
  addContestAdmin: endpoint({
    method: 'POST',
    path: '/api/contest/add_contest_admin',
    body: addContestAdminBody,
    reply: contestAdminReply,
    policy: 'creator',
    unlocked: true,
    tags,
  }),
  removeContestAdmin: endpoint({
    method: 'POST',
    path: '/api/contest/remove_contest_admin',
    body: removeContestAdminBody,
    reply: contestAdminReply,
    policy: 'creator',
    unlocked: true,
    tags,
  }),
  fetchObserverList: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_observer_list',
    query: observerListQuery,
    reply: observerListReply,
    policy: 'manager',
    tags,
  }),
  setObserverList: endpoint({
    method: 'POST',
    path: '/api/contest/set_observer_list',
    body: setObserverListBody,
    reply: setObserverListReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
};
