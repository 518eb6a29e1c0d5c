/**
 * Page globals set by the server's `/config.js` (loaded by index.html before the app):
 * `window.__TAIKAI__ = { apiBase, logSink, channel, gameInfoHost }`. Read on every call so tests can change them.
 */
export type Channel = 'cn' | 'global';

export interface TaikaiGlobals {
  /** Prefix of every API path ('' = same origin). */
  apiBase: string;
  /** Where analytics batches are POSTed. */
  logSink: string;
  /** Distribution channel: decides footer, portal nav bar and the chat-setting tab. */
  channel: Channel;
  /** Host of the live game-progress API ('' = same server). */
  gameInfoHost: string;
  /** Whether people may register in the players' lobby (`TAIKAI_REGISTRATION`; the server refuses when closed). */
  registration: boolean;
}

declare global {
  interface Window {
    __TAIKAI__?: Partial<TaikaiGlobals>;
  }
}

export const DEFAULT_GLOBALS: TaikaiGlobals = {
  apiBase: '',
  logSink: '/api/analytics',
  channel: 'cn',
  gameInfoHost: '',
  registration: true,
};

export function pageGlobals(): TaikaiGlobals {
  const g = (typeof window !== 'undefined' ? window.__TAIKAI__ : undefined) ?? {};
  return {
    apiBase: typeof g.apiBase === 'string' ? g.apiBase.replace(/\/+$/, '') : DEFAULT_GLOBALS.apiBase,
    logSink: typeof g.logSink === 'string' && g.logSink ? g.logSink : DEFAULT_GLOBALS.logSink,
    channel: g.channel === 'global' ? 'global' : 'cn',
    gameInfoHost: typeof g.gameInfoHost === 'string' ? g.gameInfoHost.replace(/\/+$/, '') : '',
    registration: g.registration !== false,
  };
}
