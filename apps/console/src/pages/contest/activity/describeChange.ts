import { AUDIT_ACCOUNT_FIELDS, encodeAccountId, ListType, LobbyAuditAction, PlayerState } from '@taikai/shared';
import type { TFunction } from 'i18next';
import { gameModeLabel, roundTypeLabel, thinkingLabel } from '../../home/labels';
import { failReasonText } from '../../roster/failedEntries';
import { levelText, optionText } from '../../rules/ruleLabels';
import { formatTime, rankRuleLabel, signupLabel, stateLabel } from '../../season/seasonDisplay';

/**
 * An audit row's before/after (JSON text) in words: one line per field that the row names, with the field's label
 * and its old and new value as a person reads them (dates, on/off, zone names, season and game states, people by
 * their nicknames, robots as robots), so the activity tab never shows raw JSON or a database name. Every field and
 * text value an audit row may hold is listed in packages/shared (AUDIT_FIELDS, AUDIT_TEXT_VALUES) and labelled in
 * every language (activityLabels.test.ts).
 */
export interface ChangeLine {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** What the words of a value depend on beyond the value: the row's action and the nicknames of its accounts. */
export interface ChangeContext {
  action?: string;
  names?: ReadonlyMap<number, string>;
}

const parse = (text: string): Record<string, unknown> | null => {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const FLAG_FIELDS = new Set([
  'open_show',
  'observer_switch',
  'i18n_switch',
  'system_broadcast',
  'ended',
  'end_edited',
  'auto_match',
  'locked',
  'held',
  'deleted',
  'check_state',
  'shuffle_seats',
  'public',
  'removed',
]);
const ZONE_FIELDS = new Set(['show_zones', 'available_zones', 'zone']);
const ACCOUNT_FIELDS: ReadonlySet<string> = new Set(AUDIT_ACCOUNT_FIELDS);
const TEXT_FIELDS = new Set(['status', 'kind']);
const NUMBER_LISTS = new Set(['init_points', 'scores']);
const CHAT_TYPE_KEY: Record<number, string> = {
  [ListType.None]: 'chat.typeNone',
  [ListType.Whitelist]: 'chat.typeWhitelist',
  [ListType.Blacklist]: 'chat.typeBlacklist',
};
const PLAYER_STATE_KEY: Record<number, string> = {
  [PlayerState.Pending]: 'lobby.pendingReview',
  [PlayerState.Joined]: 'lobby.joined',
};
/** At most this many people of a list are named; the rest are counted. */
const MAX_NAMES = 10;
const cut = (s: string, max = 80) => (s.length > max ? `${s.slice(0, max)}…` : s);
const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const isLangList = (v: unknown): v is { lang: string; content: string }[] =>
  Array.isArray(v) && v.every((x) => x && typeof x === 'object' && 'content' in x);

export const fieldLabel = (t: TFunction, field: string): string =>
  t(`contest.activity.fields.${field}`, { defaultValue: field });

/** One account: its nickname, a robot (0) as the robot, an account without a known nickname by its shown id. */
function person(t: TFunction, id: number, ctx: ChangeContext, nickname?: unknown): string {
  if (id === 0) return t('game.seat.robot');
  const name = ctx.names?.get(id) ?? (typeof nickname === 'string' && nickname ? nickname : undefined);
  return name ?? String(encodeAccountId(id));
}

/** A list of accounts (ids, `{account_id, nickname}` or failed entries `{account_id, reason}`), the first few named. */
function people(t: TFunction, list: unknown[], ctx: ChangeContext): string {
  if (list.length === 0) return t('contest.activity.none');
  const words = list.slice(0, MAX_NAMES).map((x) => {
    if (typeof x === 'number') return person(t, x, ctx);
    if (isPlain(x) && typeof x.account_id === 'number') {
      const who = person(t, x.account_id, ctx, x.nickname);
      return typeof x.reason === 'number' ? `${who} — ${failReasonText(t, x.reason)}` : who;
    }
    return cut(JSON.stringify(x), 40);
  });
  const rest = list.length - MAX_NAMES;
  return rest > 0
    ? `${words.join(t('contest.activity.separator'))} ${t('contest.activity.more', { count: rest })}`
    : words.join(t('contest.activity.separator'));
}

/** One value in words. */
export function valueInWords(t: TFunction, field: string, value: unknown, ctx: ChangeContext = {}): string {
  if (value === null || value === undefined || value === '') return t('contest.activity.empty');
  if (ACCOUNT_FIELDS.has(field) && Array.isArray(value)) return people(t, value, ctx);
  if (typeof value === 'number') {
    if (field === 'account_id') return person(t, value, ctx);
    if (field.endsWith('_time')) return value ? formatTime(value) : t('contest.activity.empty');
    if (FLAG_FIELDS.has(field)) return value ? t('contest.activity.on') : t('contest.activity.off');
    if (field === 'state')
      return ctx.action === LobbyAuditAction.Signup
        ? t(PLAYER_STATE_KEY[value] ?? String(value), { defaultValue: String(value) })
        : stateLabel(t, value);
    if (field === 'signup_type') return signupLabel(t, value);
    if (field === 'rank_rule') return rankRuleLabel(t, value);
    if (field === 'type' || field === 'chat_limit_type')
      return t(CHAT_TYPE_KEY[value] ?? String(value), { defaultValue: String(value) });
    if (field === 'zone') return t(`contest.zones.${value}`, { defaultValue: String(value) });
    if (field === 'ai_level') return optionText(t, 'ai_level', value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? t('contest.activity.on') : t('contest.activity.off');
  if (typeof value === 'string') {
    if (field === 'seating_method') return t(`seating.method_${value}`, { defaultValue: value });
    if (TEXT_FIELDS.has(field)) return t(`contest.activity.values.${field}.${value}`, { defaultValue: value });
    if (field === 'uuid' || field === 'game_uuid') return value;
    return `“${cut(value, 60)}”`;
  }
  if (field === 'tag_names' && Array.isArray(value))
    // a season's record tag names: "Tag 1: “Final”"
    return value.length
      ? value
          .map((x) =>
            isPlain(x)
              ? `${t('record.tagN', { n: x.tag })}${t('contest.activity.colon')}${valueInWords(t, 'name', x.name, ctx)}`
              : cut(JSON.stringify(x), 40),
          )
          .join(t('contest.activity.separator'))
      : t('contest.activity.none');
  if (ZONE_FIELDS.has(field) && Array.isArray(value))
    return value.length
      ? value.map((z) => t(`contest.zones.${z}`, { defaultValue: String(z) })).join(t('contest.activity.separator'))
      : t('contest.activity.none');
  if (isLangList(value)) return value.map((x) => x.content).join(' / ') || t('contest.activity.empty');
  if (field === 'game_rule_setting' && isPlain(value) && 'round_type' in value) {
    const r = value as { round_type: number; thinking_type?: number; game_mode?: string };
    return [
      roundTypeLabel(t, r.round_type),
      r.thinking_type !== undefined ? thinkingLabel(t, r.thinking_type) : null,
      r.game_mode ? gameModeLabel(t, r.game_mode) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  if (field === 'level_limit' && Array.isArray(value)) {
    if (value.length === 0) return t('contest.activity.none');
    return value
      .map((x) =>
        isPlain(x) && typeof x.value === 'number' ? `${x.type === 2 ? '≤' : '≥'} ${levelText(t, x.value)}` : '',
      )
      .filter(Boolean)
      .join(t('contest.activity.separator'));
  }
  if (NUMBER_LISTS.has(field) && Array.isArray(value))
    return value.length
      ? value.map((x) => (typeof x === 'number' ? x.toLocaleString() : String(x))).join(' / ')
      : t('contest.activity.none');
  if (isPlain(value))
    // a nested object (a contest setting, a rejected review's content): its fields in words
    return Object.entries(value)
      .map(([k, v]) => `${fieldLabel(t, k)}${t('contest.activity.colon')}${valueInWords(t, k, v, ctx)}`)
      .join(t('contest.activity.separator'));
  if (Array.isArray(value) && value.every((x) => typeof x === 'number'))
    return value.join(t('contest.activity.separator'));
  return cut(JSON.stringify(value));
}

/** The lines of one audit row: fields of `after` (then any only in `before`), in the order the row lists them. */
export function describeChange(
  t: TFunction,
  beforeText: string,
  afterText: string,
  ctx: ChangeContext = {},
): ChangeLine[] {
  const before = parse(beforeText) ?? {};
  const after = parse(afterText) ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.map((field) => ({
    field,
    label: fieldLabel(t, field),
    before: field in before ? valueInWords(t, field, before[field], ctx) : null,
    after: field in after ? valueInWords(t, field, after[field], ctx) : null,
  }));
}

/** The kind of an action in words (`season.end` → "End season"); unknown kinds show as they are stored. */
export const actionLabel = (t: TFunction, action: string): string =>
  t(`contest.activity.actions.${action}`, { defaultValue: action });
