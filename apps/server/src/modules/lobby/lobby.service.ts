import {
  type LangContent,
  LobbyAuditAction,
  type MyContest,
  PlayerState,
  parseJsonList,
  SeasonState,
  SignupType,
  seasonStateAt,
  zoneOf,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import { findAccount } from '../account/account.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { findContest } from '../contest/contest.repository.js';
import { entriesAmong } from '../roster/account-lists.repository.js';
import { rosterCap } from '../roster/admission.js';
import { EMPTY_ACCOUNT_DATA, findPlayer, insertPlayers } from '../roster/roster.repository.js';
import { seasonCounts } from '../season/season.repository.js';
import { lockedOpenSeason } from '../season/season.scope.js';
import { deleteReadiness, seasonsOfAccount, setReady } from './lobby.repository.js';

/**
 * The players' side (DESIGN sections 5 and 9): any logged-in account signs up for a season, marks itself ready for
 * the next game, and lists its seasons. No manager role is involved, so there is no permission check beyond login.
 */

type SeasonRef = { unique_id: number; season_id: number };

/** A contest that exists and is not deleted (2501 / 2560). */
async function liveContest(db: Executor, uniqueId: number) {
  const contest = (await findContest(db, uniqueId)) ?? fail(ErrorCode.CONTEST_NOT_FOUND);
  if (contest.deleted) fail(ErrorCode.CONTEST_DELETED);
  return contest;
}

/** Zones a contest admits: its available_zones, where an empty list means every zone. */
function admitsZone(availableZones: string, zone: number): boolean {
  const zones = parseJsonList<number>(availableZones);
  return zones.length === 0 || zones.includes(zone);
}

/**
 * Sign-up, checked in this order: already joined 2553, already waiting 2551, on the season blacklist 2511, zone
 * banned by the contest 2524, sign-up type close 2552, outside [signup_start_time, signup_end_time] 2539 (the window
 * applies to auto and check alike), roster full 2566 (for check, waiting sign-ups count toward the cap too). Auto
 * joins at once (state 2); check waits for review (state 1).
 */
export async function signup(ctx: AppContext, actor: Actor, body: SeasonRef): Promise<{ state: number }> {
  const now = ctx.clock.now();
  const { unique_id: uniqueId, season_id: seasonId } = body;
  return inTransaction(ctx.db, async (trx) => {
    const contest = await liveContest(trx, uniqueId);
    const season = await lockedOpenSeason(trx, uniqueId, seasonId);
    const existing = await findPlayer(trx, uniqueId, seasonId, actor.account_id);
    if (existing)
      fail(existing.state === PlayerState.Joined ? ErrorCode.ALREADY_REGISTERED : ErrorCode.SIGNUP_AWAITING_REVIEW);
    const blacklisted = await entriesAmong(trx, 'season_blacklist', uniqueId, seasonId, [actor.account_id]);
    ensure(blacklisted.size === 0, ErrorCode.NOT_ON_LIST);
    const account = (await findAccount(trx, actor.account_id)) ?? fail(ErrorCode.NOT_LOGGED_IN);
    ensure(admitsZone(contest.available_zones, zoneOf(account.account_id) || account.zone), ErrorCode.ZONE_LIMIT);
    ensure(season.signup_type !== SignupType.Close, ErrorCode.SIGNUP_CLOSED);
    ensure(now >= season.signup_start_time && now <= season.signup_end_time, ErrorCode.OUTSIDE_SIGNUP_TIME);
    const counts = await seasonCounts(trx, uniqueId, seasonId);
    const auto = season.signup_type === SignupType.Auto;
    const taken = auto ? counts.joined : counts.joined + counts.pending;
    ensure(taken < rosterCap(contest), ErrorCode.PARTICIPANTS_FULL);

    const state = auto ? PlayerState.Joined : PlayerState.Pending;
    await insertPlayers(trx, [
      {
        unique_id: uniqueId,
        season_id: seasonId,
        account_id: actor.account_id,
        state,
        nickname: account.nickname,
        remark: '',
        create_time: now,
        account_data: EMPTY_ACCOUNT_DATA,
      },
    ]);
    await writeAudit(trx, {
      unique_id: uniqueId,
      account_id: actor.account_id,
      action: LobbyAuditAction.Signup,
      after: { season_id: seasonId, state },
      now,
    });
    return { state };
  });
}

/**
 * Ready / not ready for the next game. Only a joined player (2540 otherwise) of a season that is not ended (2542);
 * becoming ready needs the season running (2507 before its start, 2508 after its end). Readiness is frequent
 * player-side state, not a manager action, so it is not written to the contest's audit log (whose last 1000
 * entries it would otherwise crowd out).
 */
export async function ready(
  ctx: AppContext,
  actor: Actor,
  body: SeasonRef & { ready: boolean | 0 | 1 },
): Promise<{ ready: 0 | 1; ready_time: number }> {
  const now = ctx.clock.now();
  const { unique_id: uniqueId, season_id: seasonId } = body;
  return inTransaction(ctx.db, async (trx) => {
    await liveContest(trx, uniqueId);
    const season = await lockedOpenSeason(trx, uniqueId, seasonId);
    const player = await findPlayer(trx, uniqueId, seasonId, actor.account_id);
    ensure(player?.state === PlayerState.Joined, ErrorCode.UNREGISTERED_CANNOT_JOIN);
    if (!body.ready) {
      await deleteReadiness(trx, uniqueId, seasonId, [actor.account_id]);
      return { ready: 0 as const, ready_time: 0 };
    }
    const state = seasonStateAt(season, now);
    ensure(state !== SeasonState.Pending, ErrorCode.NOT_STARTED);
    ensure(state === SeasonState.Running, ErrorCode.CONTEST_ENDED);
    return { ready: 1 as const, ready_time: await setReady(trx, uniqueId, seasonId, actor.account_id, now) };
  });
}

/** At most this many seasons are listed (newest first). */
const MY_CONTESTS_MAX = 200;

export async function myContests(ctx: AppContext, actor: Actor): Promise<{ list: MyContest[] }> {
  const now = ctx.clock.now();
  const rows = await seasonsOfAccount(ctx.db, actor.account_id, MY_CONTESTS_MAX);
  return {
    list: rows.map((r) => ({
      unique_id: r.unique_id,
      contest_id: r.contest_id,
      contest_name: parseJsonList<LangContent>(r.contest_name),
      season_id: r.season_id,
      state: r.state,
      season_state: seasonStateAt(r, now),
      start_time: r.start_time,
      end_time: r.end_time,
      ready: r.ready_time == null ? 0 : 1,
    })),
  };
}
