/**
 * E-mails the e2e server "sent": it appends each to E2E_MAIL_FILE (set by e2e/run.mjs) instead of using SMTP.
 * `latestCode(email)` waits for a mail to that address and returns the six-digit code in it.
 */
import fs from 'node:fs';

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

function sentMails(): SentMail[] {
  const file = process.env.E2E_MAIL_FILE;
  if (!file) throw new Error('E2E_MAIL_FILE is not set (run the journeys through e2e/run.mjs)');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SentMail);
}

/** The code of the newest mail to `email` sent after `after` mails to it had been sent (polls up to 10 s). */
export async function latestCode(email: string, after = 0): Promise<string> {
  const to = email.toLowerCase();
  for (let i = 0; i < 50; i++) {
    const mine = sentMails().filter((m) => m.to === to);
    const code = mine.length > after ? /(\d{6})/.exec(mine[mine.length - 1].text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail code arrived for ${email}`);
}
