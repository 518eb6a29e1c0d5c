/**
 * What the table reads from the database: the game, its seats and a finished game's result. Who may sit or watch,
 * and whether an open socket's rights still hold, is modules/access (table-rights.ts).
 */
import type { Executor } from '../../db/database.js';

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

/** The final result of a recorded game (finished or terminated), seat order. */
export async function recordedResult(db: Executor, uuid: string) {
  const row = await db
    .selectFrom('game_records')
    .select(['result', 'terminated', 'end_time'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = JSON.parse(row.result) as {
    players: { seat: number; part_point_1: number; total_point: number; placement: number }[];
  };
  return { terminated: row.terminated === 1, result: parsed.players, end_time: row.end_time };
}
