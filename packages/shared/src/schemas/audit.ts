import { z } from 'zod';
import { limit, offset, queryId } from './common.js';
import type { ManagerAuditAction } from './manager.js';
import type { NoticeAuditAction } from './notice.js';

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
  | ValuesOf<typeof PlanAuditAction>
  | ValuesOf<typeof GameAuditAction>
  | ValuesOf<typeof ManagerAuditAction>
  | ValuesOf<typeof NoticeAuditAction>;

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
});
export type AuditLogReply = z.infer<typeof auditLogReply>;
