import { ErrorCode } from '@taikai/shared';
import { cutToLength, textLength } from '@taikai/shared/text-length';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';

/** Small display rules of the games screens (spec part 2 sections 2, 8 and 9). */

/** The floating panel shows at most this many running games and plans each, with an ellipsis beyond. */
export const PANEL_ITEMS = 5;

/** A nickname cut to 3 characters plus an ellipsis (the floating panel). */
export function shortNickname(nickname: string): string {
  const { text, cut } = cutToLength(nickname, 3);
  return cut ? `${text}…` : text;
}

/** Characters as people count them (grapheme clusters, as the server counts a remark's 25). */
export const charCount = textLength;

/** The first `max` characters of a text (grapheme clusters). */
export const cutText = (text: string, max: number): string => cutToLength(text, max).text;

/** The first `max` items and whether there were more. */
export function firstItems<T>(items: readonly T[], max = PANEL_ITEMS): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, max), more: items.length > max };
}

const WIND_KEYS = ['east', 'south', 'west', 'north'] as const;

/** "East 2, 1 honba" from chang (0 east … 3 north), ju (0-based) and ben. */
export function roundLabel(t: TFunction, chang: number, ju: number, ben: number): string {
  const wind = t(`game.wind.${WIND_KEYS[chang % 4]}`);
  return t('game.roundLabel', { wind, hand: ju + 1, honba: ben });
}

/**
 * The error text of a failed batch entry, prefixed with start-game-failed (spec part 2 section 8): duplicate
 * account, player in plan, player not found, else the raw code (and the server's message when it sent one).
 */
export function batchErrorText(t: TFunction, err: unknown): string {
  const code = err instanceof ApiError ? err.code : ErrorCode.UNKNOWN;
  let reason: string;
  if (code === ErrorCode.DUPLICATE_PLAYERS) reason = t('game.batch.errDuplicate');
  else if (code === ErrorCode.PLAYER_ALREADY_RESERVED) reason = t('game.batch.errInPlan');
  else if (code === ErrorCode.ACCOUNT_NOT_FOUND) reason = t('game.batch.errNotFound');
  else {
    const message = err instanceof ApiError ? err.serverMessage : undefined;
    reason = message ? t('game.batch.errCodeMessage', { code, message }) : t('game.batch.errCode', { code });
  }
  return t('game.batch.errPrefix', { reason });
}
