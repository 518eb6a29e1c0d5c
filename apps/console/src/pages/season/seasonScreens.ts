import { type Season, SeasonState, SignupType } from '@taikai/shared';

/**
 * The season sub-screens that exist, in menu order; the menu and the season list's shortcut buttons only offer
 * screens listed here.
 */
export interface SeasonScreen {
  key: string;
  /** path under /contest/:id/season/:seasonId ('' = season info) */
  path: string;
  labelKey: string;
  /** shortcut button label in the season list; absent = no shortcut */
  shortcutKey?: string;
  hiddenWhenEnded?: boolean;
  checkSignupOnly?: boolean;
  chatChannelOnly?: boolean;
  /** listed only while the season has planned games (spec part 2 section 2: reservation-manage) */
  plansOnly?: boolean;
}

export const SEASON_SCREENS: readonly SeasonScreen[] = [
  { key: 'info', path: '', labelKey: 'season.menuInfo', shortcutKey: 'season.goInfo' },
  {
    key: 'advanced',
    path: 'advanced',
    labelKey: 'season.menuAdvanced',
    shortcutKey: 'season.goAdvanced',
    hiddenWhenEnded: true,
  },
  {
    key: 'chat-setting',
    path: 'chat-setting',
    labelKey: 'season.menuChat',
    hiddenWhenEnded: true,
    chatChannelOnly: true,
  },
  {
    key: 'match-reservation',
    path: 'match-reservation',
    labelKey: 'game.menuReservation',
    shortcutKey: 'game.menuReservation',
    hiddenWhenEnded: true,
  },
  {
    key: 'reservation-manage',
    path: 'reservation-manage',
    labelKey: 'game.menuPlans',
    hiddenWhenEnded: true,
    plansOnly: true,
  },
  { key: 'match-manage', path: 'match-manage', labelKey: 'game.menuRunning', hiddenWhenEnded: true },
  { key: 'seating', path: 'seating', labelKey: 'seating.menu', shortcutKey: 'seating.menu', hiddenWhenEnded: true },
  { key: 'join', path: 'join', labelKey: 'season.menuJoin', hiddenWhenEnded: true, checkSignupOnly: true },
  // records and ranking stay (read-only) in an ended season
  { key: 'record', path: 'record', labelKey: 'record.menu', shortcutKey: 'record.shortcut' },
  { key: 'player_statistics', path: 'player_statistics', labelKey: 'ranking.menu' },
  { key: 'user', path: 'user', labelKey: 'season.menuUser', shortcutKey: 'season.goUser' },
  { key: 'blacklist', path: 'blacklist', labelKey: 'season.menuBlacklist' },
];

/**
 * The season list's shortcut buttons in the spec's order (part 1 section 2: season info, change game rule, manage
 * player, create game, game record), with "Seat a round" (issue 32) after create game.
 */
const SHORTCUT_ORDER: readonly string[] = ['info', 'advanced', 'user', 'match-reservation', 'seating', 'record'];

/** The shortcut buttons of a season in the season list's expanded row, in the spec's order. */
export function seasonShortcuts(season: Pick<Season, 'state' | 'signup_type'>, hasChat: boolean): SeasonScreen[] {
  return visibleScreens(season, hasChat)
    .filter((s) => s.shortcutKey)
    .sort((a, b) => SHORTCUT_ORDER.indexOf(a.key) - SHORTCUT_ORDER.indexOf(b.key));
}

/**
 * Season menu visibility (spec part 1 section 2, part 2 section 2). `hasPlans` false leaves out the plan list
 * (pass true to get every screen that may be routed to).
 */
export function visibleScreens(
  season: Pick<Season, 'state' | 'signup_type'>,
  hasChat: boolean,
  hasPlans = true,
): SeasonScreen[] {
  const ended = season.state === SeasonState.Ended;
  return SEASON_SCREENS.filter(
    (s) =>
      !(s.hiddenWhenEnded && ended) &&
      !(s.checkSignupOnly && season.signup_type !== SignupType.Check) &&
      !(s.chatChannelOnly && !hasChat) &&
      !(s.plansOnly && !hasPlans),
  );
}
