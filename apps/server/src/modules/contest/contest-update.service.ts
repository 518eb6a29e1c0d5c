import { AuditAction, type LangContent, LIMITS, ReviewState, type UpdateContestBaseBody } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { ErrorCode, ensure } from '../../errors.js';
import { type ContestRow, lockContestRow } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { contestNames, contestRule, contestSettingOf, zonesOf } from './contest.mapper.js';
import { type ContestPatch, updateContest } from './contest.repository.js';
import { nameLength, sameNames, validateNames } from './contest-names.js';
import { findPendingReview, insertReview, replaceReviewPayload } from './contest-review.repository.js';
import { loadForbiddenWords } from './forbidden-words.js';
import { parseGameRule } from './game-rule.js';

/** What a held name change carries; the operator's approval applies it as is. */
export interface HeldNamePayload {
  contest_name: LangContent[];
  i18n_switch: 0 | 1;
}

/**
 * update_contest_base: managers change the contest's names, switches, zones, settings, rule and manager notice.
 * While the operator has locked the contest nothing changes (2558). While check_state is 1 a name change is held
 * for the operator's review instead of applied; everything else applies at once. One transaction, one audit row
 * for what applied and one for what was held.
 */
export async function updateContestBase(
  ctx: AppContext,
  actor: Actor,
  body: UpdateContestBaseBody,
): Promise<{ held: boolean }> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const contest = await lockContestRow(trx, body.unique_id);
    const changes = new Changes(contest);
    const s = body.setting;

    let heldPayload: HeldNamePayload | null = null;
    if (s.name !== undefined || s.i18n_switch !== undefined) {
      const i18n = s.i18n_switch ?? (contest.i18n_switch === 1 ? 1 : 0);
      const names = validateNames(s.name ?? contestNames(contest), i18n === 1, await loadForbiddenWords(trx));
      const changed = !sameNames(names, contestNames(contest)) || i18n !== contest.i18n_switch;
      if (changed && contest.check_state === 1) {
        heldPayload = { contest_name: names, i18n_switch: i18n };
      } else if (changed) {
        changes.json('contest_name', contestNames(contest), names);
        changes.flag('i18n_switch', i18n);
      }
    }
    if (s.open_show !== undefined) changes.flag('open_show', s.open_show);
    if (s.observer_switch !== undefined) changes.flag('observer_switch', s.observer_switch);
    if (s.show_zones !== undefined)
      changes.json('show_zones', zonesOf(contest.show_zones), normaliseZones(s.show_zones));
    if (s.available_zones !== undefined) {
      changes.json('available_zones', zonesOf(contest.available_zones), normaliseZones(s.available_zones));
    }
    if (s.contest_setting !== undefined) changes.json('contest_setting', contestSettingOf(contest), s.contest_setting);
    if (s.game_rule_setting !== undefined) {
      const rule = parseGameRule(s.game_rule_setting, 'setting.game_rule_setting');
      changes.json('game_rule_setting', contestRule(contest), rule);
    }
    if (s.manager_notice !== undefined) {
      ensure(
        nameLength(s.manager_notice) <= LIMITS.managerNoticeMax,
        ErrorCode.NOTICE_TOO_LONG,
        'setting.manager_notice',
      );
      changes.text('manager_notice', s.manager_notice);
    }

    if (heldPayload) {
      await holdNameChange(trx, contest, actor.account_id, heldPayload, now);
      changes.patch.review_state = ReviewState.Reviewing;
    }
    await updateContest(trx, contest.unique_id, changes.patch);
    if (changes.changed) {
      await writeAudit(trx, {
        unique_id: contest.unique_id,
        account_id: actor.account_id,
        action: AuditAction.UpdateContestBase,
        before: changes.before,
        after: changes.after,
        now,
      });
    }
    return { held: heldPayload !== null };
  });
}

/** Files the change as the contest's pending name review (replacing an earlier pending one) and audits it. */
async function holdNameChange(
  trx: Executor,
  contest: ContestRow,
  accountId: number,
  payload: HeldNamePayload,
  now: number,
) {
  const text = JSON.stringify(payload);
  const pending = await findPendingReview(trx, contest.unique_id, 'name');
  let reviewId: number;
  if (pending) {
    await replaceReviewPayload(trx, pending.id, text, accountId, now);
    reviewId = pending.id;
  } else {
    reviewId = await insertReview(trx, {
      unique_id: contest.unique_id,
      kind: 'name',
      payload: text,
      account_id: accountId,
      now,
    });
  }
  await writeAudit(trx, {
    unique_id: contest.unique_id,
    account_id: accountId,
    action: AuditAction.HoldContestName,
    before: { contest_name: contestNames(contest), i18n_switch: contest.i18n_switch },
    after: { ...payload, review_id: reviewId },
    now,
  });
}

function normaliseZones(zones: readonly (1 | 2 | 3)[]): (1 | 2 | 3)[] {
  return [...new Set(zones)].sort();
}

type FlagColumn = 'open_show' | 'observer_switch' | 'i18n_switch';
type JsonColumn = 'contest_name' | 'show_zones' | 'available_zones' | 'contest_setting' | 'game_rule_setting';

/** The columns a call changes, with before/after values for the audit row; unchanged values are left out. */
class Changes {
  readonly patch: ContestPatch = {};
  readonly before: Record<string, unknown> = {};
  readonly after: Record<string, unknown> = {};
  changed = false;

  constructor(private readonly contest: ContestRow) {}

  flag(column: FlagColumn, value: 0 | 1): void {
    if (this.contest[column] === value) return;
    this.record(column, this.contest[column], value);
    this.patch[column] = value;
  }

  text(column: 'manager_notice', value: string): void {
    if (this.contest[column] === value) return;
    this.record(column, this.contest[column], value);
    this.patch[column] = value;
  }

  json(column: JsonColumn, current: unknown, value: unknown): void {
    const text = JSON.stringify(value);
    if (JSON.stringify(current) === text) return;
    this.record(column, current, value);
    this.patch[column] = text;
  }

  private record(column: string, before: unknown, after: unknown): void {
    this.before[column] = before;
    this.after[column] = after;
    this.changed = true;
  }
}
