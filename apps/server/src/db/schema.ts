import type { Generated } from 'kysely';

/**
 * Kysely table types. Times are unix seconds; flags are 0/1 integers; JSON columns are text holding JSON.
 * Kept in step with `migrations/` by hand (one place, reviewed with each migration).
 */
export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  rate_events: RateEventsTable;
  contests: ContestsTable;
  contest_reviews: ContestReviewsTable;
  contest_admins: ContestMemberTable;
  contest_observers: ContestMemberTable;
  seasons: SeasonsTable;
  season_players: SeasonPlayersTable;
  season_player_counts: SeasonPlayerCountsTable;
  season_blacklist: SeasonListEntryTable;
  chat_limits: SeasonListEntryTable;
  audit_log: AuditLogTable;
  announcements: AnnouncementsTable;
  analytics_events: AnalyticsEventsTable;
  player_locks: PlayerLocksTable;
  season_ready: SeasonReadyTable;
  forbidden_words: ForbiddenWordsTable;
}

export interface AccountsTable {
  account_id: number;
  nickname: string;
  email: string | null;
  password_hash: string | null;
  zone: number;
  diamonds: number;
  can_create: number;
  banned: number;
  is_operator: number;
  create_time: number;
}

export interface SessionsTable {
  token_hash: string;
  account_id: number;
  create_time: number;
  expire_time: number;
}

export interface EmailCodesTable {
  id: Generated<number>;
  email: string;
  code_hash: string;
  create_time: number;
  expire_time: number;
  tries: number;
  used: number;
}

export interface RateEventsTable {
  id: Generated<number>;
  bucket: string;
  create_time: number;
}

export interface ContestsTable {
  unique_id: Generated<number>;
  contest_id: number;
  creator_id: number;
  create_time: number;
  start_time: number;
  finish_time: number;
  deleted: number;
  open_show: number;
  i18n_switch: number;
  observer_switch: number;
  contest_type: number;
  /** JSON number[] */
  show_zones: string;
  /** JSON number[]: zones whose players may enter; the others are banned */
  available_zones: string;
  /** JSON ContestSetting */
  contest_setting: string;
  /** JSON GameRuleSetting */
  game_rule_setting: string;
  /** JSON LangContent[] */
  contest_name: string;
  public_notice: string;
  private_notice: string;
  manager_notice: string;
  check_state: number;
  review_state: number;
  locked: number;
  max_player_count: number;
}

export interface ContestReviewsTable {
  id: Generated<number>;
  unique_id: number;
  kind: string;
  /** JSON of the held change */
  payload: string;
  /** 1 pending, 2 rejected, 3 approved */
  state: number;
  account_id: number;
  create_time: number;
  decide_time: number;
}

export interface ContestMemberTable {
  unique_id: number;
  account_id: number;
  create_time: number;
}

export interface SeasonsTable {
  unique_id: number;
  season_id: number;
  create_time: number;
  start_time: number;
  end_time: number;
  ended: number;
  end_edited: number;
  signup_type: number;
  signup_start_time: number;
  signup_end_time: number;
  auto_match: number;
  match_start_time: number;
  match_end_time: number;
  rank_rule: number;
  remark: string;
  chat_limit_type: number;
}

export interface SeasonPlayersTable {
  unique_id: number;
  season_id: number;
  account_id: number;
  /** 1 pending sign-up, 2 joined */
  state: number;
  nickname: string;
  remark: string;
  create_time: number;
  /** JSON text with total_game_count and statistics */
  account_data: string;
}

/** Players per season and state, kept by triggers on season_players (migration 2026-11-26); read-only to the code. */
export interface SeasonPlayerCountsTable {
  unique_id: number;
  season_id: number;
  state: number;
  n: number;
}

export interface SeasonListEntryTable {
  unique_id: number;
  season_id: number;
  account_id: number;
  nickname: string;
  create_time: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  unique_id: number;
  account_id: number;
  action: string;
  before: string;
  after: string;
  create_time: number;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  lang: string;
  title: string;
  content: string;
  create_time: number;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  account_id: number | null;
  type: string;
  path: string;
  value: string;
  time: number;
  create_time: number;
}

/** A joined player ready for the next game of the season (migration 2026-11-24_season_ready). */
export interface SeasonReadyTable {
  unique_id: number;
  season_id: number;
  account_id: number;
  ready_time: number;
}

export interface PlayerLocksTable {
  unique_id: number;
  account_id: number;
  owner_id: number;
  expire_time: number;
}

export interface ForbiddenWordsTable {
  word: string;
}
