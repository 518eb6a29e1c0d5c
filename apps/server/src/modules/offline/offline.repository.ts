import { parseJsonOr } from '@taikai/shared';
import type { Executor } from '../../db/database.js';

/** What the offline area reads itself (the records' rows are written by the one record writer, games/). */

/** The yakuman stored with one record, removed or not: whose, the names, the multiple (a counted one as 1). */
export async function recordYakuman(
  db: Executor,
  uuid: string,
): Promise<{ account_id: number; names: string[]; value: number }[]> {
  const rows = await db
    .selectFrom('yakuman_records')
    .select(['account_id', 'yiman', 'info'])
    .where('game_uuid', '=', uuid)
    .orderBy('id')
    .execute();
  return rows.map((y) => ({
    account_id: y.account_id,
    names: parseJsonOr<{ names?: string[] }>(y.info, {}).names ?? [],
    value: y.yiman === 7 ? 1 : y.yiman,
  }));
}
