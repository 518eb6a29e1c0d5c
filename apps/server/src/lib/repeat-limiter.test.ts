import { describe, expect, it } from 'vitest';
import { RepeatLimiter } from './repeat-limiter.js';

describe('RepeatLimiter', () => {
  it('writes a key once a window, then reports how many were held back', () => {
    const l = new RepeatLimiter(1000, 10);
    expect(l.allow('a', 0)).toEqual({ write: true, suppressed: 0 });
    for (let i = 1; i <= 5; i++) expect(l.allow('a', i * 100).write).toBe(false);
    expect(l.allow('b', 600)).toEqual({ write: true, suppressed: 0 });
    expect(l.allow('a', 1000)).toEqual({ write: true, suppressed: 5 });
  });

  it('keeps at most maxKeys keys', () => {
    const l = new RepeatLimiter(1000, 3);
    for (const k of ['a', 'b', 'c', 'd']) l.allow(k, 0);
    // 'a' was forgotten: written again at once
    expect(l.allow('a', 1).write).toBe(true);
    expect(l.allow('d', 1).write).toBe(false);
  });
});
