import { describe, expect, it } from 'vitest';
import { seat, view } from '../../test/fixtures/table';
import { nextLastDiscard } from './lastDiscard';

const d = (tile: string, called = false) => ({ tile, riichi: false, called, tsumogiri: false });

describe('the last discard', () => {
  it('follows the pond that grew, and after a batch the one whose next seat is to act', () => {
    const before = view({ seats: [seat(0), seat(1), seat(2), seat(3)] });
    const after = view({
      waitingOn: [3],
      seats: [seat(0), seat(1, { discards: [d('1m')] }), seat(2, { discards: [d('2m')] }), seat(3)],
    });
    expect(nextLastDiscard(before, null, after)).toEqual({ seat: 2, index: 0 });
  });

  it('is the tile on offer during a claim, none once it is called, none in a new hand', () => {
    const claim = view({
      phase: 'claim',
      claim: { tile: '5p', from: 3, source: 'discard' },
      seats: [seat(0), seat(1), seat(2), seat(3, { discards: [d('1m'), d('5p')] })],
    });
    const mark = nextLastDiscard(null, null, claim);
    expect(mark).toEqual({ seat: 3, index: 1 });
    const called = view({
      waitingOn: [0],
      seats: [seat(0), seat(1), seat(2), seat(3, { discards: [d('1m'), d('5p', true)] })],
    });
    expect(nextLastDiscard(claim, mark, called)).toBeNull();
    const dealt = view({ seats: [seat(0), seat(1), seat(2), seat(3)] });
    expect(nextLastDiscard(claim, mark, dealt)).toBeNull();
  });

  it('keeps its place while nothing is discarded (a hand ends on a ron)', () => {
    const v = view({ seats: [seat(0), seat(1, { discards: [d('9s')] }), seat(2), seat(3)] });
    const ended = { ...v, phase: 'hand_end' as const };
    expect(nextLastDiscard(v, { seat: 1, index: 0 }, ended)).toEqual({ seat: 1, index: 0 });
  });
});
