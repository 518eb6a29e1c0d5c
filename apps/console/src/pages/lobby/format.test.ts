import { describe, expect, it } from 'vitest';
import { lobbyRange, lobbyTime } from './format';

describe('lobby times', () => {
  it('reads as a date and a time, and a line may break only between them or around the dash of a range', () => {
    const t = lobbyTime(1_764_345_600);
    expect(t.replace(/\u2060/g, '')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // every hyphen is followed by a word joiner, so the date stays on one line
    expect(t.match(/-(?!\u2060)/g)).toBeNull();
    expect(lobbyRange(1_764_345_600, 1_764_432_000).split(' ')).toHaveLength(5);
  });
});
