/** Legal actions on fixed positions (stacked walls, dealer seat 0), checked through the public step machine. */
import { describe, expect, it } from 'vitest';
import type { RuleInput } from '../rules.js';
import { type StackSpec, stackWall } from '../test-kit.js';
import { legalActions } from './choices.js';
import { newGame } from './lifecycle.js';
import { tilesLeft } from './read.js';
import { apply, terminate } from './transitions.js';
import type { Action, GameState, SeatChoices } from './types.js';
import { view } from './view.js';

const DEALER = '469m134p14s23467z'; // holds 1s and 4s
const PINFU_1S4S = '234m567p678s23s99p'; // waits 1s / 4s
const JUNK3 = '258m369p59s555z11z';
const JUNK4 = '147m258p36s666z77z';

function start(spec: StackSpec, rule: RuleInput = {}, initPoints?: number[]): GameState {
  const n = spec.players;
  const config = {
    seed: 1,
    roundType: n === 4 ? 1 : 11,
    rule: { dora_count: spec.redFives ?? (n === 4 ? 3 : 2), ...rule },
    initPoints,
  };
  return newGame(config, { wall: stackWall(spec) }).state;
}

/** Every other seat asked in a claim window passes, then `seat` does `action` (and a claim answer closes it). */
function act(state: GameState, seat: number, action: Action): GameState {
  let s = state;
  for (let c = legalActions(s).find((x) => x.pass && x.seat !== seat); c; ) {
    const r = apply(s, c.seat, { type: 'pass' });
    if (!r.ok) throw new Error(r.message);
    s = r.state;
    c = legalActions(s).find((x) => x.pass && x.seat !== seat);
  }
  const r = apply(s, seat, action);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)}: ${r.message}`);
  return ['pass', 'ron', 'chi', 'pon', 'daiminkan'].includes(action.type) ? settle(r.state) : r.state;
}

/** Pass every open claim. */
function settle(state: GameState): GameState {
  let s = state;
  for (let c = legalActions(s).find((x) => x.pass); c; c = legalActions(s).find((x) => x.pass)) {
    const r = apply(s, c.seat, { type: 'pass' });
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

const choicesOf = (state: GameState, seat: number): SeatChoices | undefined =>
  legalActions(state).find((c) => c.seat === seat);
const sortPairs = (xs: [string, string][] | undefined) => (xs ?? []).map((p) => p.join('+')).sort();

describe('chi', () => {
  const hands = (s1: string) => ['3m469m134p14s2346z', s1, JUNK3, JUNK4];

  it('offers every pair from the next seat, red fives as separate options', () => {
    let s = start({ players: 4, hands: hands('12405m19p19s1234z'), draws: '7z', dora: '7z' });
    s = act(s, 0, { type: 'discard', tile: '3m' });
    const c = choicesOf(s, 1);
    expect(sortPairs(c?.chi)).toEqual(['1m+2m', '2m+4m', '4m+5m', '4m+5mr'].sort());
    expect(c?.pass).toBe(true);
    // only the next seat may chi
    for (const other of legalActions(s).filter((x) => x.seat !== 1)) expect(other.chi).toBeUndefined();
    // taking the red five puts it into the meld
    s = act(s, 1, { type: 'chi', tiles: ['4m', '5mr'] });
    expect(view(s, 1).seats[1].melds[0]).toEqual({
      kind: 'chi',
      tiles: ['3m', '4m', '5mr'],
      calledTile: '3m',
      from: 0,
    });
    expect(view(s, 1).hand).toContain('5m');
  });

  it('without red fives a five is one option', () => {
    let s = start({ players: 4, hands: hands('124556m19p19s123z'), draws: '7z', dora: '7z', redFives: 0 });
    s = act(s, 0, { type: 'discard', tile: '3m' });
    expect(sortPairs(choicesOf(s, 1)?.chi)).toEqual(['1m+2m', '2m+4m', '4m+5m']);
  });

  it('kuikae: after chi the called tile and the other end of the run may not be discarded, unless enable_shiti', () => {
    const spec: StackSpec = { players: 4, hands: hands('3456m19p19s12345z'), draws: '7z', dora: '7z' };
    for (const allowed of [false, true]) {
      let s = start(spec, { enable_shiti: allowed });
      s = act(s, 0, { type: 'discard', tile: '3m' });
      s = act(s, 1, { type: 'chi', tiles: ['4m', '5m'] });
      const d = choicesOf(s, 1)?.discard ?? [];
      expect(view(s, 1).hand).toEqual(expect.arrayContaining(['3m', '6m']));
      if (allowed) expect(d).toEqual(expect.arrayContaining(['3m', '6m']));
      else {
        expect(d).not.toContain('3m');
        expect(d).not.toContain('6m');
        const r = apply(s, 1, { type: 'discard', tile: '6m' });
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.reason).toBe('illegal_action');
      }
    }
  });
});

describe('riichi', () => {
  const spec: StackSpec = { players: 4, hands: [PINFU_1S4S, DEALER, JUNK3, JUNK4], draws: '9m', dora: '5z' };

  it('is offered only with the discards that keep tenpai', () => {
    const s = start(spec);
    const c = choicesOf(s, 0);
    expect(c?.riichi).toEqual(['9m']);
    expect(c?.discard).toHaveLength(13);
    const bad = apply(s, 0, { type: 'discard', tile: '9p', riichi: true });
    expect(bad.ok).toBe(false);
    const ok = apply(s, 0, { type: 'discard', tile: '9m', riichi: true });
    expect(ok.ok).toBe(true);
  });

  it('needs a riichi stick of points', () => {
    const s = start(spec, {}, [900, 33000, 33000, 33100]);
    expect(choicesOf(s, 0)?.riichi).toBeUndefined();
    expect(apply(s, 0, { type: 'discard', tile: '9m', riichi: true }).ok).toBe(false);
    const s2 = start(spec, {}, [1000, 33000, 33000, 33000]);
    expect(choicesOf(s2, 0)?.riichi).toEqual(['9m']);
  });

  it('needs a closed hand', () => {
    // seat 1 pons white, then is tenpai on 1s; at its next draw riichi is not offered
    const hands = ['5z469m134p14s2346z', '55z234m567p678s19s', '258m369p159s1133z', JUNK4];
    let s = start({ players: 4, hands, draws: '7z', dora: '1z' });
    s = act(s, 0, { type: 'discard', tile: 'P' });
    s = act(s, 1, { type: 'pon', tiles: ['P', 'P'] });
    s = act(s, 1, { type: 'discard', tile: '9s' });
    s = settle(s);
    for (const seat of [2, 3, 0]) {
      s = act(s, seat, { type: 'discard', tile: view(s, seat).drawn as string });
      s = settle(s);
    }
    const c = choicesOf(s, 1);
    expect(c?.discard?.length).toBeGreaterThan(0);
    expect(c?.riichi).toBeUndefined();
  });
});

describe('furiten forbids ron', () => {
  const hands = [DEALER, PINFU_1S4S, JUNK3, JUNK4];
  const tsumogiri = (s: GameState, seat: number) =>
    act(s, seat, { type: 'discard', tile: view(s, seat).drawn as string });

  it('own discard: a wait in your river', () => {
    let s = start({ players: 4, hands, draws: '7p1s8m2p5m', dora: '5z' });
    s = act(s, 0, { type: 'discard', tile: '9m' });
    s = settle(s);
    expect(choicesOf(s, 1)?.tsumo).toBe(true);
    s = act(s, 1, { type: 'discard', tile: '1s' });
    s = settle(s);
    expect(view(s, 1).furiten).toBe(true);
    s = tsumogiri(s, 2);
    s = settle(s);
    s = tsumogiri(s, 3);
    s = settle(s);
    s = act(s, 0, { type: 'discard', tile: '4s' });
    expect(choicesOf(s, 1)?.ron).toBeUndefined();
  });

  it('temporary: a passed winning tile blocks ron until your own next discard', () => {
    let s = start({ players: 4, hands, draws: '5m8m1s4s4s2p4s', dora: '5z' });
    s = tsumogiri(s, 0);
    s = settle(s);
    s = tsumogiri(s, 1);
    s = settle(s);
    s = act(s, 2, { type: 'discard', tile: '1s' });
    expect(choicesOf(s, 1)?.ron).toBe(true);
    s = act(s, 1, { type: 'pass' });
    s = settle(s);
    expect(view(s, 1).furiten).toBe(true);
    s = act(s, 3, { type: 'discard', tile: '4s' });
    expect(choicesOf(s, 1)?.ron).toBeUndefined();
    s = settle(s);
    s = act(s, 0, { type: 'discard', tile: '4s' });
    expect(choicesOf(s, 1)?.ron).toBeUndefined();
    s = settle(s);
    s = tsumogiri(s, 1);
    s = settle(s);
    expect(view(s, 1).furiten).toBe(false);
    s = act(s, 2, { type: 'discard', tile: '4s' });
    expect(choicesOf(s, 1)?.ron).toBe(true);
  });

  it('riichi: a passed winning tile blocks ron for the rest of the hand', () => {
    let s = start({ players: 4, hands, draws: '5m8m1s2p7p3z4s', dora: '5z' });
    s = tsumogiri(s, 0);
    s = settle(s);
    s = act(s, 1, { type: 'discard', tile: '8m', riichi: true });
    s = settle(s);
    s = act(s, 2, { type: 'discard', tile: '1s' });
    expect(choicesOf(s, 1)?.ron).toBe(true);
    s = act(s, 1, { type: 'pass' });
    s = settle(s);
    for (const seat of [3, 0, 1]) {
      s = tsumogiri(s, seat);
      s = settle(s);
    }
    expect(view(s, 1).furiten).toBe(true);
    s = act(s, 2, { type: 'discard', tile: '4s' });
    expect(choicesOf(s, 1)?.ron).toBeUndefined();
  });
});

describe('kans', () => {
  it('chankan: an added kan is offered for ron, and only for ron', () => {
    const hands = ['5p258m369p147s234z', '55p9m1234567z179s', '46p123m789m234s99s', '147m268p36s666z77z'];
    let s = start({ players: 4, hands, draws: '3z2m3m4m5p', dora: '1z' });
    s = act(s, 0, { type: 'discard', tile: '5p' });
    s = act(s, 1, { type: 'pon', tiles: ['5p', '5p'] });
    s = act(s, 1, { type: 'discard', tile: '9m' });
    s = settle(s);
    for (const seat of [2, 3, 0]) {
      s = act(s, seat, { type: 'discard', tile: view(s, seat).drawn as string });
      s = settle(s);
    }
    // the fourth 5p is the red one (the plain ones are in the pon and seat 0's river)
    expect(choicesOf(s, 1)?.kakan).toEqual(['5pr']);
    s = act(s, 1, { type: 'kakan', tile: '5pr' });
    expect(legalActions(s)).toEqual([{ seat: 2, pass: true, ron: true }]);
    const v = view(s, 2);
    expect(v.phase).toBe('claim');
    expect(v.claim).toEqual({ tile: '5pr', from: 1, source: 'kakan' });
    s = act(s, 2, { type: 'ron' });
    expect(view(s, 2).lastHand?.wins[0].yaku.map((y) => y.name)).toContain('Chankan');
  });

  it('no kan (and no call) after the last tile', () => {
    // seat 1 holds four East from the deal; everyone throws back what they draw; seat 1 draws the last tile
    const hands = ['19m19p19s2345677z', '1111z258m369p147s', '258m369p258s2233z', '147m258p369s4455z'];
    let s = start({ players: 4, hands, dora: '2z' });
    s = act(s, 0, { type: 'discard', tile: view(s, 0).drawn as string });
    s = settle(s);
    expect(choicesOf(s, 1)?.ankan).toEqual(['E']);
    while (tilesLeft(s) > 0) {
      const seat = legalActions(s)[0].seat;
      s = act(s, seat, { type: 'discard', tile: view(s, seat).drawn as string });
      s = settle(s);
    }
    const last = choicesOf(s, 1);
    expect(view(s, 1).tilesLeft).toBe(0);
    expect(last?.ankan).toBeUndefined();
    expect(apply(s, 1, { type: 'ankan', tile: 'E' }).ok).toBe(false);
    s = act(s, 1, { type: 'discard', tile: view(s, 1).drawn as string });
    for (const c of legalActions(s)) {
      expect(c.pon).toBeUndefined();
      expect(c.chi).toBeUndefined();
      expect(c.daiminkan).toBeUndefined();
    }
  });
});

describe('kita', () => {
  it('three players: a North in hand may be set aside; four players never', () => {
    const s = start({
      players: 3,
      hands: ['4z19m123p456p789s2s', '19m19p258s123567z', '234p567p678s2345s'],
      dora: '7z',
    });
    expect(choicesOf(s, 0)?.kita).toBe(true);
    const r = apply(s, 0, { type: 'kita' });
    expect(r.ok).toBe(true);
    if (r.ok) {
      const v = view(r.state, 0);
      expect(v.seats[0].kita).toBe(1);
      expect(v.drawn).not.toBeNull();
      expect(r.events.some((e) => e.event.type === 'kita' && e.to === 'all')).toBe(true);
    }
    const four = start({ players: 4, hands: ['4z258m369p147s234z', PINFU_1S4S, JUNK3, JUNK4], dora: '5z' });
    expect(choicesOf(four, 0)?.kita).toBeUndefined();
    expect(apply(four, 0, { type: 'kita' }).ok).toBe(false);
  });
});

describe('refusals', () => {
  it('out of turn, illegal, already answered and game over change nothing', () => {
    // seat 1 may chi the 3m and seat 3 may pon it
    const hands = ['3m469m134p14s2346z', '124556m19p19s123z', JUNK3, '133m258p36s666z77z'];
    const s = start({ players: 4, hands, draws: '7z', dora: '7z' });
    const before = JSON.stringify(s);
    const r1 = apply(s, 2, { type: 'discard', tile: '2m' });
    expect(r1.ok === false && r1.reason).toBe('not_your_turn');
    const r2 = apply(s, 0, { type: 'discard', tile: '9s' });
    expect(r2.ok === false && r2.reason).toBe('illegal_action');
    const r3 = apply(s, 0, { type: 'ron' });
    expect(r3.ok === false && r3.reason).toBe('illegal_action');
    expect(JSON.stringify(s)).toBe(before);
    const claim = act(s, 0, { type: 'discard', tile: '3m' });
    expect(choicesOf(claim, 1)?.chi?.length).toBeGreaterThan(0);
    expect(choicesOf(claim, 3)?.pon).toEqual([['3m', '3m']]);
    const passed = apply(claim, 1, { type: 'pass' });
    if (!passed.ok) throw new Error(passed.message);
    expect(legalActions(passed.state).map((c) => c.seat)).toEqual([3]);
    const again = apply(passed.state, 1, { type: 'pass' });
    expect(again.ok === false && again.reason).toBe('already_answered');
    const over = terminate(passed.state);
    if (!over.ok) throw new Error(over.message);
    const late = apply(over.state, 3, { type: 'pass' });
    expect(late.ok === false && late.reason).toBe('game_over');
  });
});
