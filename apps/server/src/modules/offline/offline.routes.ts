import { offlineEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { createOffline, importOffline, offlineRecordTable, updateOffline } from './offline.service.js';

export const offlineHandlers = handlers(offlineEndpoints, {
  fetchOfflineRecord: (q, _actor, ctx, access) => offlineRecordTable(ctx, access, q),
  createOfflineRecord: (body, actor, ctx, access) => createOffline(ctx, actor, access, body),
  updateOfflineRecord: (body, actor, ctx, access) => updateOffline(ctx, actor, access, body),
  importOfflineRecords: (body, actor, ctx, access) => importOffline(ctx, actor, access, body),
});
