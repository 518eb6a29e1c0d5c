import type { ListTypeValue } from '@taikai/shared';
import { chatEndpoints } from '@taikai/shared/endpoints/chat';
import type { EndpointReply } from '@taikai/shared/endpoints/define';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

/**
 * Chat limit of a season (spec part 1 section 7 "Chat limit"). Changing the type empties the list on the server;
 * entries can be added only under whitelist or blacklist.
 */

export type ChatLimitReply = EndpointReply<typeof chatEndpoints.contestSeasonChatLimit>;
export type SetChatLimitReply = EndpointReply<typeof chatEndpoints.setContestSeasonChatLimit>;

export const chatLimitKey = (uniqueId: number, seasonId: number) => ['chatLimit', uniqueId, seasonId] as const;

export function fetchChatLimit(uniqueId: number, seasonId: number): Promise<ChatLimitReply> {
  return call(chatEndpoints.contestSeasonChatLimit, { unique_id: uniqueId, season_id: seasonId });
}

export function useChatLimit(uniqueId: number, seasonId: number) {
  return useQuery({
    queryKey: chatLimitKey(uniqueId, seasonId),
    queryFn: () => fetchChatLimit(uniqueId, seasonId),
    enabled: uniqueId > 0 && seasonId > 0,
  });
}

export function setChatLimit(
  uniqueId: number,
  seasonId: number,
  change: { type: ListTypeValue; add?: number[]; remove?: number[] },
): Promise<SetChatLimitReply> {
  return call(chatEndpoints.setContestSeasonChatLimit, {
    unique_id: uniqueId,
    season_id: seasonId,
    type: change.type,
    add_list: change.add ?? [],
    remove_list: change.remove ?? [],
  });
}

/** Changes the type (which empties the list) or the list; the season's chat limit is read again. */
export function useSetChatLimit(uniqueId: number, seasonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { type: ListTypeValue; add?: number[]; remove?: number[] }) =>
      setChatLimit(uniqueId, seasonId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatLimitKey(uniqueId, seasonId) }),
  });
}
