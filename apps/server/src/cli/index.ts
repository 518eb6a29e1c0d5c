import { loadConfig } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { subscribeAll } from '../subscribers.js';
import { accountCommand } from './account.js';
import { announcementCommand } from './announcement.js';
import { CliError, type Command } from './args.js';
import { contestCommand } from './contest.js';
import { demoCommand } from './demo.js';
import { rankingCommand } from './ranking.js';
import { reviewCommand } from './review.js';
import { serve } from './serve.js';

export const USAGE = `Usage: npm run taikai -- <command>

  serve                                   start the server (console + API)
  migrate                                 bring the database schema up to date
  account create --nickname N --email E --password P [--zone 1|2|3] [--diamonds D] [--operator]
  account grant --account ID --diamonds D
  account deny-create --account ID        take away the right to create contests (--allow gives it back)
  account ban --account ID                ban an account (--unban lifts it)
  account look-alikes                     groups of accounts whose nicknames look the same (from before the rule)
  announcement post --lang L --title T --file F
  review list [--all]                     changes held for review (--all: decided ones too)
  review approve --id N
  review reject --id N
  contest lock --contest UNIQUE_ID
  contest unlock --contest UNIQUE_ID
  contest check --contest UNIQUE_ID [--off]   hold the contest's name changes for review (--off: apply at once)
  demo seed                               add the demo operator, players and contest
  ranking rebuild --contest UNIQUE_ID [--season ID]   recompute standings from the records, report differences

Environment: DATABASE_URL (sqlite:<path> or postgres://…), PORT, TAIKAI_DEMO, SMTP_URL, TAIKAI_CHANNEL, LOG_LEVEL,
TAIKAI_MAX_ACTIVE_CONTESTS (platform-wide cap on running contests, default 100000).`;

const COMMANDS: Record<string, Command> = {
  account: accountCommand,
  announcement: announcementCommand,
  review: reviewCommand,
  contest: contestCommand,
  demo: demoCommand,
  ranking: rankingCommand,
};

export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'serve') return serve();
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  if (command === 'migrate') {
    const db = createDatabase({ url: config.databaseUrl, sqliteSync: config.sqliteSync });
    try {
      const done = await migrateToLatest(db);
      console.log(done.length ? `Applied: ${done.join(', ')}` : 'Database is up to date.');
      return 0;
    } finally {
      await db.destroy();
    }
  }
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(command ? `Unknown command: ${command}\n` : '');
    console.error(USAGE);
    return 2;
  }
  const db = createDatabase({ url: config.databaseUrl, sqliteSync: config.sqliteSync });
  subscribeAll();
  try {
    await migrateToLatest(db);
    await run(db, rest);
    return 0;
  } catch (err) {
    if (err instanceof CliError) {
      console.error(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await db.destroy();
  }
}
