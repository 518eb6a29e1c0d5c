import type { AppContext } from '../../src/context.js';
import type { Database } from '../../src/db/database.js';
import type { MjaiEvent } from '../../src/games/engine.js';
import { buildRecord } from '../../src/games/record.js';
import { writeBuiltRecords } from '../../src/games/record.repository.js';
import { logFile } from '../../src/modules/record/record.log.js';
import { recordWithLog } from '../../src/modules/record/record.repository.js';

/** Records for tests: seats and final points in, the host's record format out (uma 15/5/−5/−15, oka 20). */

export interface TestSeat {
  account_id: number;
  nickname?: string;
}

const UMA = [15_000, 5_000, -5_000, -15_000];

export function settle(points: readonly number[]) {
  const order = points.map((_, s) => s).sort((a, b) => points[b] - points[a] || a - b);
  return points.map((p, seat) => {
    const placement = order.indexOf(seat) + 1;
    const total = p - 30_000 + UMA[placement - 1] + (placement === 1 ? 20_000 : 0);
    return { seat, part_point_1: p, total_point: total, placement };
  });
}

let seq = 0;

export function testRecord(input: {
  unique_id: number;
  season_id: number;
  seats: TestSeat[];
  points: number[];
  end_time: number;
  uuid?: string;
  yakuman?: { seat: number; names: string[]; value: number }[];
  /** the game's mjai log (each start_kyoku gets its wall revealed, as the host writes it) */
  mjai?: MjaiEvent[];
}) {
  seq += 1;
  const uuid = input.uuid ?? `rec-${String(input.end_time).padStart(10, '0')}-${String(seq).padStart(6, '0')}`;
  return buildRecord({
    uuid,
    unique_id: input.unique_id,
    season_id: input.season_id,
    plan_uuid: null,
    start_time: input.end_time - 1800,
    end_time: input.end_time,
    remark: '',
    tag: 0,
    config: { seed: uuid, roundType: 1, initPoints: [25000, 25000, 25000, 25000] },
    seats: input.seats.map((s, seat) => ({
      seat,
      account_id: s.account_id,
      nickname: s.nickname ?? (s.account_id ? `p${s.account_id}` : 'AI'),
      ai_level: s.account_id ? 0 : 1,
    })),
    terminated: false,
    result: settle(input.points),
    hands: [],
    yakuman: (input.yakuman ?? []).map((y) => ({ ...y, hand: 1, chang: 0, ju: 0, ben: 0 })) as never,
    mjai: input.mjai ?? [],
    decisions: [],
  });
}

export async function addRecords(db: Database, records: ReturnType<typeof testRecord>[], now: number) {
  await db.transaction().execute((trx) => writeBuiltRecords(trx, records, now));
}

/** A record's mjai events as its downloaded file gives them (replayed from the decisions when its game kept no log). */
export async function downloadedMjai(ctx: AppContext, uniqueId: number, uuid: string) {
  const row = await recordWithLog(ctx.db, uniqueId, uuid);
  if (!row) throw new Error(`no record ${uuid} in contest ${uniqueId}`);
  return logFile(ctx, row).mjai as Record<string, unknown>[];
}
