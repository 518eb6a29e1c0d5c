/**
 * The closed error catalogue. Every code the server may answer with, and every client-side code the console
 * raises itself, is named here exactly once. Messages in the five languages live in `error-messages.ts`, which
 * is checked against this list at compile time (and by a unit test) so no code can lack a message.
 *
 * Numbers follow the original platform's families (spec part 1 section 8): 1–15 generic, 101–158 login and
 * input, 501–510 resources and accounts, 1001–1028 account, 1201–1217 game, 2501–2566 contest.
 */
export const ErrorCode = {
  // generic 1–15
  UNKNOWN: 1,
  SYSTEM_ERROR: 2,
  PARAM_ERROR: 3,
  IP_BANNED: 4,
  SERVER_BUSY: 5,
  NOT_FOUND_ROUTE: 6,
  // login, input, maintenance 101–158
  INPUT_INVALID: 101,
  MAINTENANCE: 102,
  TOO_FREQUENT: 109,
  CODE_TOO_MANY: 110,
  CODE_INVALID: 111,
  CODE_EXPIRED: 112,
  EMAIL_INVALID: 113,
  EMAIL_NOT_BOUND: 114,
  CONTEST_MAINTENANCE: 158,
  // resources and accounts 501–510
  RESOURCE_NOT_ENOUGH: 501,
  FORBIDDEN_WORD: 502,
  ACCOUNT_BANNED: 503,
  ACCOUNT_FROZEN: 504,
  // account 1001–1028
  ACCOUNT_NOT_FOUND: 1002,
  WRONG_PASSWORD: 1003,
  EMAIL_TAKEN: 1004,
  NICKNAME_INVALID: 1005,
  REGISTRATION_CLOSED: 1006,
  PASSWORD_INVALID: 1007,
  /** A hand-over code to the players' lobby that was never issued. */
  HANDOVER_CODE_UNKNOWN: 1008,
  HANDOVER_CODE_USED: 1009,
  HANDOVER_CODE_EXPIRED: 1010,
  /** Another account holds a nickname that looks the same (same skeleton: NFKC, case-folded, Unicode TR39). */
  NICKNAME_LOOK_ALIKE: 1011,
  // game 1201–1217
  GAME_NOT_FOUND: 1203,
  GAME_ALREADY_PAUSED: 1209,
  GAME_ALREADY_RESUMED: 1210,
  // the players' table
  TABLE_NOT_YOUR_TURN: 1211,
  TABLE_ILLEGAL_ACTION: 1212,
  TABLE_NOT_YOUR_SEAT: 1213,
  TABLE_QUESTION_CLOSED: 1214,
  TABLE_ELSEWHERE: 1215,
  // contest 2501–2566
  CONTEST_NOT_FOUND: 2501,
  CONTEST_COUNT_LIMIT: 2502,
  ID_GENERATION_FAILED: 2503,
  REPEAT_LOGIN: 2504,
  NOT_LOGGED_IN: 2505,
  NO_PERMISSION: 2506,
  NOT_STARTED: 2507,
  CONTEST_ENDED: 2508,
  PLAYER_NOT_WAITING: 2509,
  PLAYER_LOCKED_BY_OTHER: 2510,
  NOT_ON_LIST: 2511,
  CHAT_RESTRICTED: 2512,
  CREATOR_ONLY: 2513,
  ADMIN_LIMIT: 2514,
  CREATE_INTERVAL: 2515,
  NO_CREATE_PERMISSION: 2516,
  SETTINGS_ERROR: 2517,
  RANK_TOO_LOW: 2518,
  TOO_MANY_GAMES: 2519,
  CANNOT_PROLONG: 2520,
  AUTO_MATCHING_ON: 2521,
  PLAYER_MATCHMAKING: 2522,
  TYPE_CANNOT_BE_CREATED: 2523,
  ZONE_LIMIT: 2524,
  CREATE_UNAVAILABLE: 2525,
  NAME_UNAVAILABLE: 2526,
  NOTICE_UNAVAILABLE: 2527,
  CHAT_UNAVAILABLE: 2528,
  SPECTATE_UNAVAILABLE: 2529,
  ZONE_LIMIT_ENTRY: 2530,
  CREATED_LIMIT: 2531,
  ADMIN_LOAD_FAILED: 2532,
  SEASON_LOAD_FAILED: 2533,
  SEASON_NOT_FOUND: 2534,
  SEASON_NOT_LOADED: 2535,
  SEASON_LIST_FAILED: 2536,
  SEASON_CREATE_FAILED: 2537,
  NO_ACTIVE_SEASON: 2538,
  OUTSIDE_SIGNUP_TIME: 2539,
  UNREGISTERED_CANNOT_JOIN: 2540,
  SEASON_NOT_ENDED: 2541,
  ENDED_SEASON_READONLY: 2542,
  PLAYER_ALREADY_RESERVED: 2543,
  PLAYER_MUST_BE_LOCKED: 2544,
  DUPLICATE_PLAYERS: 2545,
  CREATOR_AS_ADMIN: 2546,
  NAME_TOO_LONG: 2547,
  NOTICE_TOO_LONG: 2548,
  SEASON_TOO_LONG: 2549,
  CREATION_FAILED: 2550,
  SIGNUP_AWAITING_REVIEW: 2551,
  SIGNUP_CLOSED: 2552,
  ALREADY_REGISTERED: 2553,
  REMARK_TOO_LONG: 2554,
  REVIEW_CONTENT_UNAVAILABLE: 2555,
  ONLY_LAST_LOGS: 2556,
  SPECTATING_DISABLED: 2557,
  CONFIG_LOCKED: 2558,
  MATCH_LIST_FAILED: 2559,
  CONTEST_DELETED: 2560,
  CHAT_ROOM_FAILED: 2561,
  TIME_CONFIG_ERROR: 2562,
  CANNOT_CHANGE_START: 2563,
  CANNOT_CHANGE_END: 2564,
  SEASON_ENDED: 2565,
  PARTICIPANTS_FULL: 2566,
  // records and ranking (numbers after the spec's contest family)
  RECORD_OTHER_SEASON: 2580,
  EXPORT_TOO_SOON: 2581,
  RANK_EXPORT_LIMIT: 2582,
  RECORD_LOG_UNAVAILABLE: 2583,
  /** A season's record tag names (record-tags.ts): a number outside 1–9 or named twice, or more than 9 names. */
  RECORD_TAG_NUMBER_INVALID: 2584,
  RECORD_TAG_NAME_EMPTY: 2585,
  RECORD_TAG_NAME_TOO_LONG: 2586,
  /** Two tags of the season named alike (case and width aside). */
  RECORD_TAG_NAME_DUPLICATE: 2587,
  // game plans and running games
  SEATS_NOT_FILLED: 2590,
  SEAT_COUNT_MISMATCH: 2591,
  ALL_ROBOTS: 2592,
  POINTS_SUM_MISMATCH: 2593,
  START_OUTSIDE_SEASON: 2594,
  START_TIME_PASSED: 2595,
  PLAN_NOT_WAITING: 2596,
  SEASON_GAMES_OPEN: 2597,
  // text people see
  TEXT_NOT_SHOWN: 2598,
  // tables played elsewhere (offline records), 2600-2609
  /** A player of an entered table is not a joined player of the season. */
  OFFLINE_NOT_ON_ROSTER: 2600,
  /** A player of an entered table is on the season's blacklist. */
  OFFLINE_BLACKLISTED: 2601,
  /** Final points and leftover riichi sticks do not add up to the starting points of all seats. */
  OFFLINE_POINTS_SUM: 2602,
  /** The table's start and end must be inside the season, the end after the start and not in the future. */
  OFFLINE_TIME_OUTSIDE_SEASON: 2603,
  /** Only a record entered by hand can be edited that way. */
  OFFLINE_NOT_EDITABLE: 2604,
  /** Some tables of an import are wrong: nothing was stored (`error.problems` names each). */
  OFFLINE_IMPORT_INVALID: 2605,
  /** A table played elsewhere has no log and no replay. */
  OFFLINE_NO_LOG: 2606,
  /** Riichi sticks given to a seat that is not at the table, or sticks taken when none were left. */
  OFFLINE_STICKS_INVALID: 2607,
  // seating a round (issue 32), 2610-2619
  /** A player ticked as present is not a joined player of the season. */
  SEATING_NOT_ON_ROSTER: 2610,
  /** A player ticked as present is on the season's blacklist. */
  SEATING_BLACKLISTED: 2611,
  /** A round's table has the wrong number of seats, or a player sits at two tables. */
  SEATING_TABLE_INVALID: 2612,
  /** A round needs at least one table. */
  SEATING_NO_TABLES: 2613,
  // client-side only (the console raises these itself)
  CLIENT_CONNECTION_FAILED: 9001,
  CLIENT_IMPORT_FAILED: 9002,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export const ALL_ERROR_CODES: readonly ErrorCodeValue[] = Object.values(ErrorCode);

/** HTTP status for a code (DESIGN section 3). Anything not listed is a 409 state error. */
export function httpStatusFor(code: number): number {
  switch (code) {
    case ErrorCode.PARAM_ERROR:
    case ErrorCode.INPUT_INVALID:
    case ErrorCode.EMAIL_INVALID:
    case ErrorCode.SETTINGS_ERROR:
    case ErrorCode.FORBIDDEN_WORD:
    case ErrorCode.NAME_TOO_LONG:
    case ErrorCode.NOTICE_TOO_LONG:
    case ErrorCode.SEASON_TOO_LONG:
    case ErrorCode.REMARK_TOO_LONG:
    case ErrorCode.TIME_CONFIG_ERROR:
    case ErrorCode.CODE_INVALID:
    case ErrorCode.CODE_EXPIRED:
    case ErrorCode.HANDOVER_CODE_UNKNOWN:
    case ErrorCode.HANDOVER_CODE_USED:
    case ErrorCode.HANDOVER_CODE_EXPIRED:
    case ErrorCode.WRONG_PASSWORD:
    case ErrorCode.TEXT_NOT_SHOWN:
    case ErrorCode.NICKNAME_INVALID:
    case ErrorCode.PASSWORD_INVALID:
    case ErrorCode.SEATS_NOT_FILLED:
    case ErrorCode.SEAT_COUNT_MISMATCH:
    case ErrorCode.ALL_ROBOTS:
    case ErrorCode.POINTS_SUM_MISMATCH:
    case ErrorCode.START_OUTSIDE_SEASON:
    case ErrorCode.START_TIME_PASSED:
    case ErrorCode.RECORD_TAG_NUMBER_INVALID:
    case ErrorCode.RECORD_TAG_NAME_EMPTY:
    case ErrorCode.RECORD_TAG_NAME_TOO_LONG:
    case ErrorCode.RECORD_TAG_NAME_DUPLICATE:
    case ErrorCode.OFFLINE_POINTS_SUM:
    case ErrorCode.OFFLINE_TIME_OUTSIDE_SEASON:
    case ErrorCode.OFFLINE_IMPORT_INVALID:
    case ErrorCode.OFFLINE_STICKS_INVALID:
    case ErrorCode.SEATING_TABLE_INVALID:
    case ErrorCode.SEATING_NO_TABLES:
      return 400;
    case ErrorCode.NOT_LOGGED_IN:
    case ErrorCode.REPEAT_LOGIN:
      return 401;
    case ErrorCode.NO_PERMISSION:
    case ErrorCode.CREATOR_ONLY:
    case ErrorCode.NO_CREATE_PERMISSION:
    case ErrorCode.ACCOUNT_BANNED:
    case ErrorCode.ACCOUNT_FROZEN:
    case ErrorCode.IP_BANNED:
    case ErrorCode.REGISTRATION_CLOSED:
      return 403;
    case ErrorCode.CONTEST_NOT_FOUND:
    case ErrorCode.CONTEST_DELETED:
    case ErrorCode.SEASON_NOT_FOUND:
    case ErrorCode.ACCOUNT_NOT_FOUND:
    case ErrorCode.GAME_NOT_FOUND:
    case ErrorCode.NOT_FOUND_ROUTE:
      return 404;
    case ErrorCode.TOO_FREQUENT:
    case ErrorCode.CODE_TOO_MANY:
    case ErrorCode.EXPORT_TOO_SOON:
      return 429;
    case ErrorCode.MAINTENANCE:
    case ErrorCode.CONTEST_MAINTENANCE:
    case ErrorCode.SERVER_BUSY:
      return 503;
    case ErrorCode.SYSTEM_ERROR:
    case ErrorCode.UNKNOWN:
      return 500;
    default:
      return 409;
  }
}

/** The wire envelope of a failure. `field` names the offending input where there is one. */
export interface ErrorBody {
  /** `detail` carries the values a message names (e.g. `time` of the earlier download for 2581) */
  error: {
    code: number;
    message: string | Record<string, string>;
    field?: string;
    detail?: Record<string, string | number>;
    /** every problem of a refused batch (2605: the tables of an import), each with its message */
    problems?: {
      line: number;
      field: string;
      code: number;
      message: string;
      detail?: Record<string, string | number>;
    }[];
  };
}
