import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRobot,
  clearSeat,
  emptySeats,
  freeSeatCount,
  isSeated,
  planSeats,
  type Seat,
  seatCountOf,
  seatPlayer,
  seatProblem,
  setSeatPoints,
  swapSeats,
} from './seats';

const p = (id: number) => ({ account_id: id, nickname: `p${id}` });

describe('seats', () => {
  it('has 4 seats for four-player round types and 3 for three-player ones', () => {
    expect([1, 2, 11, 12].map(seatCountOf)).toEqual([4, 4, 3, 3]);
  });

  it('fills the first empty seat, or the seat a player is dropped on', () => {
    let s = emptySeats(4, 25000);
    s = seatPlayer(s, p(1));
    s = seatPlayer(s, p(2), 3);
    s = seatPlayer(s, p(3));
    expect(s.map((x) => x.account_id)).toEqual([1, 3, 0, 2]);
    expect(freeSeatCount(s)).toBe(1);
    expect(isSeated(s, 2)).toBe(true);
  });

  it('moves a seated player dropped on another seat, swapping with its occupant', () => {
    let s = seatPlayer(seatPlayer(emptySeats(3, 35000), p(1)), p(2));
    s = seatPlayer(s, p(1), 1);
    expect(s.map((x) => x.account_id)).toEqual([2, 1, 0]);
  });

  it('swaps occupants while each seat keeps its points', () => {
    let s = setSeatPoints(addRobot(seatPlayer(emptySeats(4, 25000), p(7))), 0, 30000);
    s = swapSeats(s, 0, 1);
    expect(s[0]).toMatchObject({ robot: true, points: 30000, empty: false });
    expect(s[1]).toMatchObject({ account_id: 7, points: 25000 });
    s = swapSeats(s, 1, 3);
    expect(s[1].empty).toBe(true);
    expect(s[3].account_id).toBe(7);
  });

  it('empties a seat and adds no robot when every seat is taken', () => {
    let s = addRobot(addRobot(addRobot(emptySeats(3, 1))));
    expect(addRobot(s)).toEqual(s);
    s = clearSeat(s, 1);
    expect(s[1].empty).toBe(true);
    expect(seatPlayer(s, p(4), undefined)[1].account_id).toBe(4);
  });

  it('blocks the start until every seat is filled, not all robots, and the points add up', () => {
    let s = emptySeats(4, 25000);
    expect(seatProblem(s, 25000)).toEqual({ kind: 'notFilled' });
    s = addRobot(addRobot(addRobot(addRobot(s))));
    expect(seatProblem(s, 25000)).toEqual({ kind: 'allRobots' });
    s = seatPlayer(clearSeat(s, 2), p(5), 2);
    expect(seatProblem(s, 25000)).toBeNull();
    s = setSeatPoints(s, 0, 26000);
    expect(seatProblem(s, 25000)).toEqual({ kind: 'pointsSum', required: 100000, actual: 101000 });
    expect(planSeats(setSeatPoints(s, 1, 24000))).toEqual({
      account_list: [0, 0, 5, 0],
      init_points: [26000, 24000, 25000, 25000],
    });
  });
});

describe('seat operations keep the board sound', () => {
  const op = fc.oneof(
    fc.record({
      kind: fc.constant('seat' as const),
      id: fc.integer({ min: 1, max: 6 }),
      at: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant('robot' as const) }),
    fc.record({ kind: fc.constant('clear' as const), at: fc.integer({ min: 0, max: 3 }) }),
    fc.record({
      kind: fc.constant('swap' as const),
      a: fc.integer({ min: 0, max: 3 }),
      b: fc.integer({ min: 0, max: 3 }),
    }),
  );

  it('never seats a person twice, keeps the seat count and every seat its points', () => {
    fc.assert(
      fc.property(fc.constantFrom(3, 4), fc.array(op, { maxLength: 30 }), (n, ops) => {
        let s: Seat[] = emptySeats(n, 25000).map((x, i) => ({ ...x, points: 1000 * (i + 1) }));
        for (const o of ops) {
          if (o.kind === 'seat') s = seatPlayer(s, p(o.id), o.at !== undefined && o.at < n ? o.at : undefined);
          else if (o.kind === 'robot') s = addRobot(s);
          else if (o.kind === 'clear') s = clearSeat(s, o.at % n);
          else s = swapSeats(s, o.a % n, o.b % n);
        }
        expect(s).toHaveLength(n);
        expect(s.map((x) => x.points)).toEqual(Array.from({ length: n }, (_, i) => 1000 * (i + 1)));
        const people = s.filter((x) => !x.empty && !x.robot).map((x) => x.account_id);
        expect(new Set(people).size).toBe(people.length);
        for (const x of s) if (x.empty || x.robot) expect(x.account_id).toBe(0);
      }),
    );
  });
});
