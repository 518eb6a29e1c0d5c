import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';
import { recordTagIssues, recordTagLabel } from './record-tags.js';

describe('record tag names (issue 29 #9)', () => {
  it('accepts numbers 1–9 once each with names of 1–20 characters as people count them', () => {
    expect(recordTagIssues([])).toEqual([]);
    expect(
      recordTagIssues([
        { tag: 9, name: ' Final ' },
        { tag: 1, name: '👨‍👩‍👧'.repeat(20) },
      ]),
    ).toEqual([]);
  });

  it('names each problem by entry and field, with the code the server answers', () => {
    expect(
      recordTagIssues([
        { tag: 0, name: 'a' },
        { tag: 2, name: '  ' },
        { tag: 2, name: 'x'.repeat(21) },
        { tag: 3, name: 'Ａ' },
      ]),
    ).toEqual([
      { index: 0, field: 'tag', code: ErrorCode.RECORD_TAG_NUMBER_INVALID },
      { index: 1, field: 'name', code: ErrorCode.RECORD_TAG_NAME_EMPTY },
      { index: 2, field: 'tag', code: ErrorCode.RECORD_TAG_NUMBER_INVALID },
      { index: 2, field: 'name', code: ErrorCode.RECORD_TAG_NAME_TOO_LONG },
      // full-width Ａ is a's width and case away from the first name
      { index: 3, field: 'name', code: ErrorCode.RECORD_TAG_NAME_DUPLICATE },
    ]);
  });

  it('labels a number by its name, else as unnamed; none for 0', () => {
    const names = [{ tag: 1, name: 'Final' }];
    const unnamed = (n: number) => `Tag ${n}`;
    expect(recordTagLabel(1, names, unnamed)).toBe('Final');
    expect(recordTagLabel(2, names, unnamed)).toBe('Tag 2');
    expect(recordTagLabel(0, names, unnamed)).toBe('');
  });
});
