import { z } from 'zod';
import { gameRuleSetting } from '../rules/index.js';
import { accountBrief, flag, id, langContent, langName, uniqueIdBody, uniqueIdQuery, unixTime } from './common.js';
import { season } from './season.js';

export const zoneList = z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])).max(3);

export const levelLimit = z.object({ type: z.union([z.literal(1), z.literal(2)]), value: z.number().int() });
export const contestSetting = z.object({
  game_limit: z.number().int().min(0).max(100_000).default(0),
  system_broadcast: flag.default(0),
  level_limit: z.array(levelLimit).max(2).default([]),
});
export type ContestSetting = z.infer<typeof contestSetting>;

/**
 * A game rule as it travels in a request body: any object on the wire, typed as the rule's input. The service
 * parses it with `gameRuleSetting`, so a rule that fails answers 2517 (settings error) naming the rule field
 * (`game_rule_setting.detail_rule.init_point`) rather than the generic parameter error 3.
 */
type GameRuleSettingWire = z.input<typeof gameRuleSetting>;
export const gameRuleSettingOnWire = z.looseObject({}) as unknown as z.ZodType<
  GameRuleSettingWire,
  GameRuleSettingWire
>;

export const createContestBody = z.object({
  /** `[{lang: 'default', content}]`; the `default` entry (else the first) is the contest's name. */
  name: z.array(langName).min(1).max(6),
  game_rule_setting: gameRuleSettingOnWire,
  open_show: flag,
  start_time: unixTime,
  end_time: unixTime,
});
export type CreateContestBody = z.infer<typeof createContestBody>;
export const createContestReply = z.object({ unique_id: z.number().int(), contest_id: z.number().int() });
export type CreateContestReply = z.infer<typeof createContestReply>;

/** A contest as listed on the home page. */
export const contestSummary = z.object({
  unique_id: z.number().int(),
  contest_id: z.number().int(),
  contest_name: z.array(langContent),
  creator_id: z.number().int(),
  create_time: z.number().int(),
  start_time: z.number().int(),
  finish_time: z.number().int(),
  round_type: z.number().int(),
  game_mode: z.string(),
  open: flag,
  contest_type: z.number().int(),
  check_state: z.number().int(),
});
export type ContestSummary = z.infer<typeof contestSummary>;

/**
 * A contest on the home page: the summary and its current season (the newest; a new one is created only when all
 * are ended) with its state and player counts, or null when it has none.
 */
export const contestListItem = contestSummary.extend({ current_season: season.nullable() });
export type ContestListItem = z.infer<typeof contestListItem>;

export const contestListReply = z.object({ list: z.array(contestListItem) });

/** Review state of held changes: 0 none, 1 being reviewed, 2 failed, 3 passed. */
export const ReviewState = { None: 0, Reviewing: 1, Failed: 2, Passed: 3 } as const;

export const contestDetail = contestSummary.extend({
  i18n_switch: flag,
  observer_switch: flag,
  show_zones: zoneList,
  available_zones: zoneList,
  contest_setting: contestSetting,
  game_rule_setting: gameRuleSetting,
  public_notice: z.array(langContent),
  private_notice: z.array(langContent),
  manager_notice: z.string(),
  admin_list: z.array(accountBrief),
  season_list: z.array(season),
  max_player_count: z.number().int(),
  review_state: z.number().int(),
  locked: flag,
  is_creator: z.boolean(),
});
export type ContestDetail = z.infer<typeof contestDetail>;

export const contestDetailQuery = uniqueIdQuery;

export const updateContestBaseBody = z.object({
  unique_id: id,
  setting: z
    .object({
      name: z.array(langName).min(1).max(6),
      i18n_switch: flag,
      observer_switch: flag,
      open_show: flag,
      show_zones: zoneList,
      available_zones: zoneList,
      contest_setting: contestSetting,
      game_rule_setting: gameRuleSettingOnWire,
      manager_notice: z.string().max(20_000),
    })
    .partial(),
});
export type UpdateContestBaseBody = z.infer<typeof updateContestBaseBody>;
/** `held`: the change waits for the operator's review (check_state 1). */
export const updateContestReply = z.object({ held: z.boolean() });

export const deleteContestBody = uniqueIdBody;
export type DeleteContestBody = z.infer<typeof deleteContestBody>;

export const announcementQuery = z.object({ language: z.string().max(16).optional() });
export const announcement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  create_time: z.number().int(),
  /** The page language (zh-CN, zh-TW, en-US, ja, kr) the text is in: the caller's, or the fallback's. */
  lang: z.string().optional(),
});
export const announcementReply = z.object({ list: z.array(announcement) });
export type Announcement = z.infer<typeof announcement>;
