import {
  type ContestDetail,
  type ContestSetting,
  type ContestSummary,
  contestSetting,
  type GameRuleSetting,
  type LangContent,
  parseJsonList,
  parseJsonOr,
  type Season,
} from '@taikai/shared';
import type { ContestRow } from '../access/access.js';

/** Reading the JSON columns of a contest row and shaping it for the wire. */

export const contestNames = (row: Pick<ContestRow, 'contest_name'>) => parseJsonList<LangContent>(row.contest_name);
export const contestRule = (row: Pick<ContestRow, 'game_rule_setting'>) =>
  parseJsonOr<GameRuleSetting>(row.game_rule_setting, {} as GameRuleSetting);
export const contestSettingOf = (row: Pick<ContestRow, 'contest_setting'>): ContestSetting =>
  contestSetting.parse(parseJsonOr<unknown>(row.contest_setting, {}));
export const zonesOf = (text: string) => parseJsonList<1 | 2 | 3>(text);

export function toSummary(row: ContestRow): ContestSummary {
  const rule = contestRule(row);
  return {
    unique_id: row.unique_id,
    contest_id: row.contest_id,
    contest_name: contestNames(row),
    creator_id: row.creator_id,
    create_time: row.create_time,
    start_time: row.start_time,
    finish_time: row.finish_time,
    round_type: Number(rule.round_type ?? 0),
    game_mode: String(rule.game_mode ?? 'liqi'),
    open: row.open_show === 1 ? 1 : 0,
    contest_type: row.contest_type,
    check_state: row.check_state,
  };
}

type ContestView = Omit<ContestDetail, 'admin_list' | 'season_list' | 'is_creator'>;

/** The wire form of a contest row's own columns. */
function contestView(row: ContestRow): ContestView {
  return {
    ...toSummary(row),
    i18n_switch: row.i18n_switch === 1 ? 1 : 0,
    observer_switch: row.observer_switch === 1 ? 1 : 0,
    show_zones: zonesOf(row.show_zones),
    available_zones: zonesOf(row.available_zones),
    contest_setting: contestSettingOf(row),
    game_rule_setting: contestRule(row),
    public_notice: parseJsonList<LangContent>(row.public_notice),
    private_notice: parseJsonList<LangContent>(row.private_notice),
    manager_notice: row.manager_notice,
    max_player_count: row.max_player_count,
    review_state: row.review_state,
    locked: row.locked === 1 ? 1 : 0,
  };
}

export function toDetail(
  row: ContestRow,
  extra: { admins: { account_id: number; nickname: string }[]; seasons: Season[]; isCreator: boolean },
): ContestDetail {
  return { ...contestView(row), admin_list: extra.admins, season_list: extra.seasons, is_creator: extra.isCreator };
}
