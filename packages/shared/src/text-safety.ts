import { z } from 'zod';
import { ErrorCode } from './errors.js';

/**
 * Text that must never be stored, shared by the server (which refuses it) and the
 * console (which can say so before sending).
 */

/** NUL: PostgreSQL cannot store it in text, and no person types it. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

/** Hangul fillers and the half-width filler render as nothing but are letters to Unicode. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/u;
/** Characters a shown name or remark may not carry: controls (tabs and newlines included), bidi controls. */
const CONTROL_OR_BIDI = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** Something that shows: a letter, number, punctuation, symbol (fillers aside). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** Characters that show nothing on their own. */
const INVISIBLE_ONLY = /^[\s\p{Cf}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

export type TextProblem = 'control' | 'invisible';

/** Line breaks and tabs, which a multi-line remark may hold. */
const LAYOUT = /[\n\r\t]/gu;

/**
 * Why a one-line text people see (a contest name, a season or game remark, a rule name) cannot be stored, or null:
 * `control` — it carries a control character or a bidi override/isolate/mark, which can make it read as something
 * it is not (U+202E turns "gpj.exe" around; a multi-line remark may hold line breaks and tabs); `invisible` — it is not empty but nothing of it shows (only
 * zero-width characters, fillers such as U+3164, or blanks). Empty text is left to each field's own rule.
 */
export function shownTextProblem(text: string, options: { multiline?: boolean } = {}): TextProblem | null {
  if (text === '') return null;
  if (CONTROL_OR_BIDI.test(options.multiline ? text.replace(LAYOUT, ' ') : text)) return 'control';
  const withoutFillers = text.replace(new RegExp(BLANK_LETTERS.source, 'gu'), '');
  if (INVISIBLE_ONLY.test(withoutFillers) || !VISIBLE.test(withoutFillers)) return 'invisible';
  return null;
}

/**
 * A string schema for text people see: at most `max` characters, refused with code 2598 (TEXT_NOT_SHOWN, the field
 * named) when `shownTextProblem` finds a problem. The server answers the code from the issue's `params.code`.
 * `trim` trims it first (the checks see, and the call gets, the trimmed text).
 */
export function shownText(max: number, options: { multiline?: boolean; trim?: boolean } = {}) {
  const text = options.trim ? z.string().trim() : z.string();
  return text.max(max).superRefine((text, ctx) => {
    const problem = shownTextProblem(text, options);
    if (problem)
      ctx.addIssue({ code: 'custom', message: `text ${problem}`, params: { code: ErrorCode.TEXT_NOT_SHOWN } });
  });
}
