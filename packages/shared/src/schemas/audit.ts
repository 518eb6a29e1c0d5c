import { z } from 'zod';
import { limit, offset, queryId } from './common.js';

export const auditLogQuery = z.object({ unique_id: queryId, offset, limit });
export const auditEntry = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  nickname: z.string(),
  action: z.string(),
  before: z.string(),
  after: z.string(),
  create_time: z.number().int(),
});
export const auditLogReply = z.object({ list: z.array(auditEntry), total: z.number().int() });
