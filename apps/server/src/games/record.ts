/**
 * What a finished (or terminated) game leaves behind, built from the engine's outputs without touching the
 * database: the record row, the per-person rows with their tallies, yakuman records, the log, and each person's
 * statistics increment. The shapes are documented in docs/ARCHITECTURE.md ("Game records").
 */

import type { OfflineTable } from '@taikai/shared';
import { encodeDecisions } from './decision-log.js';
import type { EnginePort, FinalSeat, GameConfig, HandSummary, LogEntry, MjaiEvent, YakumanRecord } from './engine.js';
import { revealWalls } from './wall-hash.js';

export interface RecordSeat {
  seat: number;
  account_id: number;
  nickname: string;
  ai_level: number;
}

export interface RecordInput {
  uuid: string;
  unique_id: number;
  season_id: number;
  plan_uuid: string | null;
  start_time: number;
  end_time: number;
  remark: string;
  tag: number;
  config: GameConfig;
  seats: RecordSeat[];
  terminated: boolean;
  result: FinalSeat[];
  hands: HandSummary[];
  yakuman: YakumanRecord[];
  /**
   * The game's mjai log (read only: may be the engine state's own events), or null for a game played without one —
   * the host's games: its file is then rebuilt from `decisions` and the game's config when asked for (record.log.ts).
   */
  mjai: readonly MjaiEvent[] | null;
  decisions: readonly LogEntry[];
  /**
   * a table played elsewhere, entered by hand (modules/offline): who entered it, its penalties, and the table as
   * entered (kept as JSON, so an edit starts from it)
   */
  offline?: {
    entered_by: number;
    penalties: readonly { seat: number; points: number; reason: string }[];
    table: OfflineTable;
  };
}

/** game_records.config */
export interface RecordConfig {
  round_type: number;
  init_points: number[];
  detail_rule: Record<string, unknown>;
  ai_levels: number[];
}

/** game_records.result */
export interface RecordResult {
  players: { seat: number; part_point_1: number; total_point: number; placement: number }[];
}

export interface SeatTally {
  hands: number;
  wins: number;
  deal_ins: number;
  riichis: number;
}

/** Per seat: hands played, hands won, deal-ins (discarding into a ron), riichi declared (accepted). */
export function tallies(players: number, hands: HandSummary[]): SeatTally[] {
  const t = Array.from({ length: players }, () => ({ hands: hands.length, wins: 0, deal_ins: 0, riichis: 0 }));
  for (const h of hands) {
    for (const seat of h.riichi) if (t[seat]) t[seat].riichis++;
    if (h.kind !== 'win') continue;
    for (const w of new Set(h.winners)) if (t[w]) t[w].wins++;
    if (h.loser >= 0 && t[h.loser]) t[h.loser].deal_ins++;
  }
  return t;
}

export function buildRecord(r: RecordInput) {
  const n = r.seats.length;
  const tally = tallies(n, r.hands);
  const bySeat = new Map(r.result.map((p) => [p.seat, p]));
  const config: RecordConfig = {
    round_type: r.config.roundType,
    init_points: r.config.initPoints ?? [],
    detail_rule: r.config.rule ?? {},
    ai_levels: r.seats.map((s) => s.ai_level),
  };
  const result: RecordResult = {
    players: r.result
      .slice()
      .sort((a, b) => a.seat - b.seat)
      .map((p) => ({ seat: p.seat, part_point_1: p.part_point_1, total_point: p.total_point, placement: p.placement })),
  };
  const people = r.seats.filter((s) => s.account_id > 0);
  const players = people.map((s) => {
    const p = bySeat.get(s.seat);
    if (!p) throw new Error(`no result for seat ${s.seat}`);
    return {
      record_uuid: r.uuid,
      seat: s.seat,
      unique_id: r.unique_id,
      season_id: r.season_id,
      account_id: s.account_id,
      placement: p.placement,
      part_point_1: p.part_point_1,
      total_point: p.total_point,
      end_time: r.end_time,
      removed: 0,
      ...tally[s.seat],
    };
  });
  const seatOf = new Map(r.seats.map((s) => [s.seat, s]));
  const yakuman = r.yakuman
    .filter((y) => (seatOf.get(y.seat)?.account_id ?? 0) > 0)
    .map((y) => {
      const s = seatOf.get(y.seat) as RecordSeat;
      return {
        game_uuid: r.uuid,
        unique_id: r.unique_id,
        season_id: r.season_id,
        account_id: s.account_id,
        nickname: s.nickname,
        yiman: y.value,
        start_time: r.start_time,
        end_time: r.end_time,
        info: JSON.stringify({ names: y.names, seat: y.seat, chang: y.chang, ju: y.ju, ben: y.ben, hand: y.hand }),
        removed: 0,
      };
    });
  return {
    record: {
      uuid: r.uuid,
      unique_id: r.unique_id,
      season_id: r.season_id,
      plan_uuid: r.plan_uuid,
      start_time: r.start_time,
      end_time: r.end_time,
      config: JSON.stringify(config),
      accounts: JSON.stringify(r.seats.map((s) => ({ account_id: s.account_id, nickname: s.nickname, seat: s.seat }))),
      result: JSON.stringify(result),
      removed: 0,
      tag: r.tag,
      remark: r.remark,
      terminated: r.terminated ? 1 : 0,
      hands: r.hands.length,
      offline: r.offline ? 1 : 0,
      entered_by: r.offline?.entered_by ?? 0,
      penalties: JSON.stringify(r.offline?.penalties ?? []),
      offline_table: r.offline ? JSON.stringify(r.offline.table) : '',
    },
    players,
    yakuman,
    log: {
      uuid: r.uuid,
      // each start_kyoku carries its wall, salt and the hash the table sent at the deal (wall-hash.ts); empty when
      // the game kept no log (rebuilt from the decisions on download)
      mjai: r.mjai ? mjaiText(r.config, r.mjai) : '',
      decisions: encodeDecisions(r.decisions),
    },
  };
}

export type BuiltRecord = ReturnType<typeof buildRecord>;

/** A finished game's stored log: its mjai events, walls revealed, as newline-delimited JSON. */
export function mjaiText(config: GameConfig, mjai: readonly MjaiEvent[]): string {
  return revealWalls(config, mjai)
    .map((e) => JSON.stringify(e))
    .join('\n');
}

/**
 * The stored log of a game that kept none (the host's games): replayed from its decisions with the log kept, walls
 * revealed. Null when the replay fails or does not end with the record's final points seat by seat — an engine that
 * no longer plays those decisions as it did (see docs/ARCHITECTURE.md "Game records": engine changes must keep old
 * games' replays, as the wall versions do).
 */
export function replayedMjai(
  E: EnginePort,
  config: GameConfig,
  decisions: readonly LogEntry[],
  finalPoints: readonly number[],
): string | null {
  let state: ReturnType<EnginePort['replay']>;
  try {
    state = E.replay(config, decisions);
    // the host's log has no entry for the last move from a hand's end to the game's end (hand changes are implied)
    if (E.phase(state) === 'hand_end') state = E.nextHand(state).state;
  } catch {
    return null;
  }
  const result = E.result(state);
  if (!result || result.length !== finalPoints.length) return null;
  const bySeat = result.slice().sort((a, b) => a.seat - b.seat);
  if (bySeat.some((p, seat) => p.part_point_1 !== finalPoints[seat])) return null;
  return mjaiText(config, E.mjaiLog(state));
}
