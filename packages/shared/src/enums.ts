/** Enumerations of spec part 1 section 3 and part 2 section 3, plus DESIGN section 4 decisions. */

export const SeasonState = { Pending: 1, Running: 2, Finished: 3, Ended: 4 } as const;
export type SeasonStateValue = (typeof SeasonState)[keyof typeof SeasonState];

export const SignupType = { Close: 1, Auto: 2, Check: 3 } as const;
export type SignupTypeValue = (typeof SignupType)[keyof typeof SignupType];

/** Season player state filter: 1 pending sign-up, 2 joined. */
export const PlayerState = { Pending: 1, Joined: 2 } as const;

export const RoundType = { East4: 1, South4: 2, East3: 11, South3: 12 } as const;
export type RoundTypeValue = (typeof RoundType)[keyof typeof RoundType];
export const ROUND_TYPES = [1, 2, 11, 12] as const;
export const playersOfRoundType = (roundType: number): 3 | 4 => (roundType >= 10 ? 3 : 4);

export const GAME_MODES = ['liqi', 'dora3', 'xuezhandaodi', 'chuanma', 'wanxiang'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const ContestType = { Unofficial: 0, Official: 1, Hot: 2 } as const;

/** Chat-limit and observer list type: none, whitelist, blacklist. */
export const ListType = { None: 0, Whitelist: 1, Blacklist: 2 } as const;
export type ListTypeValue = (typeof ListType)[keyof typeof ListType];

export const Role = { Admin: 1, Chat: 2, Player: 3, Creator: 4 } as const;

/** Languages of payload texts. `default` is the single name/notice when multi-language is off. */
export const CONTENT_LANGS = ['default', 'chs', 'chs_t', 'en', 'jp', 'kr'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];
/** The five languages required when multi-language is on. */
export const I18N_LANGS = ['chs', 'chs_t', 'jp', 'en', 'kr'] as const;

/** Page (interface) languages. */
export const PAGE_LANGS = ['zh-CN', 'zh-TW', 'en-US', 'ja', 'kr'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** Thinking time presets (DESIGN section 4): thinking_type → [fixed, added] seconds. */
export const THINKING_TYPES: Record<number, readonly [number, number]> = {
  1: [3, 5],
  2: [5, 10],
  3: [5, 20],
  4: [60, 0],
  5: [10, 20],
  6: [20, 0],
};

/** Level-limit type: 1 four-player, 2 three-player. */
export const LevelLimitType = { FourPlayer: 1, ThreePlayer: 2 } as const;
