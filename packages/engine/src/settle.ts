/**
 * End of a hand: wins (ron, multiple ron, tsumo, pao), exhaustive draws (noten payments, nagashi mangan) and
 * abortive draws. Each appends its mjai event and returns the hand's result for the match controller.
 */
import type { RyukyokuReason } from './log.js';
import { nagashiPayments, notenPayments, winPayments } from './payments.js';
import type { Round } from './round.js';
import type { YakuEntry } from './scoring.js';

export interface YakumanHit {
  seat: number;
  names: string[];
  /** yakuman multiple, or 7 for a counted (kazoe) yakuman */
  value: number;
}

export interface WinRecord {
  seat: number;
  /** discarder, -1 for tsumo */
  from: number;
  points: number;
  han: number;
  fu: number;
  yakuman: number;
  kazoe: boolean;
  yaku: YakuEntry[];
  deltas: number[];
}

export interface RoundResult {
  kind: 'win' | 'draw' | 'abort';
  reason?: RyukyokuReason;
  winners: number[];
  /** the discarder on a ron, -1 otherwise */
  loser: number;
  dealerWon: boolean;
  dealerTenpai: boolean;
  tenpai: boolean[];
  /** scores after the hand (riichi sticks already taken off) */
  scores: number[];
  /** riichi sticks left on the table */
  kyotaku: number;
  /** per seat change over the whole hand, riichi deposits included */
  deltas: number[];
  wins: WinRecord[];
  yakuman: YakumanHit[];
}

function finish(r: Round, start: number[], partial: Omit<RoundResult, 'scores' | 'kyotaku' | 'deltas'>): RoundResult {
  r.log.push({ type: 'end_kyoku' });
  return {
    ...partial,
    scores: r.scores.slice(),
    kyotaku: r.kyotaku,
    deltas: r.scores.map((s, i) => s - start[i]),
  };
}

export function settleWins(
  r: Round,
  winners: number[],
  from: number,
  tileId: number,
  flags: { haitei: boolean; houtei: boolean; chankan: boolean },
): RoundResult {
  const n = r.players;
  const start = r.startScores;
  const tsumo = from < 0;
  const wins: WinRecord[] = [];
  const yakuman: YakumanHit[] = [];
  const ura = r.rule.ura ? r.wall.uraIndicators(r.rule.kanUra ? 5 : 1) : [];
  for (let i = 0; i < winners.length; i++) {
    const w = winners[i];
    const ev = r.evaluate(w, tileId, tsumo, from, flags, true);
    if (!ev.valid) throw new Error(`seat ${w} win is not valid: ${ev.reason}`);
    const pay = winPayments({
      players: n,
      winner: w,
      dealer: r.dealer,
      from,
      base: ev.base,
      paoSeat: ev.paoBase > 0 ? (w + ev.paoOffset) % n : -1,
      paoBase: ev.paoBase,
      honba: r.honba,
      rule: r.rule,
    });
    // riichi sticks go to the winner closest to the discarder (the first in the list)
    if (i === 0 && r.kyotaku > 0) {
      pay.deltas[w] += r.kyotaku * r.rule.riichiStick;
      r.kyotaku = 0;
    }
    for (let s = 0; s < n; s++) r.scores[s] += pay.deltas[s];
    const seatRiichi = r.seats[w].riichi > 0;
    r.log.push({
      type: 'hora',
      actor: w,
      target: tsumo ? w : from,
      pai: r.names[tileId],
      uradora_markers: seatRiichi ? ura.map((id) => r.names[id]) : [],
      yakus: ev.yaku.map((y) => [y.name, y.han] as [string, number]),
      fu: ev.fu,
      fan: ev.han,
      yakuman: ev.yakuman,
      hora_points: pay.points,
      deltas: pay.deltas,
      scores: r.scores.slice(),
    });
    wins.push({
      seat: w,
      from,
      points: pay.points,
      han: ev.han,
      fu: ev.fu,
      yakuman: ev.yakuman,
      kazoe: ev.kazoe,
      yaku: ev.yaku,
      deltas: pay.deltas,
    });
    if (ev.yakuman > 0) {
      yakuman.push({ seat: w, names: ev.yaku.filter((y) => y.yakuman).map((y) => y.name), value: ev.yakuman });
    } else if (ev.kazoe) {
      yakuman.push({ seat: w, names: ['Kazoe Yakuman'], value: 7 });
    }
  }
  return finish(r, start, {
    kind: 'win',
    winners,
    loser: from,
    dealerWon: winners.includes(r.dealer),
    dealerTenpai: false,
    tenpai: r.seats.map((_, s) => winners.includes(s)),
    wins,
    yakuman,
  });
}

export function settleExhaustive(r: Round): RoundResult {
  const n = r.players;
  const start = r.startScores;
  const tenpai = r.seats.map((p) => p.isTenpai());
  let deltas = new Array<number>(n).fill(0);
  let reason: RyukyokuReason = 'fanpai';
  if (r.rule.nagashi) {
    for (const p of r.seats) {
      if (!p.nagashi || p.river.length === 0) continue;
      reason = 'nagashimangan';
      const d = nagashiPayments(p.seat, r.dealer, n, r.rule);
      deltas = deltas.map((x, i) => x + d[i]);
    }
  }
  if (reason === 'fanpai') deltas = notenPayments(tenpai, r.rule);
  for (let s = 0; s < n; s++) r.scores[s] += deltas[s];
  r.log.push({ type: 'ryukyoku', reason, tenpais: tenpai, deltas, scores: r.scores.slice() });
  return finish(r, start, {
    kind: 'draw',
    reason,
    winners: [],
    loser: -1,
    dealerWon: false,
    dealerTenpai: tenpai[r.dealer],
    tenpai,
    wins: [],
    yakuman: [],
  });
}

export function settleAbort(r: Round, reason: RyukyokuReason): RoundResult {
  const n = r.players;
  const start = r.startScores;
  const tenpai = new Array<boolean>(n).fill(false);
  r.log.push({ type: 'ryukyoku', reason, tenpais: tenpai, deltas: new Array(n).fill(0), scores: r.scores.slice() });
  return finish(r, start, {
    kind: 'abort',
    reason,
    winners: [],
    loser: -1,
    dealerWon: false,
    dealerTenpai: false,
    tenpai,
    wins: [],
    yakuman: [],
  });
}
