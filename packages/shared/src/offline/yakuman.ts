import { MESSAGE_LANGS } from '../error-messages/langs.js';
import { YAKU_NAMES, type YakuId } from '../yaku-names.js';

/**
 * The yakuman of the yaku name table (yaku-names.ts), in the order the table lists them: what a manager may record
 * for a table played elsewhere (the form's choices, the CSV's `yakuman` column).
 */
export const OFFLINE_YAKUMAN = [
  'Tenhou',
  'Chiihou',
  'Kokushi Musou',
  'Kokushi Musou 13-sided',
  'Suuankou',
  'Suuankou Tanki',
  'Daisangen',
  'Daisuushii',
  'Shousuushii',
  'Tsuuiisou',
  'Ryuuiisou',
  'Chinroutou',
  'Suukantsu',
  'Chuuren Poutou',
  'Junsei Chuuren Poutou',
] as const satisfies readonly YakuId[];

const fold = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** A yakuman's id or its name in any of the five languages (case and width aside) → its id. */
const BY_NAME: ReadonlyMap<string, YakuId> = new Map(
  OFFLINE_YAKUMAN.flatMap((id) => [id, ...MESSAGE_LANGS.map((lang) => YAKU_NAMES[id][lang])].map((n) => [fold(n), id])),
);

/** The yakuman a CSV cell names: its id (`Daisangen`) or its name in a page language (`大三元`); null if none. */
export function offlineYakumanId(name: string): YakuId | null {
  return BY_NAME.get(fold(name)) ?? null;
}
