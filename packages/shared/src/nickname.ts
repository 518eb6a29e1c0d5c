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

/** Hangul fillers and the half-width filler render as nothing but are letters to Unicode. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/u;
/** Control, format (zero-width, bidi overrides), line/paragraph separators, and any blank but a plain space. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]|[^\S ]/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}\p{M}]/u;

export type NicknameProblem = 'length' | 'invisible';

/**
 * Why `raw` (trimmed first) cannot be a nickname, or null when it can: 1–16 characters; no control, format or
 * private-use characters, no blank but a single space between words, and at least one visible character that is
 * not a filler.
 */
export function nicknameProblem(raw: string): NicknameProblem | null {
  const text = raw.trim();
  const length = [...text].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return 'length';
  if (INVISIBLE.test(text) || BLANK_LETTERS.test(text) || text.includes('  ')) return 'invisible';
  if (!VISIBLE.test(text)) return 'invisible';
  return null;
}

/** Whether a password meets the length rule (the CLI's: at least 6 characters). */
export function passwordOk(password: string): boolean {
  return password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;
}
