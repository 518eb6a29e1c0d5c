import { ErrorCode, type OfflineCsvTable, offlineCsvColumnOf } from '@taikai/shared';
import { ApiError } from '../../../api/client';

/** A problem of an import as its table lists it: the file's line, the column's key ('' the whole row), the text. */
export interface ImportProblem {
  line: number;
  column: string;
  text: string;
}

/**
 * The server's refusal of an import by the file's lines and columns: 2605 names each problem by line and field; a
 * table the schema refused (code 3 or 2598, `body.tables.<i>.<field>`) is found by its place in what was sent.
 * Null for a refusal of the whole import (an ended season, a locked contest), which is shown as it is.
 */
export function importRefusal(err: unknown, sent: readonly OfflineCsvTable[]): ImportProblem[] | null {
  if (!(err instanceof ApiError)) return null;
  if (err.problems.length)
    return err.problems.map((p) => ({ line: p.line, column: offlineCsvColumnOf(p.field), text: p.message }));
  const at = /^(?:body\.)?tables\.(\d+)(?:\.|$)/.exec(err.field ?? '');
  const table = at ? sent[Number(at[1])] : undefined;
  if (!table || (err.code !== ErrorCode.PARAM_ERROR && err.code !== ErrorCode.TEXT_NOT_SHOWN)) return null;
  const text = (err.serverMessage ?? '').replace(/\s*\([^()]*\)$/, '') || err.message;
  return [{ line: table.line, column: offlineCsvColumnOf(err.field ?? ''), text }];
}
