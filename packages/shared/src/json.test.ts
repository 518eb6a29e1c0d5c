import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson, parseJsonList, parseJsonOr } from './json.js';

describe('parseJson', () => {
  it('reads JSON and answers undefined for anything else', () => {
    expect(parseJson('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(parseJson('null')).toBeNull();
    expect(parseJson('')).toBeUndefined();
    expect(parseJson('{"a":')).toBeUndefined();
    expect(parseJson('undefined')).toBeUndefined();
  });

  it('gives back every JSON value it is handed as text (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseJson(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('never throws (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseJson(text)).not.toThrow();
      }),
    );
  });
});

describe('parseJsonOr and parseJsonList', () => {
  it('fall back for malformed text and null', () => {
    expect(parseJsonOr('{"x":1}', {})).toEqual({ x: 1 });
    expect(parseJsonOr('nope', { x: 0 })).toEqual({ x: 0 });
    expect(parseJsonOr('null', { x: 0 })).toEqual({ x: 0 });
    expect(parseJsonOr('0', 5)).toBe(0);
    expect(parseJsonList('[1,2]')).toEqual([1, 2]);
    expect(parseJsonList('{"0":1}')).toEqual([]);
    expect(parseJsonList('null')).toEqual([]);
    expect(parseJsonList('[')).toEqual([]);
  });
});
