import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charCount, firstItems, shortNickname } from './display';

describe('display rules', () => {
  it('cuts nicknames to 3 characters plus an ellipsis, counting emoji and CJK as one', () => {
    expect(shortNickname('Alexandra')).toBe('Ale…');
    expect(shortNickname('Bob')).toBe('Bob');
    expect(shortNickname('一姬大人')).toBe('一姬大…');
    expect(shortNickname('👨‍👩‍👧👍🏽ab')).toBe('👨‍👩‍👧👍🏽a…');
  });

  it('counts a remark as people count it', () => {
    expect(charCount('👨‍👩‍👧'.repeat(25))).toBe(25);
    expect(charCount('决赛桌')).toBe(3);
  });

  it('keeps at most five items and says whether there were more', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), (xs) => {
        const { shown, more } = firstItems(xs);
        expect(shown).toEqual(xs.slice(0, 5));
        expect(more).toBe(xs.length > 5);
      }),
    );
  });
});
