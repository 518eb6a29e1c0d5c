import fs from 'node:fs';
import { LOG_FILE } from './config.js';

/** The server's warnings and errors (the log file both processes appended to): the messages at level ≥ 50, counted. */
export function serverLogFile() {
  const messages = new Map<string, number>();
  let text = '';
  try {
    text = fs.readFileSync(LOG_FILE, 'utf8');
  } catch {
    return [];
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const o = JSON.parse(line) as { level: number; msg?: string; err?: { message?: string } };
      if (o.level < 50) continue;
      const key = `${o.level} ${o.msg ?? ''}${o.err?.message ? `: ${o.err.message}` : ''}`.slice(0, 300);
      messages.set(key, (messages.get(key) ?? 0) + 1);
    } catch {
      /* a torn line */
    }
  }
  return [...messages.entries()].map(([msg, n]) => ({ msg, n }));
}
