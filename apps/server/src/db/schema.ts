import type { Generated } from 'kysely';

/**
 * Kysely table types. Times are unix seconds; flags are 0/1 integers; JSON columns are text holding JSON.
 * Kept in step with `migrations/` by hand (one place, reviewed with each migration).
 */
export interface DB {
  accounts: AccountsTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  handover_codes: HandoverCodesTable;
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
  game_plans: GamePlansTable;
  game_plan_seats: GamePlanSeatsTable;
  games: GamesTable;
  game_seats: GameSeatsTable;
  game_decisions: GameDecisionsTable;
  game_events: GameEventsTable;
  game_hands: GameHandsTable;
  game_records: GameRecordsTable;
  record_tag_names: RecordTagNamesTable;
  game_record_players: GameRecordPlayersTable;
  game_logs: GameLogsTable;
  yakuman_records: YakumanRecordsTable;
  season_player_stats: SeasonPlayerStatsTable;
  season_standings: SeasonStandingsTable;
  export_marks: ExportMarksTable;
  cache_writes: CacheWritesTable;
}

export interface AccountsTable {
  account_id: number;
  nickname: string;
  /**
   * The nickname's skeleton (modules/account/nickname-skeleton.ts; migration 2026-12-10_nickname_skeleton): equal
   * skeletons look the same. Indexed, not unique (look-alikes from before the rule are kept).
   */
  nickname_skeleton: string;
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

/** One-time codes handing a session over to the players' lobby (migration 2026-12-04_handover_codes). */
export interface HandoverCodesTable {
  /** SHA-256 of the code, hex */
  code_hash: string;
  account_id: number;
  create_time: number;
  expire_time: number;
  /** when it was redeemed; null while unused */
  used_time: number | null;
  /** token hash of the session that issued it: redeemed only while that session lives (null: issued before) */
  session_hash: string | null;
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
  /** how tables are formed: 'arrival' | 'fewest_repeats' | 'swiss' (migration 2026-12-15_seating_method) */
  seating_method: string;
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

// ---- games (migration 2026-11-28_games; the record format is in docs/ARCHITECTURE.md "Game records") ----

export type PlanStatus = 'create' | 'start' | 'finish' | 'expired' | 'cancelled';
/** 'terminating': a terminate request stored for the process driving the game, which records it as terminated. */
export type GameStatus = 'running' | 'paused' | 'terminating' | 'finished' | 'terminated';

export interface GamePlansTable {
  uuid: string;
  unique_id: number;
  season_id: number;
  game_start_time: number;
  shuffle_seats: number;
  ai_level: number;
  remark: string;
  status: PlanStatus;
  /** the game started from this plan */
  game_uuid: string | null;
  created_by: number;
  create_time: number;
  update_time: number;
}

/** account_id 0 is a robot seat. */
export interface GamePlanSeatsTable {
  plan_uuid: string;
  seat: number;
  account_id: number;
  init_points: number;
}

export interface GamesTable {
  uuid: string;
  plan_uuid: string | null;
  unique_id: number;
  season_id: number;
  round_type: number;
  /** JSON: the engine GameConfig (seed, roundType, rule, initPoints) */
  config: string;
  status: GameStatus;
  start_time: number;
  end_time: number | null;
  paused_at: number | null;
  remark: string;
  tag: number;
  /** the server process driving the game, and until when its claim holds */
  owner: string | null;
  lease_until: number;
  chang: number;
  ju: number;
  ben: number;
  /** JSON number[] */
  scores: string;
  decision_count: number;
  update_time: number;
}

export interface GameSeatsTable {
  game_uuid: string;
  seat: number;
  account_id: number;
  nickname: string;
  ai_level: number;
}

export interface GameDecisionsTable {
  game_uuid: string;
  seq: number;
  /** JSON array of the engine's decision-log entries */
  decisions: string;
}

/** A live game's event log for other server processes (migration 2026-12-05_game_events; PostgreSQL only). */
/** SQLite: writes to the tables cached reads depend on, by key, for other connections (sqlite-read-cache.ts). */
export interface CacheWritesTable {
  /** `<table>:<INSERT|UPDATE|DELETE>:<unique_id or *>` */
  write_key: string;
  seq: number;
}

/**
 * A game's position at the start and after each hand, and when it was reached (migration 2026-12-11_watching):
 * what a delayed watcher may be shown.
 */
export interface GameHandsTable {
  game_uuid: string;
  chang: number;
  ju: number;
  ben: number;
  /** JSON array of points in seat order */
  scores: string;
  at: number;
}

export interface GameEventsTable {
  game_uuid: string;
  seq: number;
  /** the event's type ('sync', 'table', 'step', …) */
  kind: string;
  /** the GameEvent as JSON */
  body: string;
  at: number;
}

export interface GameRecordsTable {
  uuid: string;
  unique_id: number;
  season_id: number;
  plan_uuid: string | null;
  start_time: number;
  end_time: number;
  /** JSON {round_type, init_points, detail_rule, ai_levels} */
  config: string;
  /** JSON [{account_id, nickname, seat}] */
  accounts: string;
  /** JSON {players: [{seat, part_point_1, total_point}]} */
  result: string;
  removed: number;
  tag: number;
  remark: string;
  terminated: number;
  hands: number;
  /** 1: anyone with the link may open its replay, after the watch delay (migration 2026-12-11_watching) */
  replay_public: Generated<number>;
  /** 1: a table played elsewhere, entered by hand (no log, no replay; migration 2026-12-14_offline_records) */
  offline: Generated<number>;
  /** who entered (or last edited) an offline record; 0 for games played here */
  entered_by: Generated<number>;
  /** JSON [{seat, points, reason}]: point adjustments, already in the seats' totals */
  penalties: Generated<string>;
  /**
   * JSON: an offline record's table as last entered (shared OfflineTable: points before the leftover sticks, the
   * sticks and their taker, penalties, yakuman); '' for games played here and offline records entered before
   * migration 2026-12-16_offline_entered_tables
   */
  offline_table: Generated<string>;
}

/** A season's name for one record tag number, 1–9 (migration 2026-12-13_record_tag_names). */
export interface RecordTagNamesTable {
  unique_id: number;
  season_id: number;
  tag: number;
  name: string;
}

export interface GameRecordPlayersTable {
  record_uuid: string;
  seat: number;
  unique_id: number;
  season_id: number;
  account_id: number;
  placement: number;
  part_point_1: number;
  total_point: number;
  end_time: number;
  removed: number;
  hands: number;
  wins: number;
  deal_ins: number;
  riichis: number;
}

export interface GameLogsTable {
  uuid: string;
  /** newline-delimited mjai events */
  mjai: string;
  /** JSON: the decision log (replays the game with its config) */
  decisions: string;
}

export interface YakumanRecordsTable {
  id: Generated<number>;
  game_uuid: string;
  unique_id: number;
  season_id: number;
  account_id: number;
  nickname: string;
  yiman: number;
  start_time: number;
  end_time: number;
  /** JSON {names, chang, ju, ben, hand} */
  info: string;
  removed: number;
}

export interface SeasonPlayerStatsTable {
  unique_id: number;
  season_id: number;
  account_id: number;
  game_count: number;
  /** Σ total_point (×1000, uma/oka included) */
  accumulate_point: number;
  part_point_sum: number;
  rank_1_count: number;
  rank_2_count: number;
  rank_3_count: number;
  rank_4_count: number;
  hands: number;
  wins: number;
  deal_ins: number;
  riichis: number;
  last_game_time: number;
  /** standing under the season's rank rule (migration 2026-11-29_standings; kept by modules/ranking/standings.ts) */
  rank_point: Generated<number>;
  qualified: Generated<number>;
  /** JSON RankGame[]: up to 10 most recent games, newest first */
  recent_games: Generated<string>;
  /** JSON RankGame[]: the best series' games (series rules) */
  series_games: Generated<string>;
}

/** The rank rule a season's kept standings were computed under (migration 2026-11-29_standings). */
export interface SeasonStandingsTable {
  unique_id: number;
  season_id: number;
  rank_rule: number;
  update_time: number;
}

/** A manager's last download per export kind (300-second cooldown). */
export interface ExportMarksTable {
  account_id: number;
  unique_id: number;
  kind: string;
  last_time: number;
}
