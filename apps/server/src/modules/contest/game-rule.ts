import { type GameRuleSetting, gameRuleSetting } from '@taikai/shared';
import { ErrorCode, fail } from '../../errors.js';

/**
 * Parses a game rule from a request with the shared schema. A rule that fails answers 2517 (settings error)
 * naming the first failing field under `field`, e.g. `setting.game_rule_setting.detail_rule.init_point`.
 */
export function parseGameRule(raw: unknown, field: string): GameRuleSetting {
  const res = gameRuleSetting.safeParse(raw);
  if (res.success) return res.data;
  const path = res.error.issues[0]?.path ?? [];
  return fail(ErrorCode.SETTINGS_ERROR, [field, ...path.map(String)].join('.'));
}
