import type { TableHandOutcome, TableSeat, TableView } from '@taikai/shared';
import { useEffect, useRef, useState } from 'react';

/** Seconds a hand's result stays up unless closed sooner or held. */
export const RESULT_SECONDS = 8;

export interface ShownOutcome {
  outcome: TableHandOutcome;
  /** each seat's wind in the hand that ended (the next hand's deal turns them) */
  winds: Record<number, number>;
  /** the seats as the hand ended: a winner's called melds are part of the hand shown */
  seats: TableSeat[];
  /** the dora indicators as the hand ended */
  dora: string[];
  /** seconds until it closes by itself; null while held */
  secondsLeft: number | null;
  close: () => void;
  /** keeps it up until Continue (a tap on the panel, or focus in it) */
  hold: () => void;
}

/**
 * The last hand's outcome while it is new: shown when it changes after the page has its first view (an outcome
 * already there on arrival is old news), with a visible countdown, until closed or the countdown ends.
 */
export function useHandOutcome(view: TableView | null): ShownOutcome | null {
  const key = view?.lastHand ? JSON.stringify([view.lastHand.deltas, view.lastHand.scores, view.lastHand.kind]) : '';
  const seen = useRef<string | null>(null);
  const [shown, setShown] = useState<{
    key: string;
    winds: Record<number, number>;
    seats: TableSeat[];
    dora: string[];
  } | null>(null);
  const [left, setLeft] = useState(RESULT_SECONDS);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!view) return;
    if (seen.current === null) {
      seen.current = key;
      return;
    }
    if (key && key !== seen.current) {
      seen.current = key;
      setShown({
        key,
        winds: Object.fromEntries(view.seats.map((s) => [s.seat, s.seatWind])),
        seats: view.seats,
        dora: view.doraIndicators,
      });
      setLeft(RESULT_SECONDS);
      setHeld(false);
    }
  }, [key, view]);
  useEffect(() => {
    if (!shown || held) return;
    const id = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(id);
  }, [shown, held]);
  useEffect(() => {
    if (left <= 0) setShown(null);
  }, [left]);
  if (!shown || !view?.lastHand) return null;
  return {
    outcome: view.lastHand,
    winds: shown.winds,
    seats: shown.seats,
    dora: shown.dora,
    secondsLeft: held ? null : Math.max(0, left),
    close: () => setShown(null),
    hold: () => setHeld(true),
  };
}
