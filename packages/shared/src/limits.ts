/** Business constants and limits (spec part 1 section 9, part 2 section 9). */
export const LIMITS = {
  createContestCost: 60,
  contestNameMax: 25,
  contestNameMaxNonChinese: 50,
  seasonRemarkMax: 25,
  playerRemarkMax: 100,
  gameRemarkMax: 25,
  /** a season names at most this many record tags, numbered 1 to this */
  recordTagsMax: 9,
  recordTagNameMax: 20,
  publicNoticeMax: 500,
  privateNoticeMax: 3000,
  managerNoticeMax: 2000,
  maxAdmins: 20,
  maxParticipants: 3000,
  createIntervalSeconds: 7 * 24 * 3600,
  maxConcurrentContests: 5,
  maxContestDays: 365,
  maxSeasonDays: 365,
  rankRuleMin: 2,
  rankRuleMax: 10,
  rankRuleDefault: 3,
  defaultInitPoint: 25000,
  readyWindowSeconds: 30 * 60,
  exportCooldownSeconds: 300,
  auditLogMax: 1000,
  listPageMax: 100,
} as const;

export const DAY_SECONDS = 24 * 3600;
