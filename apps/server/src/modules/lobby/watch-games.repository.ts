/** The reads behind the lobby's games to watch: live games of the contests an account observes or manages. */
import type { Executor } from '../../db/database.js';

/**
 * Live games (running, paused) of the contests (not deleted) this account created, manages, or observes while the
 * contest's observer switch is on — oldest first, at most `limit` — each with whether the account manages it.
 */
export function watchableGames(db: Executor, accountId: number, limit: number) {
  return db
    .selectFrom('games as g')
    .innerJoin('contests as c', 'c.unique_id', 'g.unique_id')
    .select((eb) => [
      'g.uuid',
      'g.unique_id',
      'g.season_id',
      'g.start_time',
      'g.status',
      'g.chang',
      'g.ju',
      'g.ben',
      'g.scores',
      'c.contest_id',
      'c.contest_name',
      eb
        .or([
          eb('c.creator_id', '=', accountId),
          eb.exists(
            eb
              .selectFrom('contest_admins as m')
              .select('m.account_id')
              .whereRef('m.unique_id', '=', 'g.unique_id')
              .where('m.account_id', '=', accountId),
          ),
        ])
        .as('manages'),
    ])
    .where('g.status', 'in', ['running', 'paused'])
    .where('c.deleted', '=', 0)
    .where((eb) =>
      eb.or([
        eb('c.creator_id', '=', accountId),
        eb.exists(
          eb
            .selectFrom('contest_admins as m')
            .select('m.account_id')
            .whereRef('m.unique_id', '=', 'g.unique_id')
            .where('m.account_id', '=', accountId),
        ),
        eb.and([
          eb('c.observer_switch', '=', 1),
          eb.exists(
            eb
              .selectFrom('contest_observers as o')
              .select('o.account_id')
              .whereRef('o.unique_id', '=', 'g.unique_id')
              .where('o.account_id', '=', accountId),
          ),
        ]),
      ]),
    )
    .orderBy('g.unique_id')
    .orderBy('g.start_time')
    .orderBy('g.uuid')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, manages: Boolean(Number(r.manages)) })));
}
