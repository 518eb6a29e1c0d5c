import { auditLogQuery, auditLogReply } from '../schemas/audit.js';
import { empty } from '../schemas/common.js';
import {
  contestDetail,
  contestDetailQuery,
  contestListReply,
  createContestBody,
  createContestReply,
  deleteContestBody,
  updateContestBaseBody,
  updateContestReply,
} from '../schemas/contest.js';
import { endpoint, LARGE_BODY_LIMIT } from './define.js';

const tags = ['contest'];

/** Contests (spec part 1 sections 2, 3, 6): create, list, detail, base settings, notices, delete, audit log. */
export const contestEndpoints = {
  createContest: endpoint({
    method: 'POST',
    path: '/api/contest/create_contest',
    body: createContestBody,
    reply: createContestReply,
    policy: 'login',
    tags,
  }),
  fetchContestList: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_list',
    reply: contestListReply,
    policy: 'login',
    tags,
  }),
  fetchContestDetail: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_detail',
    query: contestDetailQuery,
    reply: contestDetail,
    policy: 'manager',
    tags,
  }),
  updateContestBase: endpoint({
    method: 'POST',
    path: '/api/contest/update_contest_base',
    body: updateContestBaseBody,
    bodyLimit: LARGE_BODY_LIMIT,
    reply: updateContestReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  deleteContest: endpoint({
    method: 'POST',
    path: '/api/contest/delete_contest',
    body: deleteContestBody,
    reply: empty,
    policy: 'creator',
    unlocked: true,
    tags,
  }),
  fetchContestAuditLog: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_contest_audit_log',
    query: auditLogQuery,
    reply: auditLogReply,
    policy: 'manager',
    tags,
  }),
};
