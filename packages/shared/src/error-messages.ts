/**
 * User-facing messages for every code of the error catalogue (`errors.ts`), in the console's five languages.
 * They are shown to organisers in a toast, so each is one or two short sentences in the wording Mahjong Soul
 * players know (比赛 / 比賽 / contest / 大会 / 대회, 赛季 / 賽季 / season / シーズン / 시즌, 管理员, 段位, 钻石 …).
 *
 * The messages live in `error-messages/`, one file per area of the catalogue (generic, login, resources, account,
 * game, contest, records and ranking, game plans, client-side); this file puts them together in `ERROR_MESSAGES`.
 * Each area is checked with `satisfies` against `ErrorCodeValue`, so a message for a code that does not exist is a
 * compile error there, and the assembled table is checked against `ErrorMessageTable`: a code without messages, a code outside the
 * catalogue, or a code held by two areas is a compile error. Numbers that are business limits come from `LIMITS`.
 */

import { ACCOUNT_MESSAGES } from './error-messages/account.js';
import { CLIENT_MESSAGES } from './error-messages/client.js';
import { CONTEST_MESSAGES } from './error-messages/contest.js';
import { GAME_MESSAGES } from './error-messages/game.js';
import { GAME_PLAN_MESSAGES } from './error-messages/game-plans.js';
import { GENERIC_MESSAGES } from './error-messages/generic.js';
import type { MessageLang } from './error-messages/langs.js';
import { LOGIN_MESSAGES } from './error-messages/login.js';
import { OFFLINE_MESSAGES } from './error-messages/offline.js';
import { RECORD_MESSAGES } from './error-messages/records.js';
import { RESOURCE_MESSAGES } from './error-messages/resources.js';
import { SEATING_MESSAGES } from './error-messages/seating.js';
import { ErrorCode, type ErrorCodeValue } from './errors.js';

export { MESSAGE_LANGS, type MessageLang } from './error-messages/langs.js';

export type ErrorMessageTable = { [C in ErrorCodeValue]: Record<MessageLang, string> };

/** The areas in the order they are spread into `ERROR_MESSAGES` below; keep the two lists alike. */
type Areas = [
  typeof GENERIC_MESSAGES,
  typeof LOGIN_MESSAGES,
  typeof RESOURCE_MESSAGES,
  typeof ACCOUNT_MESSAGES,
  typeof GAME_MESSAGES,
  typeof CONTEST_MESSAGES,
  typeof RECORD_MESSAGES,
  typeof OFFLINE_MESSAGES,
  typeof SEATING_MESSAGES,
  typeof GAME_PLAN_MESSAGES,
  typeof CLIENT_MESSAGES,
];

/**
 * Codes that must not be keys of the assembled table: codes outside the catalogue, and codes already held by an
 * earlier area (the later spread would silently replace the earlier messages). `satisfies` does not look for
 * excess or repeated keys in spreads, so this asks for `never` at each of them.
 */
type MisplacedCodes<A, Seen = never> = A extends [infer First, ...infer Rest]
  ? Exclude<keyof First, ErrorCodeValue> | Extract<keyof First, Seen> | MisplacedCodes<Rest, Seen | keyof First>
  : never;

export const ERROR_MESSAGES = {
  ...GENERIC_MESSAGES,
  ...LOGIN_MESSAGES,
  ...RESOURCE_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...GAME_MESSAGES,
  ...CONTEST_MESSAGES,
  ...RECORD_MESSAGES,
  ...OFFLINE_MESSAGES,
  ...SEATING_MESSAGES,
  ...GAME_PLAN_MESSAGES,
  ...CLIENT_MESSAGES,
} satisfies ErrorMessageTable & Record<MisplacedCodes<Areas>, never>;

const TABLE: Readonly<Record<number, Record<MessageLang, string> | undefined>> = ERROR_MESSAGES;

/**
 * The message for `code` in `lang`. An unknown code gives the UNKNOWN message with the number appended,
 * e.g. "Unknown error (9999)" / "未知错误（9999）".
 */
export function errorMessage(code: number, lang: MessageLang): string {
  const entry = Object.hasOwn(TABLE, code) ? TABLE[code] : undefined;
  if (entry) return entry[lang] ?? entry['zh-CN'];
  const unknown = ERROR_MESSAGES[ErrorCode.UNKNOWN];
  const base = unknown[lang] ?? unknown['zh-CN'];
  const wide = lang !== 'en' && lang !== 'ko'; // full-width brackets for Chinese and Japanese
  return wide ? `${base}（${code}）` : `${base} (${code})`;
}

/** Maps one language tag (BCP 47, or a console page code such as `en-US` or `kr`) to a message language. */
function langFromTag(tag: string): MessageLang | null {
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const [primary, ...rest] = parts;
  switch (primary) {
    case 'zh': {
      if (rest.includes('hans')) return 'zh-CN';
      if (rest.includes('hant')) return 'zh-TW';
      if (rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return 'zh-TW';
      return 'zh-CN';
    }
    case 'en':
      return 'en';
    case 'ja':
    case 'jp':
      return 'ja';
    case 'ko':
    case 'kr':
      return 'ko';
    default:
      return null;
  }
}

/**
 * Picks the message language from an HTTP Accept-Language header (q-values honoured, q=0 excluded, ties in
 * header order). The first acceptable tag that maps to a supported language wins; otherwise zh-CN.
 */
export function langFromAcceptLanguage(header: string | undefined): MessageLang {
  if (!header) return 'zh-CN';
  const ranges: { tag: string; q: number; index: number }[] = [];
  header.split(',').forEach((item, index) => {
    const [rawTag, ...params] = item.split(';');
    const tag = rawTag.trim();
    if (!tag || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (m) {
        // A malformed or out-of-range weight makes the whole range unusable.
        if (!/^\d+(\.\d*)?$/.test(m[1])) return;
        q = Number(m[1]);
        if (q > 1) return;
      }
    }
    if (q > 0) ranges.push({ tag, q, index });
  });
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const lang = langFromTag(tag);
    if (lang) return lang;
  }
  return 'zh-CN';
}
