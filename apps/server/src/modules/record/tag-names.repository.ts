import type { RecordTagName } from '@taikai/shared';
import type { Executor } from '../../db/database.js';

/** A season's names for its record tags (`record_tag_names`): the only code that touches that table. */

/** The season's tag names, by number. */
export function tagNamesOf(db: Executor, uniqueId: number, seasonId: number): Promise<RecordTagName[]> {
  return db
    .selectFrom('record_tag_names')
    .select(['tag', 'name'])
    .where('unique_id', '=', uniqueId)
    .where('season_id', '=', seasonId)
    .orderBy('tag')
    .execute();
}

/** Replaces the season's tag names with `names` (inside the caller's transaction). */
export async function replaceTagNames(
  db: Executor,
  uniqueId: number,
  seasonId: number,
  names: readonly RecordTagName[],
): Promise<void> {
  await db.deleteFrom('record_tag_names').where('unique_id', '=', uniqueId).where('season_id', '=', seasonId).execute();
  if (names.length === 0) return;
  await db
    .insertInto('record_tag_names')
    .values(names.map((n) => ({ unique_id: uniqueId, season_id: seasonId, tag: n.tag, name: n.name })))
    .execute();
}
