import { type Channel, pageGlobals } from './config';

/** The distribution channel from `window.__TAIKAI__.channel` (server env `TAIKAI_CHANNEL`). */
export function channel(): Channel {
  return pageGlobals().channel;
}

/** Only the `cn` channel has the chat-setting tab of a season (spec part 1 section 1). */
export function channelHasChat(): boolean {
  return channel() === 'cn';
}

/** Only the `cn` channel shows the game-portal navigation bar above the top bar. */
export function channelHasPortalNav(): boolean {
  return channel() === 'cn';
}
