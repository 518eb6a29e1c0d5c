/**
 * What the table reads from the database: the game, its seats, who may watch it, a finished game's result, and —
 * for every open socket at once — whether the sessions and rights it was opened with still hold.
 */
import type { Executor } from '../../db/database.js';
import { jsonRows } from '../../games/json-rows.js';

export interface TableGame {
  uuid: string;
  unique_id: number;
  season_id: number;
  round_type: number;
  status: string;
  /** the engine GameConfig's detail rule */
  rule: Record<string, unknown>;
  /** the engine GameConfig's seed: server-side only (the wall commitments' salts come from it), never sent */
  seed: string | number;
  /** the engine GameConfig's wall version (absent: 1), which the wall commitments follow */
  wallVersion?: 1 | 2;
  seats: { seat: number; account_id: number; nickname: string }[];
}

/** What the game's wall commitments are computed from (wall-hash.ts). */
export function wallConfig(game: TableGame): { seed: string | number; roundType: number; wallVersion?: 1 | 2 } {
  return { seed: game.seed, roundType: game.round_type, wallVersion: game.wallVersion };
}

export async function findTableGame(db: Executor, uuid: string): Promise<TableGame | null> {
  const game = await db
    .selectFrom('games')
    .select(['uuid', 'unique_id', 'season_id', 'round_type', 'status', 'config'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!game) return null;
  const seats = await db
    .selectFrom('game_seats')
    .select(['seat', 'account_id', 'nickname'])
    .where('game_uuid', '=', uuid)
    .orderBy('seat')
    .execute();
  let rule: Record<string, unknown> = {};
  let seed: string | number = '';
  let wallVersion: 1 | 2 | undefined;
  try {
    const config = JSON.parse(game.config) as {
      rule?: Record<string, unknown>;
      seed?: string | number;
      wallVersion?: 1 | 2;
    };
    rule = config.rule ?? {};
    seed = config.seed ?? '';
    wallVersion = config.wallVersion;
  } catch {
    rule = {};
  }
  return {
    uuid: game.uuid,
    unique_id: game.unique_id,
    season_id: game.season_id,
    round_type: game.round_type,
    status: game.status,
    rule,
    seed,
    ...(wallVersion === undefined ? {} : { wallVersion }),
    seats,
  };
}

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

/** The final result of a recorded game (finished or terminated), seat order. */
export async function recordedResult(db: Executor, uuid: string) {
  const row = await db
    .selectFrom('game_records')
    .select(['result', 'terminated'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = JSON.parse(row.result) as {
    players: { seat: number; part_point_1: number; total_point: number; placement: number }[];
  };
  return { terminated: row.terminated === 1, result: parsed.players };
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
