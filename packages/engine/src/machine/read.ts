/**
 * Readings of a game state: the phase, the progress, the final result, yakuman, hand summaries and the full mjai
 * log (each a copy the caller may keep), why it ended, the last hand (engine shape, and its outcome in the public
 * shape), tiles left and the tile census (tests).
 */
import type { HandState } from '../hand.js';
import { census } from '../hand-ops.js';
import { remaining } from '../hand-wall.js';
import type { MjaiEvent } from '../log.js';
import type { RoundResult } from '../settle.js';
import type { EndReason, HandSummary, Progress, YakumanRecord } from './flow.js';
import { asMachine } from './state.js';
import type { FinalSeat, GameState, HandOutcome, Phase } from './types.js';

export function phase(state: GameState): Phase {
  return asMachine(state).phase;
}

export function progress(state: GameState): Progress {
  const s = asMachine(state);
  const live = (s.phase === 'turn' || s.phase === 'claim') && s.hand;
  return {
    chang: s.chang,
    ju: s.ju,
    ben: s.ben,
    liqibang: live ? (s.hand as HandState).kyotaku : s.kyotaku,
    scores: (live ? (s.hand as HandState).scores : s.scores).slice(),
    hands: s.handNo,
    over: s.phase === 'game_end',
  };
}

export function result(state: GameState): FinalSeat[] | null {
  const s = asMachine(state);
  return s.final ? s.final.map((x) => ({ ...x })) : null;
}

export function yakuman(state: GameState): YakumanRecord[] {
  return asMachine(state).yakuman.map((y) => ({ ...y, names: y.names.slice() }));
}

export function hands(state: GameState): HandSummary[] {
  return asMachine(state).summaries.map((x) => ({
    ...x,
    winners: x.winners.slice(),
    points: x.points.slice(),
    deltas: x.deltas.slice(),
  }));
}

function copyJson<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyJson) as T;
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const k in v) out[k] = copyJson((v as Record<string, unknown>)[k]);
    return out as T;
  }
  return v;
}

/** A copy of the full mjai log (nothing masked). */
export function mjaiLog(state: GameState): MjaiEvent[] {
  return asMachine(state).log.map(copyJson);
}

/**
 * The full mjai log as the state holds it, not a copy: read-only for the caller (the state's own events). For a
 * finished game, whose state no step changes again, this is what a record keeps without copying the events.
 */
export function mjaiEvents(state: GameState): readonly Readonly<MjaiEvent>[] {
  return asMachine(state).log;
}

/** Why the game ended (null while it runs). */
export function endReason(state: GameState): EndReason | null {
  return asMachine(state).endReason;
}

/** The last finished hand's result (engine shape), or null during a hand. */
export function lastHand(state: GameState): RoundResult | null {
  return asMachine(state).last;
}

export function outcomeOf(res: RoundResult): HandOutcome {
  return {
    kind: res.kind,
    reason: res.reason,
    wins: res.wins.map((w) => ({
      seat: w.seat,
      from: w.from,
      hand: w.hand.slice(),
      winTile: w.winTile,
      yaku: w.yaku.map((y) => ({ name: y.name, han: y.han })),
      han: w.han,
      fu: w.fu,
      yakuman: w.yakuman,
      points: w.points,
      uraIndicators: w.uraIndicators.slice(),
    })),
    tenpaiHands: res.tenpaiHands.map((x) => ({ seat: x.seat, hand: x.hand.slice() })),
    deltas: res.deltas.slice(),
    scores: res.scores.slice(),
  };
}

/** Tile census of the hand in play (tests): every id exactly once. */
export function tileCensus(state: GameState): number[] {
  const s = asMachine(state);
  return s.hand ? census(s.hand) : [];
}

/** Tiles left in the live wall of the current hand. */
export function tilesLeft(state: GameState): number {
  const s = asMachine(state);
  return s.hand ? remaining(s.hand.wall) : 0;
}
