import { type ContestDetail, DEFAULT_GAME_RULE_SETTING, type Season, type SeasonPlayer } from '@taikai/shared';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { type ApiHandler, postedTo, stubApi } from '../../test/fetchRoutes';

/** Test data and a `fetch` stub for the contest page tests (not a test file itself). */

export function makeSeason(patch: Partial<Season> = {}): Season {
  return {
    season_id: 1,
    state: 2,
    create_time: 1_760_000_000,
    start_time: 1_760_000_000,
    end_time: 1_760_604_800,
    signup_type: 2,
    signup_start_time: 0,
    signup_end_time: 0,
    auto_match: 0,
    match_start_time: 0,
    match_end_time: 0,
    rank_rule: 0,
    remark: '',
    pending_count: 0,
    player_count: 0,
    ...patch,
  };
}

export function makeDetail(patch: Partial<ContestDetail> = {}): ContestDetail {
  return {
    unique_id: 7,
    contest_id: 482913,
    contest_name: [{ lang: 'default', content: '雀魂春季公开赛' }],
    creator_id: 16329130,
    create_time: 1_760_000_000,
    start_time: 1_760_086_400,
    finish_time: 1_760_691_200,
    round_type: 2,
    game_mode: 'liqi',
    open: 1,
    contest_type: 0,
    check_state: 0,
    i18n_switch: 0,
    observer_switch: 0,
    show_zones: [1, 2, 3],
    available_zones: [1, 2, 3],
    contest_setting: { game_limit: 0, system_broadcast: 0, level_limit: [] },
    game_rule_setting: DEFAULT_GAME_RULE_SETTING,
    public_notice: [],
    private_notice: [],
    manager_notice: '',
    admin_list: [],
    season_list: [makeSeason()],
    max_player_count: 3000,
    review_state: 0,
    locked: 0,
    is_creator: true,
    ...patch,
  };
}

export function makePlayer(accountId: number, patch: Partial<SeasonPlayer> = {}): SeasonPlayer {
  return {
    account_id: accountId,
    nickname: `player${accountId}`,
    remark: '',
    state: 2,
    create_time: 1_760_000_000,
    account_data: JSON.stringify({ total_game_count: 3 }),
    ...patch,
  };
}

type Handler = ApiHandler;

/**
 * Stubs `fetch` with handlers by API path; a handler returns the reply's `data` or a `Response`
 * (`jsonReply({ error }, status)`). Returns the mock so tests can read the calls.
 */
export function stubServer(handlers: Record<string, Handler>) {
  return stubApi(handlers);
}

/**
 * The button whose text is `name` (antd spaces two Chinese characters apart). Text queries are used instead of
 * `getByRole(…, { name })`: computing accessible names over antd's injected styles takes seconds in jsdom.
 */
export function buttonNamed(name: string): HTMLButtonElement {
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');
  return screen.getByText(
    (_, el) => el?.tagName === 'BUTTON' && squash(el.textContent) === squash(name),
  ) as HTMLButtonElement;
}

/** A user-event instance without per-key pauses and pointer-events checks (both slow in jsdom with antd). */
export const fastUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

export { postedTo };
