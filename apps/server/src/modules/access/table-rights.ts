/**
 * The rights a table socket is opened with and holds while it is open (the players' table, modules/table): a seat
 * needs a joined place on the game's season roster; watching needs the contest's creator or a manager, or an
 * observer while the contest's observer switch is on. The hub checks every open socket's rights again in one
 * query (`rightsHeld`), so a logout, a ban, an expiry or a removal made by any process ends the socket.
 */
import type { Executor } from '../../db/database.js';
import { jsonRows } from '../../games/json-rows.js';

/** How an account relates to a contest for watching: manager (creator/admin), observer, and the observer switch. */
export async function watchRights(
  db: Executor,
  uniqueId: number,
  accountId: number,
): Promise<{ manager: boolean; observer: boolean; observerSwitch: boolean } | null> {
  const contest = await db
    .selectFrom('contests')
    .select(['creator_id', 'observer_switch', 'deleted'])
    .where('unique_id', '=', uniqueId)
    .executeTakeFirst();
  if (!contest || contest.deleted) return null;
  const [admin, observer] = await Promise.all([
    db
      .selectFrom('contest_admins')
      .select('account_id')
      .where('unique_id', '=', uniqueId)
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    db
      .selectFrom('contest_observers')
      .select('account_id')
      .where('unique_id', '=', uniqueId)
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
  ]);
  return {
    manager: contest.creator_id === accountId || !!admin,
    observer: !!observer,
    observerSwitch: contest.observer_switch === 1,
  };
}

/** Whether the account is a joined player (state 2) of the season's roster. */
export async function isJoined(db: Executor, uniqueId: number, seasonId: number, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('season_players')
    .select('account_id')
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .where('account_id', '=', accountId)
    .where('state', '=', 2)
    .executeTakeFirst();
  return !!row;
}

/**
 * A right an open socket holds, checked again while it is open: its session (live, account not banned), a joined
 * place on a season's roster (a seat), a manager's right to watch a contest's games (creator or manager), an
 * observer's (observer with the contest's switch on, or a manager).
 */
export type RightCheck =
  | { kind: 'session'; token_hash: string }
  | { kind: 'joined'; unique_id: number; season_id: number; account_id: number }
  | { kind: 'manager'; unique_id: number; account_id: number }
  | { kind: 'observer'; unique_id: number; account_id: number };

const KIND = { session: 0, joined: 1, manager: 2, observer: 3 } as const;
const CHECK_COLUMNS = { i: 'integer', k: 'integer', u: 'integer', s: 'integer', a: 'integer', h: 'text' } as const;
/** checks per statement (one JSON parameter each) */
const CHECKS_PER_STATEMENT = 2000;

/**
 * The indexes of the checks that still hold, sessions live at `now`. One statement per 2000 checks whatever they are
 * (the checks travel as one JSON parameter, json-rows.ts), so the hub's tick for every socket of the process is one
 * query.
 */
export async function rightsHeld(db: Executor, checks: readonly RightCheck[], now: number): Promise<Set<number>> {
  const held = new Set<number>();
  for (let from = 0; from < checks.length; from += CHECKS_PER_STATEMENT) {
    const rows = checks.slice(from, from + CHECKS_PER_STATEMENT).map((c, j) => {
      const i = from + j;
      switch (c.kind) {
        case 'session':
          return [i, KIND.session, 0, 0, 0, c.token_hash];
        case 'joined':
          return [i, KIND.joined, c.unique_id, c.season_id, c.account_id, ''];
        default:
          return [i, KIND[c.kind], c.unique_id, 0, c.account_id, ''];
      }
    });
    const found = await db
      .selectFrom(jsonRows(db, CHECK_COLUMNS, rows, 'v'))
      .select('v.i')
      .where((eb) => {
        /** the contest (not deleted) of `v.u` names `v.a` its creator or a manager, or (observers) an observer */
        const watcher = (observers: boolean) =>
          eb.exists(
            eb
              .selectFrom('contests as c')
              .select('c.unique_id')
              .whereRef('c.unique_id', '=', 'v.u')
              .where('c.deleted', '=', 0)
              .where((cb) =>
                cb.or([
                  cb('c.creator_id', '=', cb.ref('v.a')),
                  cb.exists(
                    cb
                      .selectFrom('contest_admins as m')
                      .select('m.account_id')
                      .whereRef('m.unique_id', '=', 'v.u')
                      .whereRef('m.account_id', '=', 'v.a'),
                  ),
                  ...(observers
                    ? [
                        cb.and([
                          cb('c.observer_switch', '=', 1),
                          cb.exists(
                            cb
                              .selectFrom('contest_observers as o')
                              .select('o.account_id')
                              .whereRef('o.unique_id', '=', 'v.u')
                              .whereRef('o.account_id', '=', 'v.a'),
                          ),
                        ]),
                      ]
                    : []),
                ]),
              ),
          );
        return eb.or([
          eb.and([
            eb('v.k', '=', KIND.session),
            eb.exists(
              eb
                .selectFrom('sessions')
                .innerJoin('accounts', 'accounts.account_id', 'sessions.account_id')
                .select('sessions.account_id')
                .whereRef('sessions.token_hash', '=', 'v.h')
                .where('sessions.expire_time', '>', now)
                .where('accounts.banned', '=', 0),
            ),
          ]),
          eb.and([
            eb('v.k', '=', KIND.joined),
            eb.exists(
              eb
                .selectFrom('season_players as p')
                .select('p.account_id')
                .whereRef('p.unique_id', '=', 'v.u')
                .whereRef('p.season_id', '=', 'v.s')
                .whereRef('p.account_id', '=', 'v.a')
                .where('p.state', '=', 2),
            ),
          ]),
          eb.and([eb('v.k', '=', KIND.manager), watcher(false)]),
          eb.and([eb('v.k', '=', KIND.observer), watcher(true)]),
        ]);
      })
      .execute();
    for (const r of found) held.add(Number(r.i));
  }
  return held;
}

/** Why these sessions no longer hold: banned (the account), expired (at `now`), else gone (logged out). */
export async function sessionEnds(
  db: Executor,
  tokenHashes: readonly string[],
  now: number,
): Promise<Map<string, 'logout' | 'expired' | 'banned'>> {
  const out = new Map<string, 'logout' | 'expired' | 'banned'>(tokenHashes.map((h) => [h, 'logout']));
  for (let from = 0; from < tokenHashes.length; from += 500) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.account_id', 'sessions.account_id')
      .select(['sessions.token_hash', 'sessions.expire_time', 'accounts.banned'])
      .where('sessions.token_hash', 'in', tokenHashes.slice(from, from + 500))
      .execute();
    for (const r of rows) {
      if (Number(r.banned) !== 0) out.set(r.token_hash, 'banned');
      else if (Number(r.expire_time) <= now) out.set(r.token_hash, 'expired');
    }
  }
  return out;
}
