/**
 * Rules for what a person types when creating an account (registration, DESIGN section 9), shared by the server
 * (which enforces them with their own error codes) and the console (which checks before sending).
 */

/** Nickname length in characters (code points), after trimming. */
export const NICKNAME_MIN = 1;
export const NICKNAME_MAX = 16;
/** Password length, as the operator CLI's `account create` asks (at least 6). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/**
 * Characters that draw nothing though Unicode files them as letters or symbols: the Hangul fillers and the
 * half-width filler (letters), the braille blank U+2800 and the musical null notehead U+1D159 (symbols). Refused
 * anywhere in a nickname, as the invisible characters are: 'Alice' plus a blank would look like 'Alice'.
 */
const BLANKS = /[\u115F\u1160\u3164\uFFA0\u2800\u{1D159}]/u;
/** Control, format (zero-width, bidi overrides), line/paragraph separators, and any blank but a plain space. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]|[^\S ]/u;
/**
 * A character that shows by itself: a letter, digit, punctuation mark or symbol. Combining marks (\p{M}) do not
 * count: they only decorate the character before them, and on their own show nothing or a dotted circle.
 */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export type NicknameProblem = 'length' | 'invisible';

/**
 * Why `raw` (trimmed first) cannot be a nickname, or null when it can: 1–16 characters; no control, format or
 * private-use characters, no blank (fillers, the braille blank) and no white space but a single space between
 * words; and at least one visible character — a letter, digit, punctuation mark or symbol, not only combining
 * marks.
 *
 * Whether a nickname looks like another account's is the server's to say (it knows the other nicknames): see
 * apps/server/src/modules/account/nickname-skeleton.ts.
 */
export function nicknameProblem(raw: string): NicknameProblem | null {
  const text = raw.trim();
  const length = [...text].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return 'length';
  if (INVISIBLE.test(text) || BLANKS.test(text) || text.includes('  ')) return 'invisible';
  if (!VISIBLE.test(text)) return 'invisible';
  return null;
}

/** Whether a password meets the length rule (the CLI's: at least 6 characters). */
export function passwordOk(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}
