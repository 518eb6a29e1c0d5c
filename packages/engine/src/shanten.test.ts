/** Our shanten against majiang-core's, and the fast paths against brute force. */
import Majiang from '@kobalab/majiang-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discardShanten, discardUkeire, shanten, ukeire, waits } from './shanten.js';

/** n distinct physical tiles (0..135) → per-type counts. */
const handArb = (n: number) =>
  fc.uniqueArray(fc.integer({ min: 0, max: 135 }), { minLength: n, maxLength: n }).map((ids) => {
    const c = new Uint8Array(34);
    for (const id of ids) c[id >> 2]++;
    return c;
  });

function mjc(c: Uint8Array, openMelds: number): string {
  let s = '';
  for (let su = 0; su < 4; su++) {
    let d = '';
    for (let i = 0; i < (su === 3 ? 7 : 9); i++) d += String(i + 1).repeat(c[su * 9 + i]);
    if (d) s += 'mpsz'[su] + d;
  }
  // placeholder open melds of tiles the random hand cannot hold more of
  const melds = [',z111=', ',z222=', ',z333=', ',z444='].slice(0, openMelds).join('');
  return s + melds;
}

function bruteUkeire(c: Uint8Array, melds: number, unseen: ArrayLike<number>): number {
  const sh = shanten(c, melds);
  let r = 0;
  for (let t = 0; t < 34; t++) {
    if (c[t] >= 4 || unseen[t] <= 0) continue;
    c[t]++;
    if (shanten(c, melds) < sh) r += unseen[t];
    c[t]--;
  }
  return r;
}

describe('shanten', () => {
  it('known hands', () => {
    const h = (x: string) => {
      const c = new Uint8Array(34);
      const map: Record<string, number> = { m: 0, p: 9, s: 18, z: 27 };
      for (const [, digits, suit] of x.matchAll(/(\d+)([mpsz])/g))
        for (const d of digits) c[map[suit] + Number(d) - 1]++;
      return c;
    };
    expect(shanten(h('123m456p789s11222z'), 0)).toBe(-1);
    expect(shanten(h('123m456p789s1112z'), 0)).toBe(0);
    expect(shanten(h('19m19p19s1234567z'), 0)).toBe(0);
    expect(shanten(h('1133m5577p2288s1z'), 0)).toBe(0);
    expect(shanten(h('147m258p369s1234z'), 0)).toBe(6);
  });

  it('agrees with majiang-core on random closed hands (13 and 14 tiles)', () => {
    fc.assert(
      fc.property(fc.oneof(handArb(13), handArb(14)), (c) => {
        expect(shanten(c, 0)).toBe(Majiang.Util.xiangting(Majiang.Shoupai.fromString(mjc(c, 0))));
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with majiang-core on random open hands', () => {
    // honors 1z–4z are used by the placeholder melds, so draw number tiles only
    const numbers = fc.uniqueArray(fc.integer({ min: 0, max: 107 }), { minLength: 7, maxLength: 8 }).map((ids) => {
      const c = new Uint8Array(34);
      for (const id of ids) c[id >> 2]++;
      return c;
    });
    fc.assert(
      fc.property(numbers, (c) => {
        expect(shanten(c, 2)).toBe(Majiang.Util.xiangting(Majiang.Shoupai.fromString(mjc(c, 2))));
      }),
      { numRuns: 2000 },
    );
  });

  it('discardShanten equals the shanten after each discard', () => {
    const out = new Int8Array(34);
    fc.assert(
      fc.property(handArb(14), (c) => {
        discardShanten(c, 0, out);
        for (let t = 0; t < 34; t++) {
          if (!c[t]) continue;
          c[t]--;
          expect(out[t]).toBe(shanten(c, 0));
          c[t]++;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('waits are exactly the completing tiles', () => {
    const out = new Uint8Array(34);
    fc.assert(
      fc.property(handArb(13), (c) => {
        waits(c, 0, out);
        for (let t = 0; t < 34; t++) {
          if (c[t] >= 4) continue;
          c[t]++;
          expect(out[t] === 1).toBe(shanten(c, 0) === -1);
          c[t]--;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('ukeire and per-discard ukeire match brute force, including hands holding four of a kind', () => {
    const unseen = new Int8Array(34).map((_, t) => (t * 7) % 5);
    const out = new Int32Array(34);
    const sc = new Int8Array(34);
    const withFour = fc.tuple(handArb(10), fc.integer({ min: 0, max: 33 })).map(([c, q]) => {
      const d = new Uint8Array(c);
      let extra = 4 - d[q];
      d[q] = 4;
      // keep 14 tiles: take the surplus off other types
      for (let t = 0; t < 34 && extra < 4; t++) {
        if (t !== q && d[t] > 0) {
          d[t]--;
          extra++;
        }
      }
      return d;
    });
    fc.assert(
      fc.property(fc.oneof(handArb(14), withFour), (c) => {
        const total = c.reduce((a, b) => a + b, 0);
        const melds = total === 14 ? 0 : total === 11 ? 1 : -1;
        if (melds < 0) return;
        discardShanten(c, melds, sc);
        const cands: number[] = [];
        for (let t = 0; t < 34; t++) if (c[t]) cands.push(t);
        discardUkeire(c, melds, cands, sc, unseen, out);
        for (const d of cands) {
          c[d]--;
          const ref = bruteUkeire(c, melds, unseen);
          expect(ukeire(c, melds, unseen)).toBe(ref);
          expect(out[d]).toBe(ref);
          c[d]++;
        }
      }),
      { numRuns: 400 },
    );
  });
});
