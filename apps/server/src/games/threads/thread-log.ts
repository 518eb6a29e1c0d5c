/**
 * A game thread's logger: each line goes to the main thread, which writes it with the app's logger (tagged with
 * the thread's number), so a process has one log whatever plays its games. Errors travel as their message, code and
 * stack (what survives a structured clone everywhere).
 */
import type { MessagePort } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { type FromThread, LOG_LEVELS, type LogLevel } from './protocol.js';

export function threadLogger(
  port: MessagePort,
  level: string,
  bindings: Record<string, unknown> = {},
): FastifyBaseLogger {
  const floor = LOG_LEVELS.indexOf((LOG_LEVELS as readonly string[]).includes(level) ? (level as LogLevel) : 'info');
  const line =
    (lvl: LogLevel) =>
    (first: unknown, msg?: string): void => {
      if (LOG_LEVELS.indexOf(lvl) > floor) return;
      const obj = typeof first === 'object' && first !== null ? plain({ ...bindings, ...first }) : { ...bindings };
      const text = typeof first === 'string' ? first : (msg ?? '');
      port.postMessage({ type: 'log', level: lvl, obj, msg: text } satisfies FromThread);
    };
  const logger = {
    level,
    fatal: line('fatal'),
    error: line('error'),
    warn: line('warn'),
    info: line('info'),
    debug: line('debug'),
    trace: line('trace'),
    silent: () => {},
    child: (more: Record<string, unknown>) => threadLogger(port, level, { ...bindings, ...more }),
  };
  return logger as unknown as FastifyBaseLogger;
}

function plain(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value instanceof Error) {
      out[key] = { message: value.message, code: (value as { code?: unknown }).code, stack: value.stack };
    } else {
      try {
        out[key] = structuredClone(value);
      } catch {
        out[key] = String(value);
      }
    }
  }
  return out;
}
