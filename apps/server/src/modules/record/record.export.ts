import {
  type CsvCell,
  type CsvRow,
  EXPORT_LIMITS,
  EXPORT_TERMS,
  ExportKind,
  encodeAccountId,
  type MessageLang,
  parseJsonOr,
  type RecordTagName,
  recordColumns,
  recordTagLabel,
  yakumanColumns,
  yakuName,
} from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import type { ContestAccess } from '../access/access.js';
import { readableSeason } from '../season/season.scope.js';
import { csvStream, exportName } from './csv.js';
import { claimExport } from './export-marks.js';
import { toGameRecord, toYakuman } from './record.mapper.js';
import { type RecordCursor, type RecordRow, recordPage, recordsByUuid, yakumanPage } from './record.repository.js';
import { requireSeasonRecords } from './record.service.js';
import { tagNamesOf } from './tag-names.repository.js';

/** Records and yakuman as CSV files (spec part 2 section 9), streamed in batches. */

type SeasonRef = { unique_id: number; season_id: number };
const BATCH = 500;

/** `YYYY-MM-DD HH:mm:ss` in the reader's offset from UTC. */
export function formatTime(t: number, utcOffsetMinutes: number): string {
  return new Date((t + utcOffsetMinutes * 60) * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

const score = (p: number) => p / 1000;

function recordCells(
  row: RecordRow,
  seats: number,
  offset: number,
  lang: MessageLang,
  tagNames: readonly RecordTagName[],
): CsvRow {
  const r = toGameRecord(row);
  const levels = parseJsonOr<{ ai_levels?: number[] }>(row.config, {}).ai_levels ?? [];
  const cells: CsvCell[] = [formatTime(r.end_time, offset), r.terminated];
  for (let seat = 0; seat < seats; seat++) {
    const a = r.accounts.find((x) => x.seat === seat);
    const p = r.result.players.find((x) => x.seat === seat);
    const robot = a !== undefined && a.account_id <= 0;
    cells.push(
      // a robot seat: the robot's name and level, no ID (its account 0 is nobody's)
      robot ? EXPORT_TERMS[lang].robot(levels[seat] ?? 0) : (a?.nickname ?? ''),
      a && !robot ? encodeAccountId(a.account_id) : '',
      p ? score(p.total_point) : '',
      p ? p.part_point_1 : '',
    );
  }
  // the tag as the records page shows it: the season's name, "Tag n" for a number without one, nothing for none
  cells.push(r.remark, recordTagLabel(r.tag, tagNames, EXPORT_TERMS[lang].tagN), r.uuid);
  return cells;
}

/**
 * The season's counted records, newest first, at most 10,000 — or the chosen ones (every uuid must be the season's;
 * removed ones are left out). Permission, the uuids and the cooldown are checked before the first byte.
 */
export async function exportRecords(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { uuid_list?: string[]; utc_offset: number },
  lang: MessageLang,
) {
  const now = ctx.clock.now();
  const tagNames = await inTransaction(ctx.db, async (trx) => {
    await readableSeason(trx, access, body.season_id);
    if (body.uuid_list) await requireSeasonRecords(trx, body, body.uuid_list);
    await claimExport(trx, actor.account_id, body.unique_id, ExportKind.Records, now);
    return tagNamesOf(trx, body.unique_id, body.season_id);
  });
  const seats = 4;
  const header = recordColumns(lang, seats);
  const db = ctx.db;
  const chosen = body.uuid_list;
  const cells = (row: RecordRow) => recordCells(row, seats, body.utc_offset, lang, tagNames);
  async function* batches(): AsyncGenerator<CsvRow[]> {
    if (chosen) {
      for (let i = 0; i < chosen.length; i += BATCH) {
        const rows = (await recordsByUuid(db, chosen.slice(i, i + BATCH))).filter((r) => !r.removed);
        yield rows.map(cells);
      }
      return;
    }
    let after: RecordCursor | null = null;
    let left: number = EXPORT_LIMITS.records;
    while (left > 0) {
      const rows = await recordPage(db, body.unique_id, body.season_id, {
        offset: 0,
        limit: Math.min(BATCH, left),
        after,
        removed: 0,
      });
      if (rows.length === 0) return;
      left -= rows.length;
      after = rows[rows.length - 1];
      yield rows.map(cells);
    }
  }
  return {
    filename: exportName(access.contest, body.season_id, 'records', lang),
    header,
    stream: csvStream(header, batches()),
  };
}

/**
 * The season's yakuman (of counted records), newest first, at most 10 pages of 100: the names in the reader's
 * language (the shared yaku name table), a counted yakuman (value 7) named as such.
 */
export async function exportYakuman(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { utc_offset: number },
  lang: MessageLang,
) {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    await readableSeason(trx, access, body.season_id);
    await claimExport(trx, actor.account_id, body.unique_id, ExportKind.Yakuman, now);
  });
  const db = ctx.db;
  const w = EXPORT_TERMS[lang];
  async function* batches(): AsyncGenerator<CsvRow[]> {
    const rows = await yakumanPage(db, body.unique_id, body.season_id, 0, EXPORT_LIMITS.yakuman);
    yield rows.map((row) => {
      const y = toYakuman(row);
      return [
        formatTime(y.end_time, body.utc_offset),
        y.nickname,
        encodeAccountId(y.account_id),
        y.info.names.map((n) => yakuName(n, lang)).join(' · '),
        y.yiman === 7 ? w.kazoe : y.yiman,
        y.game_uuid,
      ];
    });
  }
  const header = yakumanColumns(lang);
  return {
    filename: exportName(access.contest, body.season_id, 'yakuman', lang),
    header,
    stream: csvStream(header, batches()),
  };
}
