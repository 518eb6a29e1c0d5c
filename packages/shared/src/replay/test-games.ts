/**
 * Tests only: real games played with the engine's step machine (robots, with a share of random legal decisions so
 * calls, kans, kita and the rarer ends come up), written as the log file the server serves — each `start_kyoku`
 * revealing its wall, salt and hash as apps/server/src/games/wall-hash.ts does — and the engine's own readings to
 * check a replay against: every hand's result, the final settlement, and the views after every step.
 */

import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  actionsOf,
  type FinalSeat,
  type GameConfig,
  type GameState,
  handWallFor,
  lastHand,
  legalActions,
  type MjaiEvent,
  mjaiEvents,
  newGame,
  nextHand,
  phase,
  Rng,
  type RoundResult,
  result,
  robotDecision,
  type SeatViewPlus,
  apply as step,
  terminate,
  view,
} from '@taikai/engine';
import { playersOfRoundType } from '../enums.js';
import type { RecordLogFile } from '../schemas/record.js';
import { wallHash } from './verify.js';

export interface GameSpec {
  seed: string | number;
  roundType: number;
  rule?: Record<string, unknown>;
  /** robot level per seat (default 2) */
  levels?: number[];
  /** share of decisions taken at random among the legal ones (default 0) */
  chaos?: number;
  /** keep every seat's view after every step (default false) */
  views?: boolean;
  /** end the game by termination after this many decisions (a hand left unfinished) */
  terminateAfter?: number;
  wallVersion?: 1 | 2;
}

/** The views after one step: `events` = how many mjai events the log had then. */
export interface Checkpoint {
  events: number;
  phase: string;
  /** index 0 the observer (−1), then seat 0, 1, … */
  views: SeatViewPlus[];
}

export interface PlayedGame {
  config: GameConfig;
  log: RecordLogFile;
  hands: RoundResult[];
  final: FinalSeat[];
  checkpoints: Checkpoint[];
}

/** The salt the server uses (wall-hash.ts): HMAC-SHA256 of `wall-salt/<hand>` keyed with the seed, hex. */
export function wallSalt(seed: string | number, hand: number): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(String(seed)), utf8ToBytes(`wall-salt/${hand}`)));
}

/** The n-th start_kyoku gets its wall, salt and hash (apps/server/src/games/wall-hash.ts `revealWalls`). */
export function revealWalls(config: GameConfig, mjai: readonly MjaiEvent[]): Record<string, unknown>[] {
  let hand = 0;
  return mjai.map((e) => {
    const copy = JSON.parse(JSON.stringify(e)) as Record<string, unknown>;
    if (e.type !== 'start_kyoku') return copy;
    const wall = handWallFor(config, hand).tiles.slice();
    const salt = wallSalt(config.seed, hand++);
    return { ...copy, wall, wall_salt: salt, wall_hash: wallHash(salt, wall) };
  });
}

export function playRecorded(spec: GameSpec): PlayedGame {
  const players = playersOfRoundType(spec.roundType);
  const levels = spec.levels ?? new Array(players).fill(2);
  const config: GameConfig = {
    seed: spec.seed,
    roundType: spec.roundType,
    rule: spec.rule,
    names: levels.map((_, s) => `p${s}`),
    wallVersion: spec.wallVersion ?? 2,
  };
  const rng = new Rng(`drive/${String(spec.seed)}`);
  const chaos = spec.chaos ?? 0;
  let state: GameState = newGame(config).state;
  const hands: RoundResult[] = [];
  const checkpoints: Checkpoint[] = [];
  const keep = () => {
    if (!spec.views) return;
    const views: SeatViewPlus[] = [];
    for (let s = -1; s < players; s++) views.push(view(state, s));
    checkpoints.push({ events: mjaiEvents(state).length, phase: phase(state), views });
  };
  keep();
  let decisions = 0;
  for (;;) {
    const ph = phase(state);
    if (ph === 'game_end') break;
    if (ph === 'hand_end') {
      hands.push(lastHand(state) as RoundResult);
      state = must(nextHand(state));
      keep();
      continue;
    }
    if (spec.terminateAfter !== undefined && decisions >= spec.terminateAfter) {
      state = must(terminate(state));
      break;
    }
    const ch = legalActions(state)[0];
    const all = actionsOf(ch);
    const action =
      rng.int(1000) < chaos * 1000 ? all[rng.int(all.length)] : robotDecision(state, ch.seat, levels[ch.seat]);
    state = must(step(state, ch.seat, action));
    decisions++;
    keep();
  }
  const log: RecordLogFile = {
    format: 'taikai-game-log',
    version: 1,
    uuid: `game-${String(spec.seed)}`,
    unique_id: 100001,
    season_id: 1,
    start_time: 1_700_000_000,
    end_time: 1_700_003_600,
    terminated: spec.terminateAfter !== undefined ? 1 : 0,
    removed: 0,
    players: levels.map((_, seat) => ({
      seat,
      account_id: seat === 0 ? 16329130 : 0,
      nickname: seat === 0 ? 'Alice' : '',
    })),
    rule: { round_type: spec.roundType, init_points: [], detail_rule: spec.rule ?? {}, ai_levels: levels },
    mjai: revealWalls(config, mjaiEvents(state) as MjaiEvent[]),
  };
  return { config, log, hands, final: result(state) ?? [], checkpoints };
}

function must(r: ReturnType<typeof step>): GameState {
  if (!r.ok) throw new Error(`${r.reason}: ${r.message}`);
  return r.state;
}
