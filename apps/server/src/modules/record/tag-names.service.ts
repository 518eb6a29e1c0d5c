import { RecordAuditAction, type RecordTagName, type RecordTagNamesBody } from '@taikai/shared';
import type { Actor, AppContext } from '../../context.js';
import { inTransaction } from '../../db/database.js';
import type { ContestAccess } from '../access/access.js';
import { writeAudit } from '../audit/audit.repository.js';
import { writableSeason } from '../season/season.scope.js';
import { replaceTagNames, tagNamesOf } from './tag-names.repository.js';

/**
 * A season's names for its record tags (issue 29 defect 9). The body schema has run the rules (`recordTagIssues`:
 * numbers 1–9 once each, names trimmed, 1–20 characters, none alike); here the list replaces the stored one in an
 * open season (2542 once ended), audited with the names before and after. Records keep their numbers: a number
 * whose name is removed shows as "Tag n" again.
 */
export async function setTagNames(
  ctx: AppContext,
  actor: Actor,
  access: ContestAccess,
  body: RecordTagNamesBody,
): Promise<{ tag_names: RecordTagName[] }> {
  const now = ctx.clock.now();
  const names = body.tag_names.map(({ tag, name }) => ({ tag, name })).sort((a, b) => a.tag - b.tag);
  return inTransaction(ctx.db, async (trx) => {
    await writableSeason(trx, access, body.season_id);
    const before = await tagNamesOf(trx, body.unique_id, body.season_id);
    if (JSON.stringify(before) === JSON.stringify(names)) return { tag_names: names };
    await replaceTagNames(trx, body.unique_id, body.season_id, names);
    await writeAudit(trx, {
      unique_id: body.unique_id,
      account_id: actor.account_id,
      action: RecordAuditAction.TagNames,
      before: { season_id: body.season_id, tag_names: before },
      after: { tag_names: names },
      now,
    });
    return { tag_names: names };
  });
}
