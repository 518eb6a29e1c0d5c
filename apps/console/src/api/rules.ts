import type { GameRuleSetting } from '@taikai/shared';
import { contestEndpoints } from '@taikai/shared/endpoints/contest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { contestKey, type UpdateContestReply } from './contestDetail';

/**
 * Game-rule edits (spec part 2 section 7 "Contest-level"): `update_contest_base` with only
 * `setting.game_rule_setting`. A rule the server rejects answers 2517 with the field named in `ApiError.field`.
 */
export function updateGameRule(uniqueId: number, setting: GameRuleSetting): Promise<UpdateContestReply> {
  return call(contestEndpoints.updateContestBase, {
    unique_id: uniqueId,
    setting: { game_rule_setting: setting },
  });
}

/** Saves the rule; the contest detail (which carries the saved rule) is refreshed afterwards. */
export function useUpdateGameRule(uniqueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: GameRuleSetting) => updateGameRule(uniqueId, setting),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contestKey(uniqueId) }),
  });
}
