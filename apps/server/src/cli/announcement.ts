import fs from 'node:fs';
import { PAGE_LANGS } from '@taikai/shared';
import { systemClock } from '../clock.js';
import { insertAnnouncement } from '../modules/announcement/announcement.repository.js';
import { CliError, type Command, parseOptions, required } from './args.js';

export const announcementCommand: Command = async (db, argv) => {
  const [sub, ...rest] = argv;
  if (sub !== 'post') throw new CliError(`Unknown announcement command: ${sub ?? ''}`);
  const { values } = parseOptions(rest, {
    lang: { type: 'string' },
    title: { type: 'string' },
    file: { type: 'string' },
  });
  const lang = required(values, 'lang');
  if (!(PAGE_LANGS as readonly string[]).includes(lang))
    throw new CliError(`--lang must be one of ${PAGE_LANGS.join(', ')}`);
  const file = required(values, 'file');
  if (!fs.existsSync(file)) throw new CliError(`No such file: ${file}`);
  const id = await insertAnnouncement(db, {
    lang,
    title: required(values, 'title'),
    content: fs.readFileSync(file, 'utf8'),
    now: systemClock.now(),
  });
  console.log(`Posted announcement ${id} (${lang})`);
};
