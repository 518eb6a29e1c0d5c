import {
  type CalcRankBody,
  type CsvRow,
  calcRankColumns,
  EXPORT_LIMITS,
  ExportKind,
  encodeAccountId,
  type MessageLang,
  rankColumns,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import { ErrorCode, ensure } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { csvStream, exportName } from '../record/csv.js';
import { claimExport } from '../record/export-marks.js';
import { readableSeason } from '../season/season.scope.js';
import { countStandings } from './ranking.repository.js';
import { calcRankList, currentStandings, rankRows } from './ranking.service.js';

/** Standings and the calculated ranking as CSV files (spec part 2 sections 8, 9). */

type SeasonRef = { unique_id: number; season_id: number };
const PAGE = 100;
const points = (p: number) => p / 1000;

/**
 * The standings in ranking order: up to 3,000 (the displayed limit), or 5,000 when the contest allows more than
 * 3,000 players; a season with more ranked players than 5,000 is refused with 2582.
 */
export async function exportRank(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef,
  lang: MessageLang,
) {
  const now = ctx.clock.now();
  await currentStandings(ctx, body);
  const { rule, cap } = await inTransaction(ctx.db, async (trx) => {
    const { contest, season } = await readableSeason(trx, access, body.season_id);
    const total = await countStandings(trx, body.unique_id, body.season_id);
    ensure(total <= EXPORT_LIMITS.rankMax, ErrorCode.RANK_EXPORT_LIMIT);
    await claimExport(trx, actor.account_id, body.unique_id, ExportKind.Rank, now);
    const limit = contest.max_player_count > EXPORT_LIMITS.rankShown ? EXPORT_LIMITS.rankMax : EXPORT_LIMITS.rankShown;
    return { rule: season.rank_rule, cap: Math.min(total, limit) };
  });
  const db = ctx.db;
  async function* batches(): AsyncGenerator<CsvRow[]> {
    for (let offset = 0; offset < cap; offset += PAGE) {
      const rank = await rankRows(db, body, rule, offset, Math.min(PAGE, cap - offset));
      if (rank.length === 0) return;
      // the ranking page's order: rank, player, ID, rule score, total points, games, placements
      yield rank.map((r) => [
        r.rank,
        r.nickname,
        encodeAccountId(r.account_id),
        points(r.data.rank_point),
        points(r.data.accumulate_point),
        r.data.total_game_count,
        r.data.rank_1_count,
        r.data.rank_2_count,
        r.data.rank_3_count,
        r.data.rank_4_count,
      ]);
    }
  }
  const header = rankColumns(lang);
  return {
    filename: exportName(access.contest, body.season_id, 'rank', lang),
    header,
    stream: csvStream(header, batches()),
  };
}

/** The calculated ranking with the same inputs as the calculation. */
export async function exportCalcRank(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: CalcRankBody,
  lang: MessageLang,
) {
  const now = ctx.clock.now();
  const list = await inTransaction(ctx.db, async (trx) => {
    await readableSeason(trx, access, body.season_id);
    const rows = await calcRankList(trx, body);
    await claimExport(trx, actor.account_id, body.unique_id, ExportKind.CalcRank, now);
    return rows;
  });
  async function* batches(): AsyncGenerator<CsvRow[]> {
    for (let i = 0; i < list.length; i += 500) {
      yield list
        .slice(i, i + 500)
        .map((r) => [
          r.rank,
          r.nickname,
          encodeAccountId(r.account_id),
          r.score,
          points(r.accumulate_point),
          r.game_count,
          r.rank_1_count,
          r.rank_2_count,
          r.rank_3_count,
          r.rank_4_count,
        ]);
    }
  }
  const header = calcRankColumns(lang);
  return {
    filename: exportName(access.contest, body.season_id, 'calc-rank', lang),
    header,
    stream: csvStream(header, batches()),
  };
}
