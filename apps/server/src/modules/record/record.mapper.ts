import type { GameRecord, YakumanRecordEntry } from '@taikai/shared';
import { parseJsonList, parseJsonOr } from '@taikai/shared';
import type { RecordRow, YakumanRow } from './record.repository.js';

/** Database rows → the wire shapes of spec part 2 section 3 (JSON columns parsed, unknown fields dropped). */

export function toGameRecord(r: RecordRow): GameRecord {
  const config = parseJsonOr<{ round_type?: number }>(r.config, {});
  const accounts = parseJsonList<{ account_id: number; nickname: string; seat: number }>(r.accounts);
  const result = parseJsonOr<{ players?: { seat: number; part_point_1: number; total_point: number }[] }>(r.result, {});
  return {
    uuid: r.uuid,
    removed: r.removed ? 1 : 0,
    tag: r.tag,
    remark: r.remark,
    start_time: r.start_time,
    end_time: r.end_time,
    terminated: r.terminated ? 1 : 0,
    config: { round_type: config.round_type ?? 1 },
    accounts: accounts.map((a) => ({ account_id: a.account_id, nickname: a.nickname, seat: a.seat })),
    result: {
      players: (result.players ?? []).map((p) => ({
        seat: p.seat,
        part_point_1: p.part_point_1,
        total_point: p.total_point,
      })),
    },
    replay_public: r.replay_public ? 1 : 0,
    offline: r.offline ? 1 : 0,
    entered_by: r.offline ? (r.entered_by_nickname ?? '') : '',
    penalties: parseJsonList<{ seat: number; points: number; reason: string }>(r.penalties).map((p) => ({
      seat: p.seat,
      points: p.points,
      reason: p.reason,
    })),
  };
}

export function toYakuman(y: YakumanRow): YakumanRecordEntry {
  const info = parseJsonOr<{ names?: string[]; chang?: number; ju?: number; ben?: number }>(y.info, {});
  return {
    game_uuid: y.game_uuid,
    account_id: y.account_id,
    nickname: y.nickname,
    yiman: y.yiman,
    start_time: y.start_time,
    end_time: y.end_time,
    info: { names: info.names ?? [], chang: info.chang ?? 0, ju: info.ju ?? 0, ben: info.ben ?? 0 },
  };
}

/** The continuation token of a records page: the last row's end time and uuid. */
export function encodeCursor(r: { end_time: number; uuid: string }): string {
  return Buffer.from(`${r.end_time}:${r.uuid}`).toString('base64url');
}

export function decodeCursor(token: string): { end_time: number; uuid: string } | null {
  const text = Buffer.from(token, 'base64url').toString();
  const i = text.indexOf(':');
  const t = Number(text.slice(0, i));
  if (i < 1 || !Number.isInteger(t)) return null;
  return { end_time: t, uuid: text.slice(i + 1) };
}
