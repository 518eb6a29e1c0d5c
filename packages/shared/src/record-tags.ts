import { ErrorCode, type ErrorCodeValue } from './errors.js';
import { LIMITS } from './limits.js';
import { textLength } from './text-length.js';

/**
 * A season's names for its record tags (issue 29 defect 9). A record keeps its tag as a number (the spec's `tag`
 * field; 0 is none); a season may name the numbers 1 to LIMITS.recordTagsMax. Each name is trimmed, 1 to
 * LIMITS.recordTagNameMax characters (as people count them), and no two names of the season alike (compared
 * without case and width: NFKC, lower case). The one copy of these rules: the server refuses a list with the first
 * issue's code (the body schema runs them), the console shows each issue under its row before sending.
 */
export interface RecordTagName {
  tag: number;
  name: string;
}

export interface RecordTagIssue {
  /** the entry's place in the list */
  index: number;
  field: 'tag' | 'name';
  code: ErrorCodeValue;
}

const likeKey = (name: string) => name.normalize('NFKC').toLowerCase();

/** What is wrong with a list of tag names, in list order, at most one issue per field. Empty when it may be stored. */
export function recordTagIssues(list: readonly RecordTagName[]): RecordTagIssue[] {
  const issues: RecordTagIssue[] = [];
  const numbers = new Set<number>();
  const names = new Set<string>();
  list.forEach((entry, index) => {
    const { tag } = entry;
    // more names than numbers always names some number twice
    if (!Number.isInteger(tag) || tag < 1 || tag > LIMITS.recordTagsMax || numbers.has(tag))
      issues.push({ index, field: 'tag', code: ErrorCode.RECORD_TAG_NUMBER_INVALID });
    numbers.add(tag);
    const name = entry.name.trim();
    const key = likeKey(name);
    if (name === '') issues.push({ index, field: 'name', code: ErrorCode.RECORD_TAG_NAME_EMPTY });
    else if (textLength(name) > LIMITS.recordTagNameMax)
      issues.push({ index, field: 'name', code: ErrorCode.RECORD_TAG_NAME_TOO_LONG });
    else if (names.has(key)) issues.push({ index, field: 'name', code: ErrorCode.RECORD_TAG_NAME_DUPLICATE });
    names.add(key);
  });
  return issues;
}

/**
 * The words a record's tag shows: the season's name for its number, else `unnamed(n)` ("Tag n" in the reader's
 * language: a number never named, or whose name was removed); nothing for 0.
 */
export function recordTagLabel(tag: number, names: readonly RecordTagName[], unnamed: (n: number) => string): string {
  if (tag === 0) return '';
  return names.find((x) => x.tag === tag)?.name ?? unnamed(tag);
}
