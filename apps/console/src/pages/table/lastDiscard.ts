import type { TableView } from '@taikai/shared';
import { useRef } from 'react';

/** Where the last discard lies: a seat's pond and the tile's index in it. */
export interface DiscardMark {
  seat: number;
  index: number;
}

const pondOf = (v: TableView, seat: number) => v.seats.find((s) => s.seat === seat)?.discards ?? [];

/**
 * The last discard after `next`, from the view before it and the mark it had. A tile on offer is the last discard;
 * otherwise the pond that grew since the previous view holds it (several at once after a resume: the one whose next
 * seat is to act). With no previous view (the page just opened) it is guessed: the pond of the seat before the one
 * to act, unless that tile was called.
 */
export function nextLastDiscard(prev: TableView | null, mark: DiscardMark | null, next: TableView): DiscardMark | null {
  const found = findLastDiscard(prev, mark, next);
  // a tile taken by a call is no longer the one to watch
  return found && !pondOf(next, found.seat)[found.index]?.called ? found : null;
}

function findLastDiscard(prev: TableView | null, mark: DiscardMark | null, next: TableView): DiscardMark | null {
  const claim = next.claim;
  if (next.phase === 'claim' && claim?.source === 'discard') {
    const pond = pondOf(next, claim.from);
    if (pond.length) return { seat: claim.from, index: pond.length - 1 };
  }
  if (prev) {
    const grown = next.seats.filter((s) => s.discards.length > pondOf(prev, s.seat).length);
    if (grown.length) {
      const acting = next.waitingOn[0];
      const pick = grown.find((s) => (s.seat + 1) % next.players === acting) ?? grown[grown.length - 1];
      return { seat: pick.seat, index: pick.discards.length - 1 };
    }
    if (mark && pondOf(next, mark.seat).length > mark.index) return mark;
    return null;
  }
  if (next.phase !== 'turn' || next.waitingOn.length !== 1) return null;
  const before = (next.waitingOn[0] + next.players - 1) % next.players;
  const pond = pondOf(next, before);
  if (!pond.length || pond[pond.length - 1].called) return null;
  return { seat: before, index: pond.length - 1 };
}

/** The last discard of the view on screen, followed from view to view. */
export function useLastDiscard(view: TableView | null): DiscardMark | null {
  const seen = useRef<{ view: TableView | null; mark: DiscardMark | null }>({ view: null, mark: null });
  if (seen.current.view !== view) {
    seen.current = { view, mark: view ? nextLastDiscard(seen.current.view, seen.current.mark, view) : null };
  }
  return seen.current.mark;
}
