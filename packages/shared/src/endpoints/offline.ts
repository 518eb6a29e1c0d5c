import { empty } from '../schemas/common.js';
import {
  offlineCreateBody,
  offlineCreateReply,
  offlineImportBody,
  offlineImportReply,
  offlineRecordQuery,
  offlineRecordReply,
  offlineUpdateBody,
} from '../schemas/offline.js';
import { endpoint, LARGE_BODY_LIMIT } from './define.js';

const tags = ['offline'];

/**
 * Results of tables played elsewhere (issue 32): entered by a manager one at a time or imported many at once, edited
 * while the season runs (removed and restored as any record). Each refusal names its problems (`error.problems`).
 */
export const offlineEndpoints = {
  /** An offline record's table as entered, to edit it (2604 for a game played here). */
  fetchOfflineRecord: endpoint({
    method: 'GET',
    path: '/api/contest/fetch_offline_record',
    query: offlineRecordQuery,
    reply: offlineRecordReply,
    policy: 'manager',
    tags,
  }),
  createOfflineRecord: endpoint({
    method: 'POST',
    path: '/api/contest/create_offline_record',
    body: offlineCreateBody,
    reply: offlineCreateReply,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  updateOfflineRecord: endpoint({
    method: 'POST',
    path: '/api/contest/update_offline_record',
    body: offlineUpdateBody,
    reply: empty,
    policy: 'manager',
    unlocked: true,
    tags,
  }),
  importOfflineRecords: endpoint({
    method: 'POST',
    path: '/api/contest/import_offline_records',
    body: offlineImportBody,
    reply: offlineImportReply,
    policy: 'manager',
    unlocked: true,
    bodyLimit: LARGE_BODY_LIMIT,
    tags,
  }),
};
