/** Hand mechanics on stacked walls with scripted robots. Dealer is seat 0 throughout. */
import { describe, expect, it } from 'vitest';
import { census } from './hand-ops.js';
import type { MjaiEvent } from './log.js';
import type { MachineState } from './machine/state.js';
import { apply } from './machine/transitions.js';
import { advance } from './match.js';
import { kuikaeTypes } from './play-kuikae.js';
import { engineRule, type RuleInput } from './rules.js';
import { type Offer, playHand, type Script, type StackSpec } from './test-kit.js';
import { isYaochu, parseMpsz } from './tiles.js';

function play(spec: StackSpec, scripts: Script[], opts: { rule?: RuleInput; honba?: number; kyotaku?: number } = {}) {
  const n = spec.players;
  const out = playHand(spec, scripts, opts, (state, seat, action) => {
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.message}`);
    return r.state as MachineState;
  });
  const ids = census(out.round);
  expect(ids.length).toBe(n === 4 ? 136 : 108);
  expect(new Set(ids).size).toBe(ids.length);
  return out;
}

const types = (log: MjaiEvent[]) => log.map((e) => e.type);
const t = (x: string) => parseMpsz(x).types[0];

// Shared four-player hands for the ron tests.
const DEALER = '469m134p14s23467z'; // holds 1s and 4s
const PINFU_1S4S = '234m567p678s23s99p'; // waits 1s / 4s
const CHIITOI_1S = '1133m5577p2288s1s'; // waits 1s
const JUNK3 = '258m369p59s555z11z';
const JUNK4 = '147m258p36s666z77z';

describe('ron', () => {
  const spec = (s3: string): StackSpec => ({
    players: 4,
    hands: [DEALER, PINFU_1S4S, CHIITOI_1S, s3],
    draws: '5s',
    dora: '5z',
  });

  it('double ron: both winners are paid and take honba; the sticks go to the nearer winner', () => {
    const { result, log } = play(spec('258m369p47s555z11z'), [{ discards: ['1s'] }, {}, {}, {}], {
      honba: 1,
      kyotaku: 1,
    });
    expect(result.kind).toBe('win');
    expect(result.winners).toEqual([1, 2]);
    expect(types(log).filter((x) => x === 'hora')).toHaveLength(2);
    // pinfu 1000 + 300 honba + 1000 stick; chiitoitsu 1600 + 300 honba
    expect(result.deltas).toEqual([-3200, 2300, 1900, 0]);
    expect(result.kyotaku).toBe(0);
  });

  it('head bump: only the winner nearest the discarder', () => {
    const { result } = play(spec('258m369p47s555z11z'), [{ discards: ['1s'] }, {}, {}, {}], {
      honba: 1,
      kyotaku: 1,
      rule: { have_toutiao: true },
    });
    expect(result.winners).toEqual([1]);
    expect(result.deltas).toEqual([-1300, 2300, 0, 0]);
  });

  it('triple ron is an abortive draw when have_sanjiahele is on', () => {
    const { result, log } = play(spec('789m789p789s555z1s'), [{ discards: ['1s'] }, {}, {}, {}], {
      kyotaku: 1,
      rule: { have_sanjiahele: true },
    });
    expect(result.kind).toBe('abort');
    expect(result.reason).toBe('sanchaho');
    expect(result.deltas).toEqual([0, 0, 0, 0]);
    expect(result.kyotaku).toBe(1);
    expect(log.some((e) => e.type === 'hora')).toBe(false);
  });

  it('triple ron pays all three when allowed', () => {
    const { result } = play(spec('789m789p789s555z1s'), [{ discards: ['1s'] }, {}, {}, {}], { honba: 1 });
    expect(result.winners).toEqual([1, 2, 3]);
    // 789m 789p 789s 555z 11s: haku 1 + sanshoku 2 + chanta 2 = 5 han → mangan 8000 (+300)
    expect(result.deltas).toEqual([-1300 - 1900 - 8300, 1300, 1900, 8300]);
  });
});

describe('furiten', () => {
  const hands = [DEALER, PINFU_1S4S, JUNK3, JUNK4];

  it('discard furiten: a wait in your own river blocks ron', () => {
    const offers: Offer[] = [];
    play({ players: 4, hands, draws: '7p1s8m2p5m', dora: '5z' }, [
      { discards: ['9m', '4s'] },
      { tsumo: false, discards: ['1s'], offers },
      {},
      {},
    ]);
    expect(offers.filter((o) => o.canRon && o.tile === t('4s'))).toHaveLength(0);
  });

  it('same-turn furiten lasts until your own next discard', () => {
    const offers: Offer[] = [];
    let first = true;
    const claim = (o: Offer) => {
      if (!o.canRon) return { kind: 'pass' } as const;
      if (first) {
        first = false;
        return { kind: 'pass' } as const;
      }
      return { kind: 'ron' } as const;
    };
    // s0 5m, s1 8m, s2 draws 1s (s1 passes), s3 and s0 throw 4s (s1 not asked), s1 2p, s2 throws 4s → ron
    const { result } = play({ players: 4, hands, draws: '5m8m1s4s4s2p4s', dora: '5z' }, [
      {},
      { offers, claim },
      {},
      {},
    ]);
    const ronOffers = offers.filter((o) => o.canRon);
    expect(ronOffers.map((o) => [o.tile, o.from])).toEqual([
      [t('1s'), 2],
      [t('4s'), 2],
    ]);
    expect(result.winners).toEqual([1]);
    expect(result.loser).toBe(2);
  });

  it('riichi furiten: a passed winning tile blocks ron for the rest of the hand', () => {
    const offers: Offer[] = [];
    const claim = () => ({ kind: 'pass' }) as const;
    play({ players: 4, hands, draws: '5m8m1s2p7p3z4s', dora: '5z' }, [
      {},
      { discards: ['8m'], riichiAt: [0], offers, claim },
      {},
      {},
    ]);
    const ronOffers = offers.filter((o) => o.canRon);
    expect(ronOffers.map((o) => o.tile)).toEqual([t('1s')]);
  });
});

describe('draws', () => {
  it('exhaustive draw: one tenpai seat takes 1000 from each noten seat', () => {
    const quiet: Script = { tsumo: false, claim: () => ({ kind: 'pass' }) };
    const { result, log } = play(
      { players: 4, hands: [DEALER, PINFU_1S4S, JUNK3, JUNK4], dora: '5z' },
      [quiet, quiet, quiet, quiet],
      {
        rule: { have_liujumanguan: false },
      },
    );
    expect(result.kind).toBe('draw');
    expect(result.tenpai).toEqual([false, true, false, false]);
    expect(result.deltas).toEqual([-1000, 3000, -1000, -1000]);
    const ev = log.find((e) => e.type === 'ryukyoku');
    expect(ev && ev.type === 'ryukyoku' && ev.reason).toBe('fanpai');
  });

  it('nagashi mangan is paid as a mangan tsumo and replaces noten payments', () => {
    const quiet: Script = { tsumo: false, claim: () => ({ kind: 'pass' }) };
    const pick = (i: number, avail: (x: number) => boolean) => {
      const seat = i % 4;
      for (let x = 0; x < 34; x++) if (avail(x) && isYaochu(x) === (seat === 2)) return x;
      return -1;
    };
    const { result } = play({ players: 4, hands: [DEALER, PINFU_1S4S, JUNK3, JUNK4], dora: '5z', pick }, [
      quiet,
      quiet,
      quiet,
      quiet,
    ]);
    expect(result.reason).toBe('nagashimangan');
    expect(result.deltas).toEqual([-4000, -2000, 8000, -2000]);
  });

  it('nine terminals', () => {
    const { result } = play({ players: 4, hands: ['19m19p19s1234z558m', PINFU_1S4S, JUNK3, JUNK4], dora: '5z' }, [
      { abort: true },
      {},
      {},
      {},
    ]);
    expect(result.kind).toBe('abort');
    expect(result.reason).toBe('kyushukyuhai');
  });

  it('four winds', () => {
    const hands = ['1z258m369p147s235m', '1z234m567p678s23s9p', '1z2468m2468p2468s', '1z3579m3579p3579s'];
    const d: Script = { discards: ['1z'] };
    const { result } = play({ players: 4, hands, dora: '5z' }, [d, d, d, d]);
    expect(result.reason).toBe('suufonrenda');
  });

  it('four riichi (all double riichi)', () => {
    const hands = ['123m456m789m11p23p', '123s456s789s55p67p', '111z222z333z44z99m', '555z666z777z11s88s'];
    const r = (x: string): Script => ({ discards: [x], riichiAt: [0] });
    const { result, round } = play({ players: 4, hands, draws: '2s9p5m3s', dora: '7p' }, [
      r('2s'),
      r('9p'),
      r('5m'),
      r('3s'),
    ]);
    expect(result.reason).toBe('suuchariichi');
    expect(result.deltas).toEqual([-1000, -1000, -1000, -1000]);
    expect(result.kyotaku).toBe(4);
    expect(round.seats.map((s) => s.riichi)).toEqual([2, 2, 2, 2]);
  });
});

describe('kans, kita and dora timing', () => {
  it('closed kan flips its dora at once, before the replacement draw', () => {
    const { log } = play(
      { players: 4, hands: ['1111z258m369p479s', PINFU_1S4S, '258m369p59s555z22z', JUNK4], dora: '5z' },
      [{ kan: ['1z'] }, {}, {}, {}],
    );
    expect(types(log).slice(1, 5)).toEqual(['tsumo', 'ankan', 'dora', 'tsumo']);
  });

  it('open kan flips its dora after the discard, or at once with ming_dora_immediately_open', () => {
    const hands = ['7z258m369p147s234z', '777z258m369p457s9s', JUNK3, '147m258p36s666z11z'];
    const claim = (o: Offer) => (o.canMinkan ? ({ kind: 'minkan' } as const) : ({ kind: 'pass' } as const));
    const scripts = (): Script[] => [{ discards: ['7z'] }, { claim }, {}, {}];
    const late = play({ players: 4, hands, dora: '6z' }, scripts());
    expect(types(late.log).slice(1, 8)).toEqual(['tsumo', 'dahai', 'daiminkan', 'tsumo', 'dahai', 'dora', 'tsumo']);
    const early = play({ players: 4, hands, dora: '6z' }, scripts(), { rule: { ming_dora_immediately_open: true } });
    expect(types(early.log).slice(1, 7)).toEqual(['tsumo', 'dahai', 'daiminkan', 'dora', 'tsumo', 'dahai']);
  });

  it('robbing an added kan (chankan)', () => {
    const hands = ['5p258m369p147s234z', '55p9m1234567z179s', '46p123m789m234s99s', '147m268p36s666z77z'];
    // s2 waits on 5p without a yaku, so only the robbed kan (chankan) gives it one
    const s2claim = (o: Offer) => (o.canRon ? ({ kind: 'ron' } as const) : ({ kind: 'pass' } as const));
    const s1claim = (o: Offer) => (o.canPon ? ({ kind: 'pon' } as const) : ({ kind: 'pass' } as const));
    const { result, log } = play({ players: 4, hands, draws: '3z2m3m4m5p', dora: '1z' }, [
      { discards: ['5p'] },
      { claim: s1claim, discards: ['9m'], kan: ['5p'] },
      { claim: s2claim },
      {},
    ]);
    expect(types(log)).toContain('kakan');
    expect(result.winners).toEqual([2]);
    const hora = log.find((e) => e.type === 'hora');
    expect(hora && hora.type === 'hora' && hora.yakus.map((y) => y[0])).toContain('Chankan');
  });

  it('three-player kita: set aside, then a replacement draw', () => {
    const hands = ['4z19m123p456p789s2s', '19m19p258s123567z', '234p567p678s2345s'];
    const { log, round } = play({ players: 3, hands, dora: '7z' }, [{ kita: true }, {}, {}]);
    expect(types(log).slice(1, 4)).toEqual(['tsumo', 'kita', 'tsumo']);
    expect(round.seats[0].kita).toBeGreaterThanOrEqual(1);
  });

  it('a kita tile can be won on (here by a kokushi waiting on North)', () => {
    const hands = ['4z19m123p456p789s2s', '19m19p19s1235677z', '234p567p678s2345s'];
    const { log, result } = play({ players: 3, hands, dora: '7z' }, [{ kita: true }, {}, {}]);
    expect(types(log).slice(1, 4)).toEqual(['tsumo', 'kita', 'hora']);
    expect(result.winners).toEqual([1]);
    expect(result.wins[0].yakuman).toBe(1);
    // three-player non-dealer yakuman ron from the dealer: 32000
    expect(result.deltas).toEqual([-32000, 32000, 0]);
  });
});

describe('first-turn and kan yaku in play', () => {
  const yakuOf = (log: MjaiEvent[]) => {
    const h = log.find((e) => e.type === 'hora');
    return h && h.type === 'hora' ? h.yakus.map((y) => y[0]) : [];
  };

  it('double riichi on the first discard, then ippatsu ron', () => {
    const hands = [DEALER, PINFU_1S4S, JUNK3, JUNK4];
    const { result, log, round } = play({ players: 4, hands, draws: '5m8m1s', dora: '5z' }, [
      {},
      { discards: ['8m'], riichiAt: [0] },
      {},
      {},
    ]);
    expect(round.seats[1].riichi).toBe(2);
    expect(result.winners).toEqual([1]);
    expect(yakuOf(log)).toEqual(expect.arrayContaining(['Double Riichi', 'Ippatsu', 'Pinfu']));
    expect(types(log)).toContain('reach_accepted');
  });

  it('rinshan kaihou after a closed kan', () => {
    const hands = ['1111z234m567p88p3s', PINFU_1S4S, '258m369p59s555z22z', '147m258p36s666z77z'];
    const { result, log } = play({ players: 4, hands, draws: '4s', rinshan: '2s', dora: '5z' }, [
      { kan: ['1z'] },
      {},
      {},
      {},
    ]);
    expect(result.winners).toEqual([0]);
    expect(yakuOf(log)).toEqual(
      expect.arrayContaining(['Rinshan Kaihou', 'Menzen Tsumo', 'Round Wind East', 'Seat Wind East']),
    );
  });
});

describe('kuikae', () => {
  it('forbids the called tile and the other end of the run', () => {
    expect(kuikaeTypes(t('4m'), [t('5m'), t('6m')])).toEqual([t('4m'), t('7m')]);
    expect(kuikaeTypes(t('6m'), [t('4m'), t('5m')])).toEqual([t('6m'), t('3m')]);
    expect(kuikaeTypes(t('5m'), [t('4m'), t('6m')])).toEqual([t('5m')]);
    expect(kuikaeTypes(t('7s'), [t('8s'), t('9s')])).toEqual([t('7s')]);
    expect(kuikaeTypes(t('5z'), null)).toEqual([t('5z')]);
  });
});

describe('match flow (advance)', () => {
  const rule = engineRule(4);
  const pos = { chang: 0, ju: 0, ben: 0, winds: 2, players: 4 as const };
  const even = [25000, 25000, 25000, 25000];
  const win = (dealerWon: boolean) => ({ kind: 'win' as const, dealerWon, dealerTenpai: false });
  const draw = (dealerTenpai: boolean) => ({ kind: 'draw' as const, dealerWon: false, dealerTenpai });

  it('dealer win repeats with a honba; a non-dealer win passes the deal and clears honba', () => {
    expect(advance({ ...pos, ben: 2 }, win(true), even, rule)).toEqual({ chang: 0, ju: 0, ben: 3, end: null });
    expect(advance({ ...pos, ben: 2 }, win(false), even, rule)).toEqual({ chang: 0, ju: 1, ben: 0, end: null });
    expect(advance(pos, win(true), even, engineRule(4, { have_helelianzhuang: false }))).toEqual({
      chang: 0,
      ju: 1,
      ben: 0,
      end: null,
    });
  });

  it('draws add a honba; the deal repeats on dealer tenpai (switchable); abortive draws repeat', () => {
    expect(advance(pos, draw(true), even, rule)).toEqual({ chang: 0, ju: 0, ben: 1, end: null });
    expect(advance(pos, draw(false), even, rule)).toEqual({ chang: 0, ju: 1, ben: 1, end: null });
    expect(advance(pos, draw(true), even, engineRule(4, { have_tingpailianzhuang: false }))).toEqual({
      chang: 0,
      ju: 1,
      ben: 1,
      end: null,
    });
    expect(advance(pos, { kind: 'abort', dealerWon: false, dealerTenpai: false }, even, rule)).toEqual({
      chang: 0,
      ju: 0,
      ben: 1,
      end: null,
    });
  });

  it('moves to the next wind after the last dealer', () => {
    expect(advance({ ...pos, ju: 3 }, win(false), even, rule)).toEqual({ chang: 1, ju: 0, ben: 0, end: null });
  });

  it('all-last: ends on a non-dealer win when someone has the target; a top dealer at the target may stop', () => {
    const last = { ...pos, chang: 1, ju: 3 };
    expect(advance(last, win(false), [31000, 25000, 24000, 20000], rule).end).toBe('finished');
    expect(advance(last, win(true), [20000, 25000, 24000, 31000], rule).end).toBe('finished');
    expect(advance(last, win(true), [31000, 25000, 20000, 24000], rule).end).toBe(null);
    expect(advance(last, win(true), [20000, 25000, 24000, 31000], engineRule(4, { have_helezhongju: false })).end).toBe(
      null,
    );
    expect(advance(last, draw(true), [20000, 25000, 24000, 31000], rule).end).toBe('finished');
    expect(
      advance(last, draw(true), [20000, 25000, 24000, 31000], engineRule(4, { have_tingpaizhongju: false })).end,
    ).toBe(null);
  });

  it('sudden death: nobody at the target goes into the next wind, which ends as soon as someone has it', () => {
    const last = { ...pos, chang: 1, ju: 3 };
    expect(advance(last, win(false), even, rule)).toEqual({ chang: 2, ju: 0, ben: 0, end: null });
    expect(advance(last, win(false), even, engineRule(4, { have_nanruxiru: false })).end).toBe('finished');
    const west = { ...pos, chang: 2, ju: 1 };
    expect(advance(west, win(false), even, rule)).toEqual({ chang: 2, ju: 2, ben: 0, end: null });
    expect(advance(west, win(false), [30000, 25000, 25000, 20000], rule).end).toBe('finished');
    expect(advance({ ...pos, chang: 2, ju: 3 }, win(false), even, rule).end).toBe('finished');
  });

  it('east-only games and three players', () => {
    const east = { chang: 0, ju: 2, ben: 0, winds: 1, players: 3 as const };
    expect(advance(east, win(false), [35000, 35000, 35000], engineRule(3)).end).toBe(null);
    expect(advance(east, win(false), [35000, 35000, 35000], engineRule(3))).toMatchObject({ chang: 1, ju: 0 });
    expect(advance(east, win(false), [41000, 35000, 29000], engineRule(3)).end).toBe('finished');
  });

  it('busting ends the game when can_jifei is on', () => {
    expect(advance(pos, win(false), [50000, 25000, 26000, -1000], rule).end).toBe('bust');
    expect(advance(pos, win(false), [50000, 25000, 26000, -1000], engineRule(4, { can_jifei: false })).end).toBe(null);
    expect(advance(pos, win(false), [50000, 25000, 25000, 0], rule).end).toBe(null);
  });
});
