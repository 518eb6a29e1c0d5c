import type { RunningFilters } from '../../api/game';
import { decodeTypedId } from './batchParser';

/**
 * The running page's filter as the list call's query (the server filters): a typed text that is an encoded player
 * id filters by that account, any other text by nickname; the range gives the start-time bounds (unix seconds).
 */
export function runningFilters(text: string, from?: number, to?: number): RunningFilters {
  const needle = text.trim();
  const accountId = needle ? decodeTypedId(needle) : null;
  return {
    ...(accountId ? { account_id: accountId } : needle ? { nickname: needle } : {}),
    ...(from !== undefined ? { start_from: from } : {}),
    ...(to !== undefined ? { start_to: to } : {}),
  };
}
