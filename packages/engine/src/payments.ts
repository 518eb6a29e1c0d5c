/**
 * Points: base points from han/fu with the rule's limits, and who pays what for a win, a noten settlement or a
 * nagashi mangan, for four- and three-player tables. Seats here are absolute table seats 0..n−1.
 */
import type { EngineRule } from './rules.js';

export type Limit = 'none' | 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'yakuman' | 'kazoe';

export const ceil100 = (x: number): number => Math.ceil(x / 100) * 100;

/** Base points for a non-yakuman hand (han includes dora and kita). */
export function basePoints(
  han: number,
  fu: number,
  rule: Pick<EngineRule, 'kiriage' | 'noKazoe'>,
): { base: number; limit: Limit } {
  if (han >= 13) return rule.noKazoe ? { base: 6000, limit: 'sanbaiman' } : { base: 8000, limit: 'kazoe' };
  if (han >= 11) return { base: 6000, limit: 'sanbaiman' };
  if (han >= 8) return { base: 4000, limit: 'baiman' };
  if (han >= 6) return { base: 3000, limit: 'haneman' };
  if (han >= 5) return { base: 2000, limit: 'mangan' };
  const raw = fu * 2 ** (han + 2);
  if (raw >= 2000) return { base: 2000, limit: 'mangan' };
  if (rule.kiriage && raw === 1920) return { base: 2000, limit: 'mangan' };
  return { base: raw, limit: 'none' };
}

/** What each payer owes on a tsumo (excluding honba), given base points. */
export function tsumoShares(
  base: number,
  winnerIsDealer: boolean,
  players: 3 | 4,
  tsumoLoss: boolean,
): { dealer: number; nonDealer: number } {
  const fromDealer = ceil100(base * 2);
  const fromChild = winnerIsDealer ? ceil100(base * 2) : ceil100(base);
  if (players === 4 || tsumoLoss) return { dealer: winnerIsDealer ? 0 : fromDealer, nonDealer: fromChild };
  // Three-player without tsumo loss: the absent north's share is split between the two payers, each half rounded
  // up to 100 (so a child mangan is 3000/5000 and a dealer mangan 6000 all).
  const half = ceil100(fromChild / 2);
  return { dealer: winnerIsDealer ? 0 : fromDealer + half, nonDealer: fromChild + half };
}

export interface WinPayInput {
  players: 3 | 4;
  winner: number;
  dealer: number;
  /** discarder, or -1 for tsumo */
  from: number;
  base: number;
  /** pao: responsible seat (-1 none) and the part of `base` it answers for */
  paoSeat: number;
  paoBase: number;
  honba: number;
  rule: Pick<EngineRule, 'honbaValue' | 'tsumoLoss'>;
}

export interface WinPay {
  /** per seat, the hand value and honba (riichi sticks are not included) */
  deltas: number[];
  /** hand value the winner collects, without honba */
  points: number;
  honbaPoints: number;
}

export function winPayments(p: WinPayInput): WinPay {
  const n = p.players;
  const deltas = new Array<number>(n).fill(0);
  const dealerWin = p.winner === p.dealer;
  const mult = dealerWin ? 6 : 4;
  const honbaTotal = p.rule.honbaValue * p.honba;
  let points = 0;
  const pay = (seat: number, amount: number) => {
    deltas[seat] -= amount;
    deltas[p.winner] += amount;
  };
  const paoSeat = p.paoSeat >= 0 && p.paoSeat !== p.winner ? p.paoSeat : -1;
  if (p.from >= 0) {
    if (paoSeat >= 0 && paoSeat !== p.from) {
      const paoPart = ceil100((p.paoBase / 2) * mult);
      const rest = ceil100((p.base - p.paoBase / 2) * mult);
      pay(paoSeat, paoPart);
      pay(p.from, rest + honbaTotal);
      points = paoPart + rest;
    } else {
      points = ceil100(p.base * mult);
      pay(p.from, points + honbaTotal);
    }
    return { deltas, points, honbaPoints: honbaTotal };
  }
  // tsumo
  let restBase = p.base;
  if (paoSeat >= 0 && p.paoBase > 0) {
    const paoPart = ceil100(p.paoBase * mult);
    pay(paoSeat, paoPart + honbaTotal);
    points += paoPart;
    restBase = p.base - p.paoBase;
  }
  if (restBase > 0 || paoSeat < 0) {
    const share = tsumoShares(restBase, dealerWin, n, p.rule.tsumoLoss);
    const honbaEach = paoSeat >= 0 ? 0 : Math.ceil(honbaTotal / (n - 1));
    for (let s = 0; s < n; s++) {
      if (s === p.winner) continue;
      const amt = s === p.dealer ? share.dealer : share.nonDealer;
      points += amt;
      pay(s, amt + honbaEach);
    }
  }
  const honbaPoints = paoSeat >= 0 ? honbaTotal : Math.ceil(honbaTotal / (n - 1)) * (n - 1);
  return { deltas, points, honbaPoints };
}

/**
 * Noten payments at an exhaustive draw: every noten player pays `notenFafu[k−1]` (k = tenpai players), shared
 * equally by the tenpai players (each noten player pays each tenpai player floor(fafu / k)).
 */
export function notenPayments(tenpai: boolean[], rule: Pick<EngineRule, 'notenFafu'>): number[] {
  const n = tenpai.length;
  const deltas = new Array<number>(n).fill(0);
  const k = tenpai.filter(Boolean).length;
  if (k === 0 || k === n) return deltas;
  const fafu = rule.notenFafu[k - 1] ?? 0;
  const each = Math.floor(fafu / k);
  for (let a = 0; a < n; a++) {
    if (tenpai[a]) continue;
    for (let b = 0; b < n; b++) {
      if (!tenpai[b]) continue;
      deltas[a] -= each;
      deltas[b] += each;
    }
  }
  return deltas;
}

/** Nagashi mangan: paid as a mangan tsumo, without honba. */
export function nagashiPayments(
  seat: number,
  dealer: number,
  players: 3 | 4,
  rule: Pick<EngineRule, 'honbaValue' | 'tsumoLoss'>,
): number[] {
  return winPayments({ players, winner: seat, dealer, from: -1, base: 2000, paoSeat: -1, paoBase: 0, honba: 0, rule })
    .deltas;
}
