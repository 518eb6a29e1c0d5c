import { decodeAccountId, encodeAccountId } from '@taikai/shared';

/**
 * The set-player-list dialog's parser (spec part 2 section 5 "Player list dialog (batch plans)"): one game a line,
 * items split by commas or whitespace, each an encoded account id or 0 for a robot. Pure: text in, entries and
 * errors out; every error names its line (1-based, as typed) and, where there is one, the item.
 */

export interface ParsedBatchLine {
  /** line number in the typed text, 1-based */
  line: number;
  /** the ids as typed (encoded; 0 = robot) */
  encodedIds: number[];
  /** internal account ids, seat by seat; 0 = robot */
  accountIds: number[];
}

export type BatchParseError =
  | { kind: 'invalidId'; line: number; item: string }
  | { kind: 'wrongLength'; line: number; count: number; expected: number }
  | { kind: 'duplicateId'; line: number; item: string }
  | { kind: 'usedId'; line: number; item: string }
  | { kind: 'allRobots'; line: number };

export interface BatchParseResult {
  entries: ParsedBatchLine[];
  errors: BatchParseError[];
}

const MAX_ACCOUNT_ID = 2_147_483_647;

/** The internal id of an encoded id as typed, or null when the text is not one. */
export function decodeTypedId(item: string): number | null {
  if (!/^\d{1,10}$/.test(item)) return null;
  const encoded = Number(item);
  if (encoded === 0) return 0;
  const accountId = decodeAccountId(encoded);
  return accountId >= 1 && accountId <= MAX_ACCOUNT_ID && encodeAccountId(accountId) === encoded ? accountId : null;
}

/**
 * Parses the dialog's text. `seatCount` is 3 or 4 (the rule's round type); `usedAccountIds` are internal ids
 * already in the batch list (an id may not appear there again, nor on two lines of this text). Blank lines are
 * skipped. A line with any error yields no entry.
 */
export function parseBatchText(
  text: string,
  seatCount: number,
  usedAccountIds: Iterable<number> = [],
): BatchParseResult {
  const used = new Set(usedAccountIds);
  const result: BatchParseResult = { entries: [], errors: [] };
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = i + 1;
    const items = raw.split(/[\s,，、]+/).filter(Boolean);
    if (items.length === 0) return;
    const errors: BatchParseError[] = [];
    const ids: number[] = [];
    const onLine = new Set<number>();
    for (const item of items) {
      const accountId = decodeTypedId(item);
      if (accountId === null) {
        errors.push({ kind: 'invalidId', line, item });
        continue;
      }
      ids.push(accountId);
      if (accountId === 0) continue;
      if (onLine.has(accountId)) errors.push({ kind: 'duplicateId', line, item });
      else if (used.has(accountId)) errors.push({ kind: 'usedId', line, item });
      onLine.add(accountId);
    }
    if (items.length !== seatCount)
      errors.push({ kind: 'wrongLength', line, count: items.length, expected: seatCount });
    else if (ids.length === seatCount && ids.every((id) => id === 0)) errors.push({ kind: 'allRobots', line });
    if (errors.length > 0) {
      result.errors.push(...errors);
      return;
    }
    for (const id of onLine) used.add(id);
    result.entries.push({ line, encodedIds: ids.map((id) => (id === 0 ? 0 : encodeAccountId(id))), accountIds: ids });
  });
  return result;
}
