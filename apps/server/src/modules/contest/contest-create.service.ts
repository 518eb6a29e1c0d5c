import { randomInt } from 'node:crypto';
import {
  AuditAction,
  ContestType,
  type CreateBlock,
  type CreateContestBody,
  type CreateContestReply,
  contestSetting,
  DAY_SECONDS,
  type ErrorCodeValue,
  LIMITS,
} from '@taikai/shared';
import { DEFAULT_MAX_ACTIVE_CONTESTS } from '../../config.js';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { writeAudit } from '../audit/audit.repository.js';
import { insertSeason } from '../season/season.repository.js';
import { newSeasonRow } from '../season/season.rules.js';
import { contestIdTaken, insertContest, lockCreatorAccount, spendDiamonds } from './contest.repository.js';
import { validateCreateName } from './contest-names.js';
import { createAllowanceOf } from './create-allowance.js';
import { loadForbiddenWords } from './forbidden-words.js';
import { parseGameRule } from './game-rule.js';
import { lockPlatformContestCount } from './platform-cap.repository.js';

export const ALL_ZONES = [1, 2, 3] as const;

/** The error create_contest answers for each block of the allowance. */
const BLOCK_CODES: Record<CreateBlock, ErrorCodeValue> = {
  permission: ErrorCode.NO_CREATE_PERMISSION,
  interval: ErrorCode.CREATE_INTERVAL,
  concurrent: ErrorCode.CREATED_LIMIT,
  platform: ErrorCode.CONTEST_COUNT_LIMIT,
  diamonds: ErrorCode.RESOURCE_NOT_ENOUGH,
};
const CONTEST_ID_TRIES = 20;

export interface CreateOptions {
  /** Source of candidate contest ids (tests make it collide); a random six-digit number by default. */
  randomContestId?: () => number;
  /** When the contest is created (the demo seed backdates it); the clock's now by default. */
  now?: number;
  /** The platform-wide cap on active contests (config `maxActiveContests`); the default cap when absent. */
  maxActiveContests?: number;
}

/** Creates a contest and its first season, taking 60 diamonds, in one transaction. */
export function createContest(ctx: AppContext, actor: Actor, body: CreateContestBody, opts: CreateOptions = {}) {
  return inTransaction(ctx.db, (trx) =>
    createContestIn(trx, actor.account_id, body, {
      maxActiveContests: ctx.config.maxActiveContests,
      ...opts,
      now: opts.now ?? ctx.clock.now(),
    }),
  );
}

/** The transaction's work, for callers that already hold one (the demo seed). */
export async function createContestIn(
  trx: Executor,
  creatorId: number,
  body: CreateContestBody,
  opts: CreateOptions & { now: number },
): Promise<CreateContestReply> {
  const { now } = opts;
  // The request itself: name, times, rule (spec part 1 section 5 "Create contest").
  const contestName = validateCreateName(body.name, await loadForbiddenWords(trx));
  ensure(body.start_time >= now, ErrorCode.TIME_CONFIG_ERROR, 'start_time');
  ensure(body.end_time > body.start_time, ErrorCode.TIME_CONFIG_ERROR, 'end_time');
  ensure(body.end_time <= now + LIMITS.maxContestDays * DAY_SECONDS, ErrorCode.TIME_CONFIG_ERROR, 'end_time');
  const rule = parseGameRule(body.game_rule_setting, 'game_rule_setting');

  // The account's rights and limits (spec part 1 section 6).
  // The same checks the account reply shows before the form opens (create-allowance.ts).
  const account = (await lockCreatorAccount(trx, creatorId)) ?? fail(ErrorCode.NOT_LOGGED_IN);
  await lockPlatformContestCount(trx);
  const platformMax = opts.maxActiveContests ?? DEFAULT_MAX_ACTIVE_CONTESTS;
  const { blocked_by } = await createAllowanceOf(trx, creatorId, account, now, platformMax);
  if (blocked_by) fail(BLOCK_CODES[blocked_by]);
  ensure(await spendDiamonds(trx, creatorId, LIMITS.createContestCost), ErrorCode.RESOURCE_NOT_ENOUGH);

  const contestId = await pickContestId(trx, opts.randomContestId);
  const setting = contestSetting.parse({});
  const uniqueId = await insertContest(trx, {
    contest_id: contestId,
    creator_id: creatorId,
    create_time: now,
    start_time: body.start_time,
    finish_time: body.end_time,
    deleted: 0,
    open_show: body.open_show,
    i18n_switch: 0,
    observer_switch: 0,
    contest_type: ContestType.Unofficial,
    show_zones: JSON.stringify(ALL_ZONES),
    available_zones: JSON.stringify(ALL_ZONES),
    contest_setting: JSON.stringify(setting),
    game_rule_setting: JSON.stringify(rule),
    contest_name: JSON.stringify(contestName),
    public_notice: '[]',
    private_notice: '[]',
    manager_notice: '',
    check_state: 0,
    review_state: 0,
    locked: 0,
    max_player_count: LIMITS.maxParticipants,
  });
  // The first season comes with the contest and spans it; sign-ups are reviewed.
  await insertSeason(
    trx,
    newSeasonRow({
      unique_id: uniqueId,
      season_id: 1,
      create_time: now,
      start_time: body.start_time,
      end_time: body.end_time,
    }),
  );
  await writeAudit(trx, {
    unique_id: uniqueId,
    account_id: creatorId,
    action: AuditAction.CreateContest,
    after: {
      contest_id: contestId,
      contest_name: contestName,
      open_show: body.open_show,
      start_time: body.start_time,
      end_time: body.end_time,
      game_rule_setting: { round_type: rule.round_type, thinking_type: rule.thinking_type, game_mode: rule.game_mode },
      diamonds: -LIMITS.createContestCost,
    },
    now,
  });
  return { unique_id: uniqueId, contest_id: contestId };
}

/** A random unused six-digit contest id; 2503 when none is found in a few tries. */
export async function pickContestId(
  db: Executor,
  random: () => number = () => randomInt(100_000, 1_000_000),
): Promise<number> {
  for (let i = 0; i < CONTEST_ID_TRIES; i++) {
    const candidate = random();
    if (!(await contestIdTaken(db, candidate))) return candidate;
  }
  return fail(ErrorCode.ID_GENERATION_FAILED);
}
