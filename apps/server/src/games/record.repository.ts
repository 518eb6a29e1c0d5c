/**
 * Finishing a game: the record, its per-person rows, yakuman records, the log, the people's kept season statistics,
 * the plan's status and the game's own row — in one transaction, exactly once (the games row must still be live
 * and owned by the finishing process, else nothing is written).
 */
import { sql } from 'kysely';
import type { Database, Executor } from '../db/database.js';
import { refreshStandings } from '../modules/ranking/standings.js';
import { LIVE_STATUSES } from './games.repository.js';
import type { BuiltRecord } from './record.js';

export interface FinishWrite {
  built: BuiltRecord;
  owner: string;
  /** final points per seat and position, for the games row */
  scores: number[];
  chang: number;
  ju: number;
  ben: number;
  decision_count: number;
}

/** False when the game was already finished or is driven by another process now (nothing written). */
export async function writeFinishedGame(db: Database, w: FinishWrite): Promise<boolean> {
  return (await writeFinishedGames(db, [w]))[0];
}

/**
 * Several finished games in one transaction (one commit for all, which is what many tables ending within a moment
 * of each other cost); answers per game whether it was written. Any failure rolls back every game of the batch.
 */
export async function writeFinishedGames(db: Database, ws: FinishWrite[]): Promise<boolean[]> {
  return db.transaction().execute(async (trx) => {
    const out: boolean[] = [];
    for (const w of ws) out.push(await finishIn(trx, w));
    return out;
  });
}

async function finishIn(trx: Executor, w: FinishWrite): Promise<boolean> {
  const { record, players, yakuman, log } = w.built;
  const res = await trx
    .updateTable('games')
    .set({
      status: record.terminated ? 'terminated' : 'finished',
      end_time: record.end_time,
      paused_at: null,
      owner: null,
      lease_until: 0,
      chang: w.chang,
      ju: w.ju,
      ben: w.ben,
      scores: JSON.stringify(w.scores),
      decision_count: w.decision_count,
      update_time: record.end_time,
    })
    .where('uuid', '=', record.uuid)
    .where('owner', '=', w.owner)
    .where('status', 'in', LIVE_STATUSES)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  // the record's tag and remark are the running game's (set on the running-games page)
  const game = await trx
    .selectFrom('games')
    .select(['tag', 'remark'])
    .where('uuid', '=', record.uuid)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('game_records')
    .values({ ...record, tag: game.tag, remark: game.remark })
    .execute();
  if (players.length) await trx.insertInto('game_record_players').values(players).execute();
  if (yakuman.length) await trx.insertInto('yakuman_records').values(yakuman).execute();
  await trx.insertInto('game_logs').values(log).execute();
  await trx.deleteFrom('game_decisions').where('game_uuid', '=', record.uuid).execute();
  for (const p of players) {
    await trx
      .insertInto('season_player_stats')
      .values({
        unique_id: p.unique_id,
        season_id: p.season_id,
        account_id: p.account_id,
        game_count: 1,
        accumulate_point: p.total_point,
        part_point_sum: p.part_point_1,
        rank_1_count: p.placement === 1 ? 1 : 0,
        rank_2_count: p.placement === 2 ? 1 : 0,
        rank_3_count: p.placement === 3 ? 1 : 0,
        rank_4_count: p.placement === 4 ? 1 : 0,
        hands: p.hands,
        wins: p.wins,
        deal_ins: p.deal_ins,
        riichis: p.riichis,
        last_game_time: p.end_time,
      })
      .onConflict((oc) =>
        oc.columns(['unique_id', 'season_id', 'account_id']).doUpdateSet({
          game_count: sql`season_player_stats.game_count + excluded.game_count`,
          accumulate_point: sql`season_player_stats.accumulate_point + excluded.accumulate_point`,
          part_point_sum: sql`season_player_stats.part_point_sum + excluded.part_point_sum`,
          rank_1_count: sql`season_player_stats.rank_1_count + excluded.rank_1_count`,
          rank_2_count: sql`season_player_stats.rank_2_count + excluded.rank_2_count`,
          rank_3_count: sql`season_player_stats.rank_3_count + excluded.rank_3_count`,
          rank_4_count: sql`season_player_stats.rank_4_count + excluded.rank_4_count`,
          hands: sql`season_player_stats.hands + excluded.hands`,
          wins: sql`season_player_stats.wins + excluded.wins`,
          deal_ins: sql`season_player_stats.deal_ins + excluded.deal_ins`,
          riichis: sql`season_player_stats.riichis + excluded.riichis`,
          last_game_time: sql`case when excluded.last_game_time > season_player_stats.last_game_time
            then excluded.last_game_time else season_player_stats.last_game_time end`,
        }),
      )
      .execute();
  }
  // the players' standings under the season's rank rule, kept in this same transaction (modules/ranking)
  await refreshStandings(
    trx,
    record.unique_id,
    record.season_id,
    players.map((p) => p.account_id),
    record.end_time,
  );
  if (record.plan_uuid) {
    await trx
      .updateTable('game_plans')
      .set({ status: 'finish', update_time: record.end_time })
      .where('uuid', '=', record.plan_uuid)
      .execute();
  }
  return true;
}
