/**
 * What a finished (or terminated) game leaves behind, built from the engine's outputs without touching the
 * database: the record row, the per-person rows with their tallies, yakuman records, the log, and each person's
 * statistics increment. The shapes are documented in docs/ARCHITECTURE.md ("Game records").
 */
import type { FinalSeat, GameConfig, HandSummary, LogEntry, MjaiEvent, YakumanRecord } from './engine.js';
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
  /** read only (may be the engine state's own events) */
  mjai: readonly MjaiEvent[];
  decisions: readonly LogEntry[];
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
export function tallies(players: number, hands: HandSummary[], mjai: readonly MjaiEvent[]): SeatTally[] {
  const t = Array.from({ length: players }, () => ({ hands: hands.length, wins: 0, deal_ins: 0, riichis: 0 }));
  for (const h of hands) {
    if (h.kind !== 'win') continue;
    for (const w of new Set(h.winners)) if (t[w]) t[w].wins++;
    if (h.loser >= 0 && t[h.loser]) t[h.loser].deal_ins++;
  }
  for (const e of mjai) if (e.type === 'reach_accepted' && t[e.actor]) t[e.actor].riichis++;
  return t;
}

export function buildRecord(r: RecordInput) {
  const n = r.seats.length;
  const tally = tallies(n, r.hands, r.mjai);
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
    },
    players,
    yakuman,
    log: {
      uuid: r.uuid,
      // each start_kyoku carries its wall, salt and the hash the table sent at the deal (wall-hash.ts)
      mjai: revealWalls(r.config, r.mjai)
        .map((e) => JSON.stringify(e))
        .join('\n'),
      decisions: JSON.stringify(r.decisions),
    },
  };
}

export type BuiltRecord = ReturnType<typeof buildRecord>;
