import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToLength, textLength } from './text-length.js';

describe('textLength (what a person sees)', () => {
  it('counts emoji, flags, families, skin tones and combining marks as one character each', () => {
    expect(textLength('🀄'.repeat(13))).toBe(13); // mahjong tiles: 26 UTF-16 units
    expect(textLength('👨‍👩‍👧‍👦')).toBe(1); // ZWJ family: 7 code points
    expect(textLength('🇯🇵🇨🇳')).toBe(2);
    expect(textLength('👍🏽')).toBe(1);
    expect(textLength('é')).toBe(1); // e + combining acute
    expect(textLength('한국어')).toBe(3);
    expect(textLength('\u1112\u1161\u11ab')).toBe(1); // conjoining jamo: one syllable
    expect(textLength('雀士 Alice')).toBe(8);
    expect(textLength('a\r\nb')).toBe(3);
    expect(textLength('')).toBe(0);
  });

  it('never counts more than code points nor fewer than one per cluster start (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const n = textLength(s);
        expect(n).toBeLessThanOrEqual([...s].length);
        expect(n).toBeGreaterThanOrEqual(s.length > 0 ? 1 : 0);
        expect(textLength(s + s)).toBeLessThanOrEqual(2 * n);
      }),
    );
  });

  it('cuts after whole characters', () => {
    expect(cutToLength('👨‍👩‍👧‍👦🀄🀄', 2)).toEqual({ text: '👨‍👩‍👧‍👦🀄', cut: true });
    expect(cutToLength('abc', 3)).toEqual({ text: 'abc', cut: false });
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (s, max) => {
        const { text, cut } = cutToLength(s, max);
        expect(s.startsWith(text)).toBe(true);
        expect(textLength(text)).toBe(Math.min(max, textLength(s)));
        expect(cut).toBe(textLength(s) > max);
      }),
    );
  });
});
