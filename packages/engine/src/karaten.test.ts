/**
 * Karaten: waits on a tile the seat itself holds all four of. The rule (Mahjong Soul's, see `isTenpai` in
 * hand-seat.ts): four copies in the closed hand are no wait at all (no riichi, noten at the draw); copies in the
 * seat's own closed kan do not count (riichi allowed, tenpai at the draw). Riichi legality, tenpai at the
 * exhaustive draw, noten payments, nagashi mangan and dealer renchan must agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SeatState } from './hand.js';
import { addTile, isTenpai, newSeat, refresh, removeTile } from './hand-seat.js';
import { legalActions } from './machine/choices.js';
import { newGame } from './machine/lifecycle.js';
import { lastHand, phase, progress } from './machine/read.js';
import type { MachineState } from './machine/state.js';
import { apply, nextHand } from './machine/transitions.js';
import type { Action, GameState, SeatChoices } from './machine/types.js';
import { view } from './machine/view.js';
import { riichiDiscardKeepsTenpai } from './play-turn.js';
import { robotAction } from './robot-sight.js';
import type { RuleInput } from './rules.js';
import type { RoundResult } from './settle.js';
import { shanten } from './shanten.js';
import { type StackSpec, stackWall } from './test-kit.js';
import { isYaochu } from './tiles.js';

const JUNK0 = '258m369p59s555z11z'; // noten
const LIVE_5S8S = '234m678m345s67s22z'; // tenpai on 5s / 8s
const JUNK3 = '147m258m36s666z77z'; // noten

/** Four 5p in the closed hand, tanki on a fifth 5p: no wait. */
const FOUR_CLOSED = '123s456s789s5555p';
/** Four 5p in the closed hand beside a 6p: waits 4p / 7p. */
const FOUR_CLOSED_LIVE = '123s456s5555p6p99m';
/**
 * Four 5p to be kanned: draw 9s, kan 5p, take 1s from the dead wall, throw the 9s, and it is 46p kanchan on 5p with
 * every 5p in its own kan.
 */
const KAN_46P = '5555p46p123m456m1s';
/** The same with 67p: 5p (all in the kan) or 8p. */
const KAN_67P = '5555p67p123m456m1s';

const NO_NAGASHI: RuleInput = { have_liujumanguan: false };

function start(spec: StackSpec, rule: RuleInput = NO_NAGASHI): GameState {
  const config = { seed: 1, roundType: 1, rule: { dora_count: 0, ...rule } };
  return newGame(config, { wall: stackWall({ redFives: 0, ...spec }) }).state;
}

function must(state: GameState, seat: number, action: Action): GameState {
  const r = apply(state, seat, action);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.message}`);
  return r.state;
}

/** Everyone throws back what they drew (or the last tile) and passes every claim. */
function quietAction(state: GameState, ch: SeatChoices): Action {
  if (!ch.discard) return { type: 'pass' };
  const drawn = view(state, ch.seat).drawn;
  return { type: 'discard', tile: drawn ?? ch.discard[ch.discard.length - 1] };
}

/** Play quietly until `seat` is to take its turn. */
function untilTurn(state: GameState, seat: number): { state: GameState; choices: SeatChoices } {
  let s = state;
  for (;;) {
    const all = legalActions(s);
    if (all.length === 0) throw new Error(`the hand ended before seat ${seat}'s turn`);
    const ch = all[0];
    if (ch.discard && ch.seat === seat) return { state: s, choices: ch };
    s = must(s, ch.seat, quietAction(s, ch));
  }
}

/** Play quietly to the end of the hand. */
function toEnd(state: GameState): { state: GameState; result: RoundResult } {
  let s = state;
  while (phase(s) === 'turn' || phase(s) === 'claim') {
    const ch = legalActions(s)[0];
    s = must(s, ch.seat, quietAction(s, ch));
  }
  return { state: s, result: lastHand(s) as RoundResult };
}

/** Seat `seat` declares a closed kan of `tile`, then discards `discard` declaring riichi. */
function kanThenRiichi(state: GameState, seat: number, tile: string, discard: string) {
  let { state: s, choices } = untilTurn(state, seat);
  expect(choices.ankan).toEqual([tile]);
  s = must(s, seat, { type: 'ankan', tile });
  ({ state: s, choices } = untilTurn(s, seat));
  const riichiOffered = choices.riichi ?? [];
  const r = apply(s, seat, { type: 'discard', tile: discard, riichi: true });
  return { state: r.ok ? r.state : s, riichiOffered, accepted: r.ok, choices };
}

describe('four of the wait in the closed hand (a fifth copy never comes)', () => {
  const spec: StackSpec = { players: 4, hands: [JUNK0, FOUR_CLOSED, LIVE_5S8S, JUNK3], draws: '1z9m', dora: '7z' };

  it('riichi is not offered for the discard that leaves the tanki on 5p, and is refused', () => {
    const { state, choices } = untilTurn(start(spec), 1);
    expect(view(state, 1).drawn).toBe('9m');
    // throwing a 5p leaves a live 9m tanki; throwing the 9m leaves a wait on a fifth 5p only
    expect(choices.riichi).toEqual(['5p']);
    const r = apply(state, 1, { type: 'discard', tile: '9m', riichi: true });
    expect(r.ok).toBe(false);
  });

  it('at the exhaustive draw it is noten and pays its noten payment', () => {
    let { state } = untilTurn(start(spec), 1);
    state = must(state, 1, { type: 'discard', tile: '9m' });
    const { result } = toEnd(state);
    expect(result.kind).toBe('draw');
    expect(result.reason).toBe('fanpai');
    expect(result.tenpai).toEqual([false, false, true, false]);
    expect(result.deltas).toEqual([-1000, -1000, 3000, -1000]);
    expect(result.tenpaiHands.map((x) => x.seat)).toEqual([2]);
  });

  it('as the dealer it is noten: the deal passes on', () => {
    const dealerSpec: StackSpec = { players: 4, hands: [FOUR_CLOSED, LIVE_5S8S, JUNK0, JUNK3], draws: '9m' };
    let { state, choices } = untilTurn(start(dealerSpec), 0);
    expect(choices.riichi).toEqual(['5p']);
    state = must(state, 0, { type: 'discard', tile: '9m' });
    const { state: end, result } = toEnd(state);
    expect(result.dealerTenpai).toBe(false);
    expect(result.deltas).toEqual([-1000, 3000, -1000, -1000]);
    const next = nextHand(end);
    if (!next.ok) throw new Error(next.message);
    expect(progress(next.state)).toMatchObject({ ju: 1, ben: 1 });
  });

  it('with a live wait beside the four (4p / 7p) riichi is offered, accepted and tenpai at the draw', () => {
    const live: StackSpec = { players: 4, hands: [JUNK0, FOUR_CLOSED_LIVE, LIVE_5S8S, JUNK3], draws: '1z7z' };
    let { state, choices } = untilTurn(start(live), 1);
    expect(choices.riichi).toContain('C');
    state = must(state, 1, { type: 'discard', tile: 'C', riichi: true });
    const { result } = toEnd(state);
    expect(result.tenpai).toEqual([false, true, true, false]);
    // two tenpai: 1500 from each noten seat to each tenpai seat; the riichi stick stays on the table
    expect(result.deltas).toEqual([-1500, 1500 - 1000, 1500, -1500]);
    expect(result.kyotaku).toBe(1);
  });
});

describe('every copy of the wait in the seat’s own closed kan (tenpai in form, as Mahjong Soul)', () => {
  const spec = (s1: string): StackSpec => ({
    players: 4,
    hands: [JUNK0, s1, LIVE_5S8S, JUNK3],
    draws: '1z9s',
    rinshan: '1s',
  });

  it('46p kanchan beside a 5p kan: riichi offered and accepted, tenpai at the draw, paid as tenpai', () => {
    const { state, riichiOffered, accepted } = kanThenRiichi(start(spec(KAN_46P)), 1, '5p', '9s');
    expect(riichiOffered).toContain('9s');
    expect(accepted).toBe(true);
    const v = view(state, 1);
    expect(v.seats[1].melds[0].tiles).toEqual(['5p', '5p', '5p', '5p']);
    expect(v.hand.slice().sort()).toEqual(['1m', '1s', '1s', '2m', '3m', '4m', '4p', '5m', '6m', '6p'].sort());
    const { result } = toEnd(state);
    expect(result.kind).toBe('draw');
    expect(result.tenpai).toEqual([false, true, true, false]);
    expect(result.deltas).toEqual([-1500, 1500 - 1000, 1500, -1500]);
    expect(result.tenpaiHands.map((x) => x.seat)).toEqual([1, 2]);
  });

  it('67p beside a 5p kan (5p dead, 8p live): riichi accepted, tenpai at the draw', () => {
    const { state, accepted } = kanThenRiichi(start(spec(KAN_67P)), 1, '5p', '9s');
    expect(accepted).toBe(true);
    const { result } = toEnd(state);
    expect(result.tenpai).toEqual([false, true, true, false]);
    expect(result.deltas).toEqual([-1500, 1500 - 1000, 1500, -1500]);
  });

  it('without riichi the kan-karaten seat is still tenpai: noten seats pay it', () => {
    let { state } = untilTurn(start(spec(KAN_46P)), 1);
    state = must(state, 1, { type: 'ankan', tile: '5p' });
    ({ state } = untilTurn(state, 1));
    state = must(state, 1, { type: 'discard', tile: '9s' });
    const { result } = toEnd(state);
    expect(result.tenpai).toEqual([false, true, true, false]);
    expect(result.deltas).toEqual([-1500, 1500, 1500, -1500]);
  });

  it('as the dealer it is tenpai: the deal repeats', () => {
    const dealer: StackSpec = { players: 4, hands: [KAN_46P, LIVE_5S8S, JUNK0, JUNK3], draws: '9s', rinshan: '1s' };
    const { state, accepted } = kanThenRiichi(start(dealer), 0, '5p', '9s');
    expect(accepted).toBe(true);
    const { state: end, result } = toEnd(state);
    expect(result.dealerTenpai).toBe(true);
    expect(result.tenpai).toEqual([true, true, false, false]);
    expect(result.deltas).toEqual([1500 - 1000, 1500, -1500, -1500]);
    const next = nextHand(end);
    if (!next.ok) throw new Error(next.message);
    expect(progress(next.state)).toMatchObject({ ju: 0, ben: 1 });
  });

  it('nagashi mangan replaces the noten payments; the kan-karaten dealer still counts tenpai for renchan', () => {
    // live draws go round the seats in turn (a kan takes its replacement from the dead wall): seat 3 draws only
    // terminals and honours and throws them back, the other seats never do
    const pick = (i: number, avail: (x: number) => boolean) => {
      for (let x = 0; x < 34; x++) if (avail(x) && isYaochu(x) === (i % 4 === 3)) return x;
      return -1;
    };
    const hands = [KAN_46P, LIVE_5S8S, JUNK0, JUNK3];
    const st = start({ players: 4, hands, draws: '9s7p8p4z', rinshan: '1s', pick }, {});
    const { state, accepted } = kanThenRiichi(st, 0, '5p', '9s');
    expect(accepted).toBe(true);
    const { state: end, result } = toEnd(state);
    expect(result.reason).toBe('nagashimangan');
    expect(result.tenpai).toEqual([true, true, false, false]);
    expect(result.dealerTenpai).toBe(true);
    // seat 3's mangan tsumo: 4000 from the dealer, 2000 from each other seat; the dealer's riichi stick stays out
    expect(result.deltas).toEqual([-4000 - 1000, -2000, -2000, 8000]);
    const next = nextHand(end);
    if (!next.ok) throw new Error(next.message);
    expect(progress(next.state)).toMatchObject({ ju: 0, ben: 1 });
  });
});

describe('robots on these positions', () => {
  // the kan position's seat is scripted to declare the kan; the robot decides from the replacement draw on
  const positions: [string, StackSpec, boolean][] = [
    ['four 5p in the closed hand', { players: 4, hands: [JUNK0, FOUR_CLOSED, LIVE_5S8S, JUNK3], draws: '1z9m' }, false],
    [
      '46p beside its 5p kan',
      { players: 4, hands: [JUNK0, KAN_46P, LIVE_5S8S, JUNK3], draws: '1z9s', rinshan: '1s' },
      true,
    ],
  ];
  for (const [name, spec, kanFirst] of positions)
    for (const level of [1, 2])
      it(`${name}, level ${level}: its riichi is one the choices offer, and it is tenpai at the draw or wins`, () => {
        let s = start(spec);
        if (kanFirst) s = must(untilTurn(s, 1).state, 1, { type: 'ankan', tile: '5p' });
        let riichis = 0;
        while (phase(s) === 'turn' || phase(s) === 'claim') {
          const ch = legalActions(s)[0];
          if (ch.seat !== 1 || !ch.discard) {
            s = must(s, ch.seat, quietAction(s, ch));
            continue;
          }
          const a = robotAction(view(s, 1), level);
          if (a.type === 'discard' && a.riichi) {
            riichis++;
            expect(ch.riichi).toContain(a.tile);
          }
          s = must(s, 1, a);
        }
        const res = lastHand(s) as RoundResult;
        expect(riichis).toBe(1);
        // the live tanki may come in: then it wins instead
        expect(res.kind === 'draw' ? res.tenpai[1] : res.winners.includes(1)).toBe(true);
      });
});

describe('a tanki beside its own pon (all four copies held, three of them called)', () => {
  it('is tenpai in form', () => {
    const p = newSeat(0);
    // pon of 9s (ids 104..106) and the fourth 9s in hand: waits on 9s only
    p.melds.push({ kind: 'pon', type: 26, ids: [104, 105, 106], called: 106, from: 3 });
    for (const id of [0, 4, 8, 12, 16, 20, 36, 40, 44, 107]) addTile(p, id); // 123m 456m 123p 9s
    refresh(p);
    expect(p.waits[26]).toBe(1);
    expect(p.waitCount).toBe(1);
    expect(isTenpai(p)).toBe(true);
  });
});

/** A closed seat built from a complete hand with one tile taken out (so it is often tenpai, sometimes karaten). */
interface Built {
  seat: SeatState;
  /** a type the seat may still draw (fewer than four in its hand and kans), or -1 */
  extra: number;
  /** the removed type's other copies are all in the seat's closed kans / closed hand */
  deadInKan: boolean;
  deadInHand: boolean;
}

const groupArb = fc.record({ kind: fc.constantFrom('seq', 'trip', 'kan'), t: fc.integer({ min: 0, max: 33 }) });
const builtArb = fc
  .record({
    pair: fc.integer({ min: 0, max: 33 }),
    groups: fc.array(groupArb, { minLength: 4, maxLength: 4 }),
    remove: fc.nat(),
    extra: fc.nat(),
  })
  .map(({ pair, groups, remove, extra }): Built | null => {
    const hand = new Array<number>(34).fill(0);
    const kans: number[] = [];
    hand[pair] += 2;
    for (const g of groups) {
      if (g.kind === 'seq' && g.t < 27 && g.t % 9 <= 6) for (let d = 0; d < 3; d++) hand[g.t + d]++;
      else if (g.kind === 'kan') kans.push(g.t);
      else hand[g.t] += 3;
    }
    const total = hand.map((c, t) => c + 4 * kans.filter((k) => k === t).length);
    const fives = total.filter((c) => c === 5).length;
    if (total.some((c) => c > 5) || fives > 1) return null;
    // take out a copy of the type held five times (a karaten wait), else any tile
    let out = total.indexOf(5);
    if (out < 0) {
      const held = hand.flatMap((c, t) => Array<number>(c).fill(t));
      out = held[remove % held.length];
    }
    if (hand[out] === 0) return null;
    hand[out]--;
    total[out]--;
    if (total.some((c) => c > 4)) return null;
    const p = newSeat(0);
    const used = new Array<number>(34).fill(0);
    const id = (t: number) => t * 4 + used[t]++;
    for (const k of kans) {
      const ids = [id(k), id(k), id(k), id(k)];
      p.melds.push({ kind: 'ankan', type: k, ids, called: -1, from: -1 });
    }
    for (let t = 0; t < 34; t++) for (let j = 0; j < hand[t]; j++) addTile(p, id(t));
    refresh(p);
    const free = total.flatMap((c, t) => (c < 4 ? [t] : []));
    return {
      seat: p,
      extra: free.length ? free[extra % free.length] : -1,
      deadInKan: total[out] === 4 && kans.includes(out),
      deadInHand: total[out] === 4 && hand[out] === 4,
    };
  })
  .filter((b): b is Built => b !== null);

describe('properties: riichi legality and tenpai at the draw are one rule', () => {
  it('tenpai at the draw is exactly: some tile completes the hand that its closed hand holds fewer than four of', () => {
    let kanKaraten = 0;
    let handKaraten = 0;
    fc.assert(
      fc.property(builtArb, ({ seat: p, deadInKan, deadInHand }) => {
        const counts = Uint8Array.from(p.counts);
        let byRule = false;
        for (let t = 0; t < 34 && !byRule; t++) {
          if (counts[t] >= 4) continue;
          counts[t]++;
          if (shanten(counts, p.melds.length) === -1) byRule = true;
          counts[t]--;
        }
        expect(isTenpai(p)).toBe(byRule);
        expect(p.shanten === 0).toBe(byRule);
        if (deadInKan && isTenpai(p)) kanKaraten++;
        if (deadInHand) handKaraten++;
      }),
      { numRuns: 3000 },
    );
    // the generator does reach both karaten shapes
    expect(kanKaraten).toBeGreaterThan(0);
    expect(handKaraten).toBeGreaterThan(0);
  });

  it('riichi is offered on a discard exactly when the hand it leaves is tenpai at a draw', () => {
    fc.assert(
      fc.property(builtArb, ({ seat: p, extra }) => {
        fc.pre(extra >= 0);
        // the next unused id of that type (it has no kan: fewer than four are held)
        addTile(p, extra * 4 + p.counts[extra]);
        const held = [...new Set(p.hand.map((id) => id >> 2))];
        for (const t of held) {
          const offered = riichiDiscardKeepsTenpai(p, t);
          const id = p.hand.find((x) => x >> 2 === t) as number;
          removeTile(p, id);
          refresh(p);
          expect(offered).toBe(isTenpai(p));
          addTile(p, id);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('robots only riichi where the engine allows it, and every riichi seat is tenpai at an exhaustive draw', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(1, 11), fc.constantFrom(1, 2), (seed, rt, level) => {
        let state: GameState = newGame({ seed, roundType: rt }).state;
        while (phase(state) !== 'game_end') {
          if (phase(state) === 'hand_end') {
            const res = lastHand(state) as RoundResult;
            if (res.kind === 'draw') {
              const seats = (state as MachineState).hand?.seats ?? [];
              for (const s of seats) if (s.riichi) expect(res.tenpai[s.seat]).toBe(true);
            }
            const r = nextHand(state);
            if (!r.ok) throw new Error(r.message);
            state = r.state;
            continue;
          }
          const seat = legalActions(state)[0].seat;
          // apply refuses an illegal riichi: must() throws
          state = must(state, seat, robotAction(view(state, seat), level));
        }
      }),
      { numRuns: 6 },
    );
  });
});
