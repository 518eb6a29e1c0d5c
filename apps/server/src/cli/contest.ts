import { systemClock } from '../clock.js';
import { setContestCheckState, setContestLocked } from '../modules/contest/contest-review.service.js';
import { CliError, type Command, intOption, parseOptions } from './args.js';
import { operatorCall } from './review.js';

/**
 * `contest lock|unlock --contest UNIQUE_ID`: the game administrator's configuration lock (changes answer 2558).
 * `contest check --contest UNIQUE_ID [--off]`: hold the contest's name changes for review (check_state 1).
 */
export const contestCommand: Command = async (db, argv) => {
  const [sub, ...rest] = argv;
  const { values } = parseOptions(rest, { contest: { type: 'string' }, off: { type: 'boolean' } });
  if (sub !== 'lock' && sub !== 'unlock' && sub !== 'check')
    throw new CliError(`Unknown contest command: ${sub ?? ''}`);
  const uniqueId = intOption(values, 'contest');
  const now = systemClock.now();
  if (sub === 'check') {
    const on = values.off !== true;
    const changed = await operatorCall(() => setContestCheckState(db, uniqueId, on, now));
    const what = on ? 'name changes are held for review' : 'name changes apply at once';
    console.log(`Contest ${uniqueId}: ${what}${changed ? '' : ' (already so)'}`);
    return;
  }
  const changed = await operatorCall(() => setContestLocked(db, uniqueId, sub === 'lock', now));
  console.log(`Contest ${uniqueId} ${sub === 'lock' ? 'locked' : 'unlocked'}${changed ? '' : ' (already so)'}`);
};
