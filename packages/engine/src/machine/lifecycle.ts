/**
 * A game's course around the transitions: `newGame` deals the first hand; a hand starts, each step leaves the
 * machine in its turn / claim phase or finishes the hand (recorded, the match position moved on, the game's end
 * noted for `nextHand`), and the game ends with its settlement.
 */
import { playersOfRoundType } from '@taikai/shared';
import type { ClaimPending, HandState, TurnPending } from '../hand.js';
import type { Ctx } from '../hand-context.js';
import { handWallFor } from '../hand-wall.js';
import { deal, newHand } from '../play-deal.js';
import type { RoundResult } from '../settle.js';
import { advance, type EndReason, finalSeats, placements } from './flow.js';
import { ctxOf, type MachineState, ruleOf, type StartOptions } from './state.js';
import type { GameConfig, GameState, TaggedEvent } from './types.js';

export function newGame(config: GameConfig, opts: StartOptions = {}): { state: GameState; events: TaggedEvent[] } {
  if (![1, 2, 11, 12].includes(config.roundType)) throw new Error(`unknown round type ${config.roundType}`);
  const players = playersOfRoundType(config.roundType);
  const cfg: GameConfig = { ...config };
  const probe = { config: cfg, players } as MachineState;
  const rule = ruleOf(probe);
  const scores = config.initPoints ? config.initPoints.slice(0, players) : new Array(players).fill(rule.initPoint);
  if (scores.length !== players) throw new Error(`initPoints needs ${players} entries`);
  const s: MachineState = {
    v: 1,
    config: cfg,
    players,
    phase: 'turn',
    step: 0,
    chang: 0,
    ju: opts.dealer ?? 0,
    ben: opts.honba ?? 0,
    kyotaku: opts.kyotaku ?? 0,
    scores,
    handNo: 0,
    winds: config.roundType === 1 || config.roundType === 11 ? 1 : 2,
    hand: null,
    last: null,
    pendingEnd: null,
    endReason: null,
    final: null,
    log: [],
    yakuman: [],
    summaries: [],
  };
  if (opts.log === false) s.noLog = true;
  const out: TaggedEvent[] = [];
  const c = ctxOf(s, out);
  c.sink.all({
    type: 'start_game',
    names: opts.names ?? config.names ?? Array.from({ length: players }, (_, i) => `seat-${i}`),
    seed: String(config.seed),
    round_type: config.roundType,
    players,
  });
  startHand(c, s, opts.wall);
  return { state: s, events: out };
}

export function startHand(c: Ctx, s: MachineState, wall?: number[]): void {
  const h = newHand(c, {
    dealer: s.ju,
    roundWind: s.chang,
    honba: s.ben,
    kyotaku: s.kyotaku,
    scores: s.scores,
    wall: handWallFor(s.config, s.handNo, wall),
  });
  s.hand = h;
  s.last = null;
  s.phase = 'turn';
  const res = deal(c, h);
  afterStep(c, s, res);
}

export function afterStep(c: Ctx, s: MachineState, res: RoundResult | null): void {
  const h = s.hand as HandState;
  if (res) finishHand(c, s, res);
  else s.phase = (h.pending as TurnPending | ClaimPending).kind === 'turn' ? 'turn' : 'claim';
}

/** A hand ended: record it, move the match position on, and wait for `nextHand`. */
function finishHand(c: Ctx, s: MachineState, res: RoundResult): void {
  for (const y of res.yakuman) s.yakuman.push({ ...y, hand: s.handNo, chang: s.chang, ju: s.ju, ben: s.ben });
  s.summaries.push({
    hand: s.handNo,
    chang: s.chang,
    ju: s.ju,
    ben: s.ben,
    kind: res.kind,
    reason: res.reason,
    winners: res.winners,
    loser: res.loser,
    riichi: (s.hand as HandState).seats.filter((p) => p.riichi > 0).map((p) => p.seat),
    points: res.wins.map((w) => w.points),
    deltas: res.deltas,
  });
  s.handNo++;
  s.scores = res.scores.slice();
  s.kyotaku = res.kyotaku;
  s.last = res;
  s.phase = 'hand_end';
  const next = advance(
    { chang: s.chang, ju: s.ju, ben: s.ben, winds: s.winds, players: s.players },
    res,
    s.scores,
    c.rule,
  );
  s.ben = next.ben;
  if (next.end) {
    s.pendingEnd = next.end;
    return;
  }
  s.chang = next.chang;
  s.ju = next.ju;
  if (s.handNo >= (s.config.maxHands ?? 400)) s.pendingEnd = 'max-hands';
}

export function endGame(c: Ctx, s: MachineState, reason: EndReason): void {
  s.phase = 'game_end';
  s.endReason = reason;
  s.pendingEnd = null;
  const places = placements(s.scores);
  const r = c.rule;
  if (s.kyotaku > 0) {
    s.scores[places.indexOf(1)] += s.kyotaku * r.riichiStick;
    s.kyotaku = 0;
  }
  s.final = finalSeats(s.scores, r);
  c.sink.all({ type: 'end_game', scores: s.scores.slice(), result: s.final.map((x) => ({ ...x })) });
}
