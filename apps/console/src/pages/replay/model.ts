/**
 * Where a replay stands and how it moves: a position is a hand and a frame of it (frame 0 the deal). Pure functions
 * of the built replay (`buildReplay`), so the controls, the keys, the swipe and auto-play all move the same way.
 */
import type { Replay, ReplayFrame, TablePlayer } from '@taikai/shared';
import type { TableFinished } from '../table/tableStore';

export interface Position {
  hand: number;
  frame: number;
}

export const START: Position = { hand: 0, frame: 0 };

const lastFrame = (r: Replay, hand: number) => Math.max(0, r.hands[hand].frames.length - 1);

/** The game's last frame. */
export const endOf = (r: Replay): Position => {
  const hand = Math.max(0, r.hands.length - 1);
  return { hand, frame: lastFrame(r, hand) };
};

export const isEnd = (r: Replay, p: Position) => {
  const end = endOf(r);
  return p.hand === end.hand && p.frame === end.frame;
};

/** A position inside the replay (a hand or frame out of range is brought in). */
export function clamp(r: Replay, p: Position): Position {
  const hand = Math.min(Math.max(0, p.hand), Math.max(0, r.hands.length - 1));
  return { hand, frame: Math.min(Math.max(0, p.frame), lastFrame(r, hand)) };
}

/** One decision on: the next frame, or the next hand's deal after a hand's last frame; the end stays the end. */
export function stepForward(r: Replay, p: Position): Position {
  if (p.frame < lastFrame(r, p.hand)) return { hand: p.hand, frame: p.frame + 1 };
  if (p.hand < r.hands.length - 1) return { hand: p.hand + 1, frame: 0 };
  return p;
}

/** One decision back: the previous frame, or the previous hand's last frame from a deal. */
export function stepBack(r: Replay, p: Position): Position {
  if (p.frame > 0) return { hand: p.hand, frame: p.frame - 1 };
  if (p.hand > 0) return { hand: p.hand - 1, frame: lastFrame(r, p.hand - 1) };
  return p;
}

/** The next hand's deal; in the last hand, its end (the final standings). */
export function nextHand(r: Replay, p: Position): Position {
  return p.hand < r.hands.length - 1 ? { hand: p.hand + 1, frame: 0 } : endOf(r);
}

/** The previous hand's deal (the first hand's deal from the first hand). */
export function prevHand(_r: Replay, p: Position): Position {
  return { hand: Math.max(0, p.hand - 1), frame: 0 };
}

export const frameAt = (r: Replay, p: Position): ReplayFrame => r.hands[p.hand].frames[p.frame];

/** Milliseconds auto-play waits on a frame at 1×: a decision, or a hand's end (its result is on the screen). */
export const STEP_MS = 1000;
export const HAND_END_MS = 4000;
export const SPEEDS = [0.5, 1, 2, 4] as const;

export function autoplayDelay(frame: ReplayFrame, speed: number): number {
  return (frame.ended ? HAND_END_MS : STEP_MS) / speed;
}

/** The replay's players as the table's components name them (nobody is "online" in a replay: the page hides it). */
export function tablePlayers(r: Replay): TablePlayer[] {
  return r.seats.map((s) => ({
    seat: s.seat,
    account_id: s.account_id,
    nickname: s.nickname,
    robot: s.robot,
    online: true,
  }));
}

/** The final standings in the shape of the table's game-over screen. */
export function finalStandings(r: Replay, uniqueId: number, seasonId: number): TableFinished {
  const result =
    r.final ??
    r.standings.map((s) => ({
      seat: s.seat,
      part_point_1: s.points,
      total_point: s.totalPoint ?? 0,
      placement: s.placement,
    }));
  return { terminated: r.terminated, result, unique_id: uniqueId, season_id: seasonId };
}
