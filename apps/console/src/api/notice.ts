import type { LangContent, UpdateNoticeReply } from '@taikai/shared';
import { noticeEndpoints } from '@taikai/shared/endpoints/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { contestKey } from './contestDetail';

/** Public and private contest notices (spec part 2 sections 2 "Notice page", 3 "Notice payload"). */

export function updatePublicNotice(uniqueId: number, notice: LangContent[]): Promise<UpdateNoticeReply> {
  return call(noticeEndpoints.updateContestExternalNotice, { unique_id: uniqueId, notice });
}

export function updatePrivateNotice(uniqueId: number, notice: LangContent[]): Promise<UpdateNoticeReply> {
  return call(noticeEndpoints.updateContestInternalNotice, { unique_id: uniqueId, notice });
}

export interface NoticeLists {
  publicNotice: LangContent[];
  privateNotice: LangContent[];
}

/** Sends both notices to their calls; `held` when either waits for review. The contest detail is refreshed. */
export function useUpdateNotices(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ publicNotice, privateNotice }: NoticeLists): Promise<UpdateNoticeReply> => {
      const [pub, priv] = await Promise.all([
        updatePublicNotice(uniqueId, publicNotice),
        updatePrivateNotice(uniqueId, privateNotice),
      ]);
      return { held: Boolean(pub?.held || priv?.held) };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
  });
}
