import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  doraIndicators,
  drawLive,
  drawReplacement,
  flipIndicator,
  newWall,
  remaining,
  undrawn,
  uraIndicators,
} from './hand-wall.js';
import { handSeed, hashSeed } from './rng.js';
import { doraOf, mjaiName, parseMpsz, redConfig, redIds, toMpsz } from './tiles.js';

const t = (x: string) => parseMpsz(x).types[0];

describe('tiles', () => {
  it('parses and prints mpsz with red fives', () => {
    const p = parseMpsz('123m406p789s11z');
    expect(p.types.length).toBe(11);
    expect(p.reds.filter(Boolean).length).toBe(1);
    expect(toMpsz(p.types, p.reds)).toBe('123m406p789s11z');
    expect(() => parseMpsz('12')).toThrow();
    expect(() => parseMpsz('8z')).toThrow();
  });

  it('names tiles the mjai way', () => {
    expect(mjaiName(t('5m'), true)).toBe('5mr');
    expect(mjaiName(t('9s'))).toBe('9s');
    expect([1, 2, 3, 4, 5, 6, 7].map((d) => mjaiName(t(`${d}z`)))).toEqual(['E', 'S', 'W', 'N', 'P', 'F', 'C']);
  });

  it('dora follow their indicators, with 1m → 9m in three-player play', () => {
    expect(doraOf(t('9p'), 4)).toBe(t('1p'));
    expect(doraOf(t('4z'), 4)).toBe(t('1z'));
    expect(doraOf(t('7z'), 4)).toBe(t('5z'));
    expect(doraOf(t('1m'), 4)).toBe(t('2m'));
    expect(doraOf(t('1m'), 3)).toBe(t('9m'));
    expect(doraOf(t('9m'), 3)).toBe(t('1m'));
  });

  it('red five layouts by dora_count', () => {
    expect(redConfig(3, 4)).toEqual([1, 1, 1]);
    expect(redConfig(4, 4)).toEqual([1, 2, 1]);
    expect(redConfig(2, 3)).toEqual([0, 1, 1]);
    expect(redConfig(0, 4)).toEqual([0, 0, 0]);
    expect(redIds(redConfig(3, 4)).reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('wall', () => {
  it('always holds 136 / 108 distinct tiles, three-player without 2m–8m', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4) as fc.Arbitrary<3 | 4>, (seed, players) => {
        const w = newWall(seed, players);
        const size = players === 4 ? 136 : 108;
        expect(w.tiles.length).toBe(size);
        expect(new Set(w.tiles).size).toBe(size);
        if (players === 3) expect(w.tiles.some((id) => id >> 2 >= 1 && id >> 2 <= 7)).toBe(false);
        expect(remaining(w)).toBe(size - 14);
        // draw everything, with some replacement draws on the way: the census stays whole
        const drawn: number[] = [];
        let k = 0;
        let replacements = 0;
        while (remaining(w) > 0) {
          const rep = k++ % 9 === 0 && replacements < 8;
          if (rep) replacements++;
          drawn.push(rep ? drawReplacement(w) : drawLive(w));
        }
        const all = drawn.concat(undrawn(w));
        expect(all.length).toBe(size);
        expect(new Set(all).size).toBe(size);
      }),
      { numRuns: 50 },
    );
  });

  it('dora indicators flip in order, at most five', () => {
    const w = newWall(7, 4);
    const flipped = Array.from({ length: 6 }, () => flipIndicator(w));
    expect(flipped[5]).toBe(-1);
    expect(doraIndicators(w)).toEqual(flipped.slice(0, 5));
    expect(uraIndicators(w, 5).length).toBe(5);
    expect(new Set([...doraIndicators(w), ...uraIndicators(w, 5)]).size).toBe(10);
  });

  it('seeds: same seed, same wall; hand seeds differ by hand number', () => {
    expect(newWall(hashSeed('x'), 4).tiles).toEqual(newWall(hashSeed('x'), 4).tiles);
    expect(newWall(hashSeed('x'), 4).tiles).not.toEqual(newWall(hashSeed('y'), 4).tiles);
    expect(handSeed('g', 0)).not.toBe(handSeed('g', 1));
    expect(handSeed('g', 3)).toBe(handSeed('g', 3));
  });
});
