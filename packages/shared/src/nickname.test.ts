import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX, nicknameProblem, PASSWORD_MIN, passwordOk } from './nickname.js';

describe('nicknames', () => {
  it('accepts ordinary names in the five languages, counted in characters', () => {
    for (const n of ['Alice', '雀士小明', '麻雀太郎', '작사', 'A.B-C_d', 'Mr Smith', '🀄'.repeat(NICKNAME_MAX)])
      expect(nicknameProblem(n), n).toBeNull();
  });

  it('refuses empty, long, invisible, control, bidi and filler-only names', () => {
    expect(nicknameProblem('  ')).toBe('length');
    expect(nicknameProblem('x'.repeat(NICKNAME_MAX + 1))).toBe('length');
    for (const n of ['\u200b', '\u3164\u3164', 'a\u202eb', 'a\tb', 'a\u0000b', 'a  b', 'x\ufeffx', '\u115f'])
      expect(nicknameProblem(n), JSON.stringify(n)).toBe('invisible');
  });

  it('never accepts a name containing a format or control character (property)', () => {
    const bad = fc.constantFrom('\u200b', '\u200d', '\u202e', '\u2066', '\u0000', '\u001b', '\u007f', '\u3164');
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), bad, fc.string({ maxLength: 6 }), (a, b, c) => {
        expect(nicknameProblem(`x${a}${b}${c}x`)).not.toBeNull();
      }),
    );
  });

  it('takes passwords of at least the CLI minimum', () => {
    expect(passwordOk('x'.repeat(PASSWORD_MIN - 1))).toBe(false);
    expect(passwordOk('x'.repeat(PASSWORD_MIN))).toBe(true);
  });
});
