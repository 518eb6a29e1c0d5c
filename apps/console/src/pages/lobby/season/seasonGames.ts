/** A finished game of mine as the season page lists it: where I sat, my placement and points, who else played. */
import type { GameRecord, PlayerData } from '@taikai/shared';

export interface MyGameRow {
  uuid: string;
  end_time: number;
  terminated: boolean;
  /** a table played elsewhere, entered by hand: no replay */
  offline: boolean;
  placement: number;
  /** raw final points */
  part_point_1: number;
  /** settlement ×1000 (uma and oka included) */
  total_point: number;
  /** the other seats in seat order (account 0: a robot) */
  others: { account_id: number; nickname: string }[];
}

/**
 * My row of a record. The placement is the server's (the chart's recent games carry it) when the game is among
 * them, else the engine's order: settlement, then raw points, then the seat (the starting dealer first).
 */
export function myGameRow(record: GameRecord, me: number, knownRanks: ReadonlyMap<string, number>): MyGameRow {
  const seat = record.accounts.find((a) => a.account_id === me)?.seat ?? -1;
  const order = [...record.result.players].sort(
    (a, b) => b.total_point - a.total_point || b.part_point_1 - a.part_point_1 || a.seat - b.seat,
  );
  const mine = record.result.players.find((p) => p.seat === seat);
  const computed = order.findIndex((p) => p.seat === seat) + 1;
  return {
    uuid: record.uuid,
    end_time: record.end_time,
    terminated: record.terminated === 1,
    offline: record.offline === 1,
    placement: knownRanks.get(record.uuid) ?? computed,
    part_point_1: mine?.part_point_1 ?? 0,
    total_point: mine?.total_point ?? 0,
    others: [...record.accounts]
      .filter((a) => a.seat !== seat)
      .sort((a, b) => a.seat - b.seat)
      .map((a) => ({ account_id: a.account_id, nickname: a.nickname })),
  };
}

/** uuid → placement of the games the chart has (the server's own placements). */
export function ranksOf(recent: PlayerData['recent']): Map<string, number> {
  return new Map(recent.map((g) => [g.uuid, g.rank]));
}

/** The pages of `total` games, `size` a page (at least one page). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
