import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockRule, remainingOf, SeatClock } from './table.clock.js';
import { isLegal, maysee } from './table.rules.js';

describe('thinking clock', () => {
  it('takes fixed + bank from the rule, scaled, with the 5+20 default', () => {
    expect(clockRule({ time_fixed: 3, time_add: 5 }, 1)).toMatchObject({ fixedMs: 3000, bankMs: 5000 });
    expect(clockRule({}, 0.5, 4)).toMatchObject({ fixedMs: 30000, bankMs: 0 });
    expect(clockRule(undefined, 1)).toMatchObject({ fixedMs: 5000, bankMs: 20000 });
  });

  it('spends the bank only beyond the fixed part, carries it over within a hand, refills it each hand', () => {
    const c = new SeatClock(clockRule({ time_fixed: 5, time_add: 10 }, 1));
    const a = c.allowance(0);
    expect(a).toMatchObject({ fixedMs: 5000, bankMs: 10000 });
    c.charge(a, 3000);
    expect(c.bankMs()).toBe(10000);
    c.charge(c.allowance(0), 8000);
    expect(c.bankMs()).toBe(7000);
    const next = c.allowance(1);
    // a new hand: the bank is full again and the result screen's seconds come on top of the fixed part
    expect(next.bankMs).toBe(10000);
    expect(next.fixedMs).toBe(11000);
  });

  it('shows what is left of a question: the fixed part first, then the bank, never below zero', () => {
    const a = { fixedMs: 5000, bankMs: 10000, limitMs: 15500 };
    expect(remainingOf(a, 0)).toEqual({ fixedMs: 5000, bankMs: 10000 });
    expect(remainingOf(a, 3000)).toEqual({ fixedMs: 2000, bankMs: 10000 });
    expect(remainingOf(a, 8000)).toEqual({ fixedMs: 0, bankMs: 7000 });
    expect(remainingOf(a, 60000)).toEqual({ fixedMs: 0, bankMs: 0 });
    // what is left is what charge() would leave in the bank
    fc.assert(
      fc.property(fc.nat(30_000), (used) => {
        const c = new SeatClock(clockRule({ time_fixed: 5, time_add: 10 }, 1));
        const al = c.allowance(0);
        c.charge(al, used);
        expect(remainingOf(al, used).bankMs).toBe(c.bankMs());
      }),
    );
  });

  it('never lets the bank go negative or grow (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(3), fc.nat(40_000)), { maxLength: 50 }), (steps) => {
        const c = new SeatClock(clockRule({ time_fixed: 5, time_add: 20 }, 1));
        let hand = 0;
        for (const [advance, used] of steps) {
          hand += advance === 0 ? 1 : 0;
          const a = c.allowance(hand);
          c.charge(a, used);
          expect(c.bankMs()).toBeGreaterThanOrEqual(0);
          expect(c.bankMs()).toBeLessThanOrEqual(20_000);
        }
      }),
    );
  });
});

describe('answer checks', () => {
  const choices = {
    seat: 1,
    discard: ['1m', '5pr', 'E'],
    riichi: ['E'],
    pon: [['5p', '5pr']] as [string, string][],
    pass: true,
  };
  it('accepts exactly the offered choices', () => {
    expect(isLegal(choices, { type: 'discard', tile: '5pr' })).toBe(true);
    expect(isLegal(choices, { type: 'discard', tile: '5p' })).toBe(false);
    expect(isLegal(choices, { type: 'discard', tile: 'E', riichi: true })).toBe(true);
    expect(isLegal(choices, { type: 'discard', tile: '1m', riichi: true })).toBe(false);
    expect(isLegal(choices, { type: 'pon', tiles: ['5pr', '5p'] })).toBe(true);
    expect(isLegal(choices, { type: 'chi', tiles: ['5p', '5pr'] })).toBe(false);
    expect(isLegal(choices, { type: 'ron' })).toBe(false);
    expect(isLegal(choices, { type: 'pass' })).toBe(true);
    expect(isLegal(null, { type: 'pass' })).toBe(false);
  });
  it('shows a seat only events for everyone or for it; watchers their -1 copies', () => {
    expect(maysee('all', -1)).toBe(true);
    expect(maysee([2], 2)).toBe(true);
    expect(maysee([2], 1)).toBe(false);
    expect(maysee([0, 1, 3, -1], -1)).toBe(true);
    expect(maysee([0, 1, 3, -1], 2)).toBe(false);
  });
});
