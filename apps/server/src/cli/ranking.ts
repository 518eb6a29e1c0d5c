import { systemClock } from '../clock.js';
import { rebuildContestStandings } from '../modules/ranking/rebuild.service.js';
import { CliError, type Command, intOption, parseOptions } from './args.js';
import { operatorCall } from './review.js';

/**
 * `ranking rebuild --contest UNIQUE_ID [--season ID]`: recomputes the kept statistics and standings from the records
 * and prints every player whose kept row differed (and is now corrected). Kept standings are updated with each
 * game, removal and restore, so a healthy database shows no difference.
 */
export const rankingCommand: Command = async (db, argv) => {
  const [sub, ...rest] = argv;
  if (sub !== 'rebuild') throw new CliError(`Unknown ranking command: ${sub ?? ''}`);
  const { values } = parseOptions(rest, { contest: { type: 'string' }, season: { type: 'string' } });
  const uniqueId = intOption(values, 'contest');
  const seasonId = values.season === undefined ? undefined : intOption(values, 'season');
  const results = await operatorCall(() => rebuildContestStandings(db, uniqueId, seasonId, systemClock.now()));
  for (const r of results) {
    if (r.differences.length === 0) {
      console.log(`contest ${uniqueId} season ${r.season_id}: standings match the records (no difference)`);
      continue;
    }
    console.log(`contest ${uniqueId} season ${r.season_id}: ${r.differences.length} player(s) differed, now rebuilt:`);
    for (const d of r.differences) console.log(`  account ${d.account_id}: ${d.columns.join(', ')}`);
  }
};
