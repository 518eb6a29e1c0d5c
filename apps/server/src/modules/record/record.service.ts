import type { GameRecord, RecordListQuery } from '@taikai/shared';
import { RecordAuditAction } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { type Executor, inTransaction } from '../../db/database.js';
import { emit } from '../../domain-events.js';
import { ErrorCode, ensure, fail } from '../../errors.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { readableSeason, writableSeason } from '../season/season.scope.js';
import { decodeCursor, encodeCursor, toGameRecord, toYakuman } from './record.mapper.js';
import {
  countRecords,
  countYakuman,
  findRecord,
  playerRecordPage,
  recordPage,
  recordSeasons,
  setRecordRemoved,
  setRecordTag,
  yakumanPage,
} from './record.repository.js';
import { tagNamesOf } from './tag-names.repository.js';

/** Game records and yakuman records of a season (spec part 2 sections 2, 4, 7). */

type SeasonRef = { unique_id: number; season_id: number };

/** Records of the season, newest first, removed ones included (the page shades them), with its tag names. */
export async function recordList(ctx: AppContext, access: ContestAccess, q: RecordListQuery) {
  await readableSeason(ctx.db, access, q.season_id);
  const after = q.token ? decodeCursor(q.token) : null;
  if (q.token && !after) fail(ErrorCode.PARAM_ERROR, 'token');
  const rows = await recordPage(ctx.db, q.unique_id, q.season_id, { offset: q.offset, limit: q.limit, after });
  const total = await countRecords(ctx.db, q.unique_id, q.season_id);
  const last = rows.length === q.limit ? rows[rows.length - 1] : null;
  return {
    record_list: rows.map(toGameRecord),
    total,
    token: last ? encodeCursor(last) : '',
    tag_names: await tagNamesOf(ctx.db, q.unique_id, q.season_id),
  };
}

/** Marked records (tag ≠ 0), newest first. */
export async function markedGames(
  ctx: AppContext,
  access: ContestAccess,
  q: SeasonRef & { offset: number; limit: number },
) {
  await readableSeason(ctx.db, access, q.season_id);
  const rows = await recordPage(ctx.db, q.unique_id, q.season_id, { offset: q.offset, limit: q.limit, tagged: true });
  return {
    records: rows.map(toGameRecord),
    total: await countRecords(ctx.db, q.unique_id, q.season_id, { tagged: true }),
  };
}

/** The record, which must belong to the season: 1203 when there is none, 2580 when it is another season's. */
export async function requireSeasonRecord(db: Executor, ref: SeasonRef, uuid: string) {
  const record = (await findRecord(db, uuid)) ?? fail(ErrorCode.GAME_NOT_FOUND, 'uuid');
  ensure(
    record.unique_id === ref.unique_id && record.season_id === ref.season_id,
    ErrorCode.RECORD_OTHER_SEASON,
    'uuid',
  );
  return record;
}

/** Every uuid must be a record of the season (1203 / 2580 naming the first one that is not). */
export async function requireSeasonRecords(db: Executor, ref: SeasonRef, uuids: readonly string[]) {
  const found = new Map((await recordSeasons(db, uuids)).map((r) => [r.uuid, r]));
  for (const uuid of uuids) {
    const r = found.get(uuid);
    if (!r) fail(ErrorCode.GAME_NOT_FOUND, 'uuid_list');
    if (r.unique_id !== ref.unique_id || r.season_id !== ref.season_id)
      fail(ErrorCode.RECORD_OTHER_SEASON, 'uuid_list');
  }
}

export async function setTag(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { uuid: string; tag: number },
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await writableSeason(trx, access, body.season_id);
    const record = await requireSeasonRecord(trx, body, body.uuid);
    await setRecordTag(trx, body.uuid, body.tag);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RecordAuditAction.Tag,
      before: { season_id: body.season_id, uuid: body.uuid, tag: record.tag },
      after: { tag: body.tag },
      now,
    });
    return {};
  });
}

/**
 * Removes (remove 1) or restores (remove 0) a record. Its seats and yakuman follow, and the players' kept
 * statistics and standings are refreshed in the same transaction. Asking for the state it already has changes
 * nothing.
 */
export async function updateRecord(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: SeasonRef & { uuid: string; remove: 0 | 1 },
) {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    await writableSeason(trx, access, body.season_id);
    const record = await requireSeasonRecord(trx, body, body.uuid);
    if (record.removed === body.remove) return {};
    const players = await setRecordRemoved(trx, body.uuid, body.remove);
    const ref = { unique_id: body.unique_id, season_id: body.season_id };
    await emit(trx, 'records.changed', { ...ref, account_ids: players, now });
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: body.remove ? RecordAuditAction.Remove : RecordAuditAction.Restore,
      before: { season_id: body.season_id, uuid: body.uuid, removed: record.removed },
      after: { removed: body.remove },
      now,
    });
    return {};
  });
}

export async function yakumanList(
  ctx: AppContext,
  access: ContestAccess,
  q: SeasonRef & { offset: number; limit: number },
) {
  await readableSeason(ctx.db, access, q.season_id);
  const rows = await yakumanPage(ctx.db, q.unique_id, q.season_id, q.offset, q.limit);
  return { list: rows.map(toYakuman), total: await countYakuman(ctx.db, q.unique_id, q.season_id) };
}

/** One player's games in the season, newest first (removed ones included and flagged). */
export async function playerGameRecords(
  ctx: AppContext,
  access: ContestAccess,
  q: SeasonRef & { account_id: number; offset: number; limit: number },
): Promise<{ record_list: GameRecord[]; total: number }> {
  await readableSeason(ctx.db, access, q.season_id);
  const { list, total } = await playerRecordPage(ctx.db, q.unique_id, q.season_id, q.account_id, q.offset, q.limit);
  return { record_list: list.map(toGameRecord), total };
}
