import type { AccountInfo, ContestListItem } from '@taikai/shared';

export const ACCOUNT: AccountInfo = {
  account_id: 16329130,
  nickname: '雀士一号',
  email: 'demo@taikai.local',
  zone: 1,
  currency: [{ id: 100001, count: 940 }],
  can_create: true,
  is_operator: false,
  create_allowance: { blocked_by: null, available_from: null, active_count: 1, active_max: 5 },
};

export function contest(overrides: Partial<ContestListItem> & { name?: string } = {}): ContestListItem {
  const { name = '春季联赛', ...rest } = overrides;
  return {
    unique_id: 1,
    contest_id: 100001,
    contest_name: [{ lang: 'default', content: name }],
    creator_id: 16329130,
    create_time: 1_700_000_000,
    start_time: 1_700_086_400,
    finish_time: 1_700_691_200,
    round_type: 2,
    game_mode: 'liqi',
    open: 1,
    contest_type: 0,
    check_state: 0,
    current_season: null,
    ...rest,
  };
}
