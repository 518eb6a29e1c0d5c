import { DEFAULT_GAME_RULE_SETTING, PlayerState, SignupType } from '@taikai/shared';
import type { Database } from '../src/db/database.js';
import { nicknameSkeleton } from '../src/modules/account/nickname-skeleton.js';
import { insertContest } from '../src/modules/contest/contest.repository.js';
import { EMPTY_ACCOUNT_DATA } from '../src/modules/roster/roster.repository.js';
import { insertSeason } from '../src/modules/season/season.repository.js';
import { newSeasonRow } from '../src/modules/season/season.rules.js';

/**
 * Puts a contest with one season straight into the database, for tests of areas other than contest creation
 * (those go through the API). The season runs from `now` for 7 days unless told otherwise.
 */
/**
 * Contest ids (6 digits, unique per database) for fixtures: sequential from a random start, so the hundreds of
 * contests one test file makes never collide (random ids did: the 600-case authorisation matrix hit a duplicate
 * now and then), while files sharing a database (PostgreSQL schemas are per file) start far apart.
 */
let contestIdSeq = Math.floor(Math.random() * 700_000);
function nextContestId(): number {
  contestIdSeq = (contestIdSeq + 1) % 800_000;
  return 100_000 + contestIdSeq;
}

export async function makeContest(
  db: Database,
  creatorId: number,
  now: number,
  opts: { seasonStart?: number; seasonEnd?: number; signupType?: number; contestId?: number } = {},
): Promise<{ unique_id: number; season_id: number }> {
  const start = opts.seasonStart ?? now;
  const end = opts.seasonEnd ?? now + 7 * 86400;
  // A contest's creator must be an account (foreign key, migration 2026-12-03); tests that pass a bare id get one.
  await db
    .insertInto('accounts')
    .values({
      account_id: creatorId,
      nickname: `creator${creatorId}`,
      nickname_skeleton: nicknameSkeleton(`creator${creatorId}`),
      email: null,
      password_hash: null,
      zone: 1,
      diamonds: 0,
      can_create: 1,
      banned: 0,
      is_operator: 0,
      create_time: now,
    })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const uniqueId = await insertContest(db, {
    contest_id: opts.contestId ?? nextContestId(),
    creator_id: creatorId,
    create_time: now,
    start_time: start,
    finish_time: end,
    deleted: 0,
    open_show: 1,
    i18n_switch: 0,
    observer_switch: 0,
    contest_type: 0,
    show_zones: '[1,2,3]',
    available_zones: '[1,2,3]',
    contest_setting: JSON.stringify({ game_limit: 0, system_broadcast: 0, level_limit: [] }),
    game_rule_setting: JSON.stringify(DEFAULT_GAME_RULE_SETTING),
    contest_name: JSON.stringify([{ lang: 'default', content: 'Fixture contest' }]),
    public_notice: '[]',
    private_notice: '[]',
    manager_notice: '',
    check_state: 0,
    review_state: 0,
    locked: 0,
    max_player_count: 3000,
  });
  await insertSeason(
    db,
    newSeasonRow({
      unique_id: uniqueId,
      season_id: 1,
      create_time: now,
      start_time: start,
      end_time: end,
      signup_type: opts.signupType ?? SignupType.Check,
    }),
  );
  return { unique_id: uniqueId, season_id: 1 };
}

/**
 * Puts accounts on a season's roster as joined players (what sign-up and review do; joined again if they were
 * pending), so they may sit at its games: the table seats a person only while they are joined.
 */
export async function joinSeason(
  db: Database,
  f: { unique_id: number; season_id: number },
  accountIds: readonly number[],
  now: number,
): Promise<void> {
  const people = accountIds.filter((id) => id > 0);
  if (people.length === 0) return;
  await db
    .insertInto('season_players')
    .values(
      people.map((account_id) => ({
        unique_id: f.unique_id,
        season_id: f.season_id,
        account_id,
        state: PlayerState.Joined,
        nickname: `p${account_id}`,
        remark: '',
        create_time: now,
        account_data: EMPTY_ACCOUNT_DATA,
      })),
    )
    .onConflict((oc) => oc.columns(['unique_id', 'season_id', 'account_id']).doUpdateSet({ state: PlayerState.Joined }))
    .execute();
}
