import { describe, expect, it } from 'vitest';
import { builtReplay } from '../../test/fixtures/replay';
import {
  autoplayDelay,
  clamp,
  endOf,
  finalStandings,
  HAND_END_MS,
  isEnd,
  nextHand,
  prevHand,
  START,
  STEP_MS,
  stepBack,
  stepForward,
} from './model';

const replay = builtReplay();
const last = replay.hands.length - 1;
const framesOf = (hand: number) => replay.hands[hand].frames.length;

describe('moving through a replay', () => {
  it('steps one decision, across hands, and stops at both ends', () => {
    expect(stepForward(replay, START)).toEqual({ hand: 0, frame: 1 });
    expect(stepForward(replay, { hand: 0, frame: framesOf(0) - 1 })).toEqual({ hand: 1, frame: 0 });
    expect(stepBack(replay, { hand: 1, frame: 0 })).toEqual({ hand: 0, frame: framesOf(0) - 1 });
    expect(stepBack(replay, START)).toEqual(START);
    const end = endOf(replay);
    expect(end).toEqual({ hand: last, frame: framesOf(last) - 1 });
    expect(isEnd(replay, end)).toBe(true);
    expect(stepForward(replay, end)).toEqual(end);
  });

  it('moves by hand: the next deal, the end from the last hand, the previous deal', () => {
    expect(nextHand(replay, { hand: 0, frame: 17 })).toEqual({ hand: 1, frame: 0 });
    expect(nextHand(replay, { hand: last, frame: 3 })).toEqual(endOf(replay));
    expect(prevHand(replay, { hand: 2, frame: 9 })).toEqual({ hand: 1, frame: 0 });
    expect(prevHand(replay, { hand: 0, frame: 9 })).toEqual(START);
  });

  it('brings a position from outside into the replay', () => {
    expect(clamp(replay, { hand: -1, frame: -5 })).toEqual(START);
    expect(clamp(replay, { hand: 99, frame: 9999 })).toEqual(endOf(replay));
  });

  it('waits longer on a hand end in auto-play, shorter at a higher speed', () => {
    const hand = replay.hands[0];
    expect(autoplayDelay(hand.frames[1], 1)).toBe(STEP_MS);
    expect(autoplayDelay(hand.frames[1], 4)).toBe(STEP_MS / 4);
    expect(autoplayDelay(hand.frames[hand.frames.length - 1], 2)).toBe(HAND_END_MS / 2);
  });

  it("takes the final standings from the log's settlement", () => {
    const final = finalStandings(replay, 7, 2);
    expect(final).toMatchObject({ terminated: false, unique_id: 7, season_id: 2 });
    expect(final.result).toEqual(replay.final);
    const fromPoints = finalStandings({ ...replay, final: null }, 7, 2);
    expect(fromPoints.result.map((r) => r.placement).sort()).toEqual([1, 2, 3, 4]);
  });
});
