import { systemClock } from '../clock.js';
import { demoGamesDone } from '../demo/records.js';
import { seedDemo } from '../demo/seed.js';
import { CliError, type Command } from './args.js';

/** `demo seed`: adds the demo operator, players and contest unless the demo operator exists already. */
export const demoCommand: Command = async (db, argv) => {
  const [sub, ...rest] = argv;
  if (sub !== 'seed' || rest.length > 0) throw new CliError(`Unknown demo command: ${argv.join(' ')}`);
  const hint = await seedDemo({ db, clock: systemClock });
  await demoGamesDone();
  console.log(hint ? `Demo data added. Log in with ${hint}` : 'The demo operator exists already; nothing added.');
};
