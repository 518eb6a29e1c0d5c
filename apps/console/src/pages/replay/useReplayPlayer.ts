import type { Replay } from '@taikai/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  autoplayDelay,
  clamp,
  endOf,
  frameAt,
  isEnd,
  nextHand,
  type Position,
  prevHand,
  START,
  stepBack,
  stepForward,
} from './model';

export interface ReplayPlayer {
  pos: Position;
  playing: boolean;
  speed: number;
  atStart: boolean;
  atEnd: boolean;
  /** the hand's result was closed (Continue) at this position; any move shows it again where a hand ends */
  resultClosed: boolean;
  closeResult: () => void;
  /** shows the closed result again where it was (a step back from the final standings) */
  openResult: () => void;
  forward: () => void;
  back: () => void;
  nextHand: () => void;
  prevHand: () => void;
  /** a hand's deal (the hand picker) */
  jumpToHand: (hand: number) => void;
  toStart: () => void;
  toEnd: () => void;
  /** play / pause; play from the end starts over */
  toggle: () => void;
  setSpeed: (speed: number) => void;
}

/**
 * The replay's position and auto-play. Every move by hand (a button, a key, a swipe) pauses auto-play; auto-play
 * steps one decision per `STEP_MS / speed`, lingers on a hand's end while its result shows and stops at the end.
 */
export function useReplayPlayer(replay: Replay): ReplayPlayer {
  const [pos, setPos] = useState<Position>(START);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [resultClosed, setResultClosed] = useState(false);
  const atEnd = isEnd(replay, pos);

  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(
      () => {
        setResultClosed(false);
        setPos((p) => stepForward(replay, p));
      },
      autoplayDelay(frameAt(replay, pos), speed),
    );
    return () => clearTimeout(timer);
  }, [playing, atEnd, pos, speed, replay]);

  const move = useCallback(
    (to: (r: Replay, p: Position) => Position) => {
      setPlaying(false);
      setResultClosed(false);
      setPos((p) => clamp(replay, to(replay, p)));
    },
    [replay],
  );

  return useMemo(
    () => ({
      pos,
      playing,
      speed,
      atStart: pos.hand === 0 && pos.frame === 0,
      atEnd,
      resultClosed,
      closeResult: () => setResultClosed(true),
      openResult: () => setResultClosed(false),
      forward: () => move(stepForward),
      back: () => move(stepBack),
      nextHand: () => move(nextHand),
      prevHand: () => move(prevHand),
      jumpToHand: (hand: number) => move(() => ({ hand, frame: 0 })),
      toStart: () => move(() => START),
      toEnd: () => move(endOf),
      toggle: () => {
        if (playing) return setPlaying(false);
        if (atEnd) {
          setResultClosed(false);
          setPos(START);
        }
        setPlaying(true);
      },
      setSpeed,
    }),
    [pos, playing, speed, atEnd, resultClosed, move],
  );
}
