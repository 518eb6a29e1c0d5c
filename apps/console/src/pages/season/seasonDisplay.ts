import { parseRankRule, SeasonState, SignupType } from '@taikai/shared';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** Display helpers shared by the season list and the season pages. */

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const formatTime = (unix: number): string => (unix > 0 ? dayjs.unix(unix).format(TIME_FORMAT) : '-');

export const STATE_COLOR: Record<number, string> = {
  [SeasonState.Pending]: 'cyan',
  [SeasonState.Running]: 'green',
  [SeasonState.Finished]: 'blue',
  [SeasonState.Ended]: 'default',
};

const STATE_KEY: Record<number, string> = {
  [SeasonState.Pending]: 'season.statePending',
  [SeasonState.Running]: 'season.stateRunning',
  [SeasonState.Finished]: 'season.stateFinished',
  [SeasonState.Ended]: 'season.stateEnded',
};

export const stateLabel = (t: TFunction, state: number): string => t(STATE_KEY[state] ?? 'season.stateUnknown');

const SIGNUP_KEY: Record<number, string> = {
  [SignupType.Close]: 'season.signupClose',
  [SignupType.Auto]: 'season.signupAuto',
  [SignupType.Check]: 'season.signupCheck',
};

export const signupLabel = (t: TFunction, type: number): string => t(SIGNUP_KEY[type] ?? 'season.signupClose');

/** "recent 5 games total" / "best 3 consecutive games" / "none". */
export function rankRuleLabel(t: TFunction, code: number): string {
  const rule = parseRankRule(code);
  if (!rule) return t('season.rankUnknown', { code });
  if (rule.kind === 'none') return t('season.rankNone');
  return t(rule.kind === 'recent' ? 'season.rankRecent' : 'season.rankSeries', { count: rule.count });
}
