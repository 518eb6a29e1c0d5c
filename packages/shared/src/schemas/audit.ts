import { z } from 'zod';
import { limit, offset, queryId } from './common.js';
import { ManagerAuditAction } from './manager.js';
import { NoticeAuditAction } from './notice.js';

/**
 * Actions the contest area writes to the audit log (the console shows them by the key `audit.<action>`).
 * Other areas write their own action names into the same log.
 */
export const AuditAction = {
  CreateContest: 'create_contest',
  UpdateContestBase: 'update_contest_base',
  /** a name change held for the operator's review (check_state 1) */
  HoldContestName: 'hold_contest_name',
  DeleteContest: 'delete_contest',
  ApproveReview: 'approve_review',
  RejectReview: 'reject_review',
  LockContest: 'lock_contest',
  UnlockContest: 'unlock_contest',
  SetCheckState: 'set_check_state',
} as const;

/**
 * The other areas' actions. Their values are what audit rows already store (and what the console's activity tab
 * names), so they keep their spelling; what is closed now is the list: `writeAudit` takes only `AnyAuditAction`.
 */
export const SeasonAuditAction = { Create: 'season.create', Update: 'season.update', End: 'season.end' } as const;
export const RosterAuditAction = {
  Add: 'roster.add',
  Remove: 'roster.remove',
  Mark: 'roster.mark',
  Nickname: 'roster.nickname',
  Import: 'roster.import',
  Check: 'roster.check',
  Blacklist: 'roster.blacklist',
} as const;
export const ChatAuditAction = { Set: 'chat.set' } as const;
export const LobbyAuditAction = { Signup: 'player.signup' } as const;
export const AccountAuditAction = { Register: 'account.register' } as const;
export const RecordAuditAction = {
  Tag: 'record.tag',
  Remove: 'record.remove',
  Restore: 'record.restore',
  ReplayPublic: 'record.replay_public',
  /** the season's names for its record tags */
  TagNames: 'record.tag_names',
} as const;
/** Tables played elsewhere, entered by hand (issue 32): removal and restoring are the records' own. */
export const OfflineAuditAction = {
  Create: 'offline.create',
  Update: 'offline.update',
  Import: 'offline.import',
} as const;
export const PlanAuditAction = {
  Create: 'game_plan.create',
  Cancel: 'game_plan.cancel',
  Remark: 'game_plan.remark',
  GameRemark: 'running_game.remark',
} as const;
export const GameAuditAction = {
  Pause: 'pause_running_game',
  Resume: 'resume_running_game',
  Terminate: 'terminate_running_game',
} as const;

type ValuesOf<T> = T[keyof T];
export type AuditActionValue = ValuesOf<typeof AuditAction>;
/** Every action an audit row may record (manager and notice actions live beside their schemas). */
export type AnyAuditAction =
  | AuditActionValue
  | ValuesOf<typeof SeasonAuditAction>
  | ValuesOf<typeof RosterAuditAction>
  | ValuesOf<typeof ChatAuditAction>
  | ValuesOf<typeof LobbyAuditAction>
  | ValuesOf<typeof AccountAuditAction>
  | ValuesOf<typeof RecordAuditAction>
  | ValuesOf<typeof OfflineAuditAction>
  | ValuesOf<typeof PlanAuditAction>
  | ValuesOf<typeof GameAuditAction>
  | ValuesOf<typeof ManagerAuditAction>
  | ValuesOf<typeof NoticeAuditAction>;

/** Every action, in one list: the console names each (`contest.activity.actions.<action>`), checked by a test. */
export const AUDIT_ACTIONS: readonly AnyAuditAction[] = [
  ...Object.values(AuditAction),
  ...Object.values(SeasonAuditAction),
  ...Object.values(RosterAuditAction),
  ...Object.values(ChatAuditAction),
  ...Object.values(LobbyAuditAction),
  ...Object.values(AccountAuditAction),
  ...Object.values(RecordAuditAction),
  ...Object.values(OfflineAuditAction),
  ...Object.values(PlanAuditAction),
  ...Object.values(GameAuditAction),
  ...Object.values(ManagerAuditAction),
  ...Object.values(NoticeAuditAction),
];

/**
 * Every field name an audit row's before/after may hold, at the top level or inside a value (a held name's
 * payload, a contest setting). The console labels each (`contest.activity.fields.<field>`, checked by a test in
 * all five languages), and the server's `writeAudit` refuses, under test, a row naming a field not listed here:
 * a new field fails the server's tests until it is listed, and then the console's until it has its labels.
 */
export const AUDIT_FIELDS = [
  // contests
  'contest_id',
  'contest_name',
  'open_show',
  'observer_switch',
  'i18n_switch',
  'show_zones',
  'available_zones',
  'contest_setting',
  'game_limit',
  'system_broadcast',
  'level_limit',
  /** a level limit's bound (its `type` is 1 at least, 2 at most) */
  'value',
  'game_rule_setting',
  'manager_notice',
  'public_notice',
  'private_notice',
  'diamonds',
  'deleted',
  'locked',
  'check_state',
  'held',
  'review_id',
  'kind',
  // seasons (a whole season row in season.create / season.update)
  'unique_id',
  'season_id',
  'create_time',
  'start_time',
  'end_time',
  'state',
  'ended',
  'end_edited',
  'signup_type',
  'signup_start_time',
  'signup_end_time',
  'auto_match',
  'match_start_time',
  'match_end_time',
  'rank_rule',
  'remark',
  'chat_limit_type',
  'dropped_pending',
  'seating_method',
  // accounts, rosters and lists
  'account_id',
  'account_list',
  'account_id_list',
  'nickname',
  'zone',
  'success',
  'failed',
  'reason',
  'from_season_id',
  'to_season_id',
  'passed',
  'rejected',
  'blacklisted',
  'added',
  'removed',
  'cleared',
  'type',
  'admin_list',
  'observer_list',
  // games, plans and records
  'uuid',
  'game_uuid',
  'status',
  'scores',
  'init_points',
  'game_start_time',
  'shuffle_seats',
  'ai_level',
  'tag',
  'public',
  /** a season's record tag names: a list of `{tag, name}` */
  'tag_names',
  'name',
  // tables played elsewhere (offline records): the seats' accounts are `account_list`, their final points `scores`
  'riichi_sticks',
  'sticks_to',
  /** a list of `{seat, points, reason}` */
  'penalties',
  'seat',
  'points',
  /** a list of `{seat, names, value}` */
  'yakuman',
  'names',
  /** how many tables an import stored */
  'count',
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

/** Fields whose value is an account id or a list of them (or of `{account_id, …}`); 0 in a seat list is a robot. */
export const AUDIT_ACCOUNT_FIELDS: readonly AuditField[] = [
  'account_id',
  'account_list',
  'account_id_list',
  'success',
  'failed',
  'passed',
  'rejected',
  'blacklisted',
  'added',
  'removed',
  'admin_list',
  'observer_list',
];

/** The account ids an audit row's before/after names (in its account fields, at any depth), without repeats. */
export function auditAccountIds(value: unknown): number[] {
  const out = new Set<number>();
  const one = (v: unknown): void => {
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) out.add(v);
    else if (isPlain(v)) one(v.account_id);
  };
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) visit(x);
    else if (isPlain(v))
      for (const [k, x] of Object.entries(v)) {
        // a single number is an account only under account_id (`removed: 1` is a record's flag)
        if (k === 'account_id') one(x);
        else if (Array.isArray(x) && (AUDIT_ACCOUNT_FIELDS as readonly string[]).includes(k)) for (const y of x) one(y);
        else visit(x);
      }
  };
  visit(value);
  return [...out];
}

/**
 * The text values an audit row may hold, by field (plan and game states, review kinds); the console names each
 * (`contest.activity.values.<field>.<value>`). Numbers that stand for a state are named from their own enums.
 */
export const AUDIT_TEXT_VALUES = {
  status: [
    'create',
    'start',
    'finish',
    'expired',
    'cancelled',
    'running',
    'paused',
    'terminating',
    'finished',
    'terminated',
  ],
  kind: ['name', 'public_notice'],
} as const satisfies Partial<Record<AuditField, readonly string[]>>;

/** An audit row's before or after: an object of listed fields (or nothing). */
export type AuditValues = { readonly [K in AuditField]?: unknown };

const FIELD_SET: ReadonlySet<string> = new Set(AUDIT_FIELDS);
const TEXT_VALUES: Readonly<Record<string, readonly string[]>> = AUDIT_TEXT_VALUES;
const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * What of an audit row's before/after the console could not name: fields not in AUDIT_FIELDS (at any depth, also
 * in lists of objects) and text values of AUDIT_TEXT_VALUES' fields not listed there. Empty when all is named.
 */
export function unnamedAuditParts(value: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown, inside: string | null): void => {
    if (Array.isArray(v)) for (const x of v) visit(x, inside);
    else if (isPlain(v)) {
      // a game rule is its own model (packages/shared/src/rules), named by the rules page
      if (inside === 'game_rule_setting') return;
      for (const [k, x] of Object.entries(v)) {
        if (!FIELD_SET.has(k)) out.push(`field ${k}`);
        else if (typeof x === 'string' && TEXT_VALUES[k] && !TEXT_VALUES[k].includes(x)) out.push(`${k} value ${x}`);
        // names and notices are lists of {lang, content}
        if (k !== 'contest_name' && k !== 'public_notice' && k !== 'private_notice') visit(x, k);
      }
    }
  };
  visit(value, null);
  return out;
}

/** Audit rows written by the operator CLI carry this account id (no account acts). */
export const OPERATOR_ACTOR_ID = 0;

/**
 * `offset + limit` may not reach past the most recent LIMITS.auditLogMax entries (2556). `account_id` and `action`
 * filter within those entries (the contest's activity tab: by person and by kind).
 */
export const auditLogQuery = z.object({
  unique_id: queryId,
  offset,
  limit,
  account_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  action: z.string().min(1).max(64).optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export const auditEntry = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  nickname: z.string(),
  action: z.string(),
  before: z.string(),
  after: z.string(),
  create_time: z.number().int(),
});
/**
 * `total` counts the matching entries among the last LIMITS.auditLogMax, the ones that can be read. `actors` and
 * `actions` are everyone who acted and every kind of action among those entries (unfiltered), for the filters.
 */
export const auditLogReply = z.object({
  list: z.array(auditEntry),
  total: z.number().int(),
  actors: z.array(z.object({ account_id: z.number().int(), nickname: z.string() })),
  actions: z.array(z.string()),
  /** the current nicknames of the accounts the listed entries' before/after name (seats, lists), for the console */
  names: z.array(z.object({ account_id: z.number().int(), nickname: z.string() })).default([]),
});
export type AuditLogReply = z.infer<typeof auditLogReply>;
