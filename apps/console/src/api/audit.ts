import type { AuditLogReply } from '@taikai/shared';
import { contestEndpoints } from '@taikai/shared/endpoints/contest';
import type { EndpointInput } from '@taikai/shared/endpoints/define';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './call';

/** The contest's activity: its audit log (last 1000 entries), paged and filtered by person and kind. */
export type AuditLogParams = EndpointInput<typeof contestEndpoints.fetchContestAuditLog>;

export const auditLogKey = (params: AuditLogParams) => ['auditLog', params] as const;

export function fetchAuditLog(params: AuditLogParams): Promise<AuditLogReply> {
  return call(contestEndpoints.fetchContestAuditLog, params);
}

export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: auditLogKey(params),
    queryFn: () => fetchAuditLog(params),
    placeholderData: keepPreviousData,
  });
}
