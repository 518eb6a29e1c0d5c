import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDecisions, encodeDecisions } from './decision-log.js';
import type { LogEntry } from './engine.js';
import { realEngine } from './engine.js';

const suited = ['m', 'p', 's'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`));
const tile = fc.constantFrom(...suited, '5mr', '5pr', '5sr', 'E', 'S', 'W', 'N', 'P', 'F', 'C');
const seat = fc.integer({ min: 0, max: 3 });
const action = fc.oneof(
  fc.record({ type: fc.constant('discard'), tile }),
  fc.record({ type: fc.constant('discard'), tile, riichi: fc.constant(true) }),
  fc.record({ type: fc.constantFrom('tsumo', 'ron', 'pass', 'daiminkan', 'kita', 'abort') }),
  fc.record({ type: fc.constantFrom('chi', 'pon'), tiles: fc.tuple(tile, tile) }),
  fc.record({ type: fc.constantFrom('ankan', 'kakan'), tile }),
);
const entry: fc.Arbitrary<LogEntry> = fc.oneof(
  { weight: 9, arbitrary: fc.record({ seat, action }) as fc.Arbitrary<LogEntry> },
  {
    weight: 1,
    arbitrary: fc.record({
      seat: fc.constant(-1),
      action: fc.record({ type: fc.constantFrom('terminate', 'next_hand') }),
    }) as fc.Arbitrary<LogEntry>,
  },
);

describe('stored decision logs', () => {
  it('read back every log of the grammar exactly, in the compact form (no JSON)', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 120 }), (log) => {
        const text = encodeDecisions(log);
        expect(text.startsWith('[')).toBe(false);
        expect(decodeDecisions(text)).toEqual(log);
      }),
    );
    expect(
      encodeDecisions([
        { seat: 0, action: { type: 'discard', tile: '5mr' } },
        { seat: 2, action: { type: 'pass' } },
        { seat: 3, action: { type: 'discard', tile: '9s', riichi: true } },
        { seat: -1, action: { type: 'terminate' } },
      ]),
    ).toBe('0d5mr 2p 3r9s xT');
  });

  it('read a discard without riichi the same whether riichi was false or absent', () => {
    const text = encodeDecisions([{ seat: 1, action: { type: 'discard', tile: 'E', riichi: false } }]);
    expect(decodeDecisions(text)).toEqual([{ seat: 1, action: { type: 'discard', tile: 'E' } }]);
  });

  it('store a log with any entry outside the grammar as its JSON, and read it back exactly', () => {
    const odd = [
      { seat: 0, action: { type: 'discard', tile: 7 } },
      { seat: -1, action: { type: 'pass' } },
      { seat: 0, action: { type: 'terminate' } },
      { seat: 12, action: { type: 'pass' } },
      { seat: 0, action: { type: 'chi', tiles: ['1m'] } },
      { seat: 0, action: { type: 'discard', tile: '0m' } },
      { seat: 0, action: { type: 'shout' } },
    ];
    for (const bad of odd) {
      const log = [{ seat: 1, action: { type: 'pass' } }, bad] as unknown as LogEntry[];
      const text = encodeDecisions(log);
      expect(text).toBe(JSON.stringify(log));
      expect(decodeDecisions(text)).toEqual(log);
    }
  });

  it('read rows written before the compact form (JSON arrays), and refuse unreadable text', () => {
    const old: LogEntry[] = [
      { seat: 0, action: { type: 'discard', tile: '1m' } },
      { seat: -1, action: { type: 'next_hand' } },
    ];
    expect(decodeDecisions(JSON.stringify(old))).toEqual(old);
    expect(decodeDecisions('')).toEqual([]);
    for (const bad of ['0d', '0z1m', 'xd1m', '0T', '0c1m', '0d1m  1p', 'q', '0p1m']) {
      expect(() => decodeDecisions(bad), bad).toThrow(/unreadable decision/);
    }
  });

  it("stores a real game's decisions in a tenth of their JSON, and they replay to the same game", () => {
    const E = realEngine();
    const config = { seed: 'codec', roundType: 2 };
    let state = E.newGame(config, { log: false });
    const log: LogEntry[] = [];
    for (let i = 0; i < 5000 && E.phase(state) !== 'game_end'; i++) {
      if (E.phase(state) === 'hand_end') {
        state = E.nextHand(state).state;
        continue;
      }
      const seatNow = E.deciding(state)[0];
      const act = E.robotAction(E.view(state, seatNow), 1);
      const r = E.apply(state, seatNow, act);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
      log.push({ seat: seatNow, action: act });
    }
    const text = encodeDecisions(log);
    expect(text.length * 8).toBeLessThan(JSON.stringify(log).length);
    const read = decodeDecisions(text);
    expect(read).toEqual(
      log.map((e) =>
        e.action.type === 'discard' && !e.action.riichi
          ? { seat: e.seat, action: { type: 'discard', tile: e.action.tile } }
          : e,
      ),
    );
    expect(E.phase(state)).toBe('game_end');
    const replayed = E.replay(config, read);
    expect(E.result(E.phase(replayed) === 'hand_end' ? E.nextHand(replayed).state : replayed)).toEqual(E.result(state));
  });
});
