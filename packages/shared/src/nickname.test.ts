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

  it('asks for at least one visible character: blanks, fillers, zero-width characters or combining marks alone are refused', () => {
    const invisible = [
      '\u2800', // braille pattern blank (a symbol to Unicode)
      '\u2800\u2800\u2800',
      '\u0301', // combining acute accent
      '\u0301\u0308\u20dd', // combining marks only
      '\u3164', // Hangul filler (a letter to Unicode)
      '\u115f\u1160',
      '\uffa0', // half-width Hangul filler
      '\u200b', // zero-width space
      '\u200b\u200c\u2060',
      '\u{1d159}', // musical symbol null notehead
      'Alice\u2800', // a blank beside visible letters still hides something
      '\u2800 Bob',
    ];
    for (const n of invisible) expect(nicknameProblem(n), JSON.stringify(n)).toBe('invisible');
    for (const n of ['Alice', '雀士', 'ｱﾘｽ', 'Zoe\u0308', 'e\u0301clair', '⠁⠃', '♠'])
      expect(nicknameProblem(n), JSON.stringify(n)).toBeNull();
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
