/**
 * A game thread hook for tests (GameThreadData.hook): the thread ends abruptly (process.exit in a worker ends only
 * that thread, nothing handed back) when its host's owner id arrives on the BroadcastChannel named `CRASH_CHANNEL`.
 */
import { BroadcastChannel } from 'node:worker_threads';

export const CRASH_CHANNEL = 'taikai-test-crash';

export default async function crashHook(ctx: { host: { owner: string } }) {
  const channel = new BroadcastChannel(CRASH_CHANNEL);
  channel.onmessage = (event) => {
    if ((event as unknown as { data: unknown }).data === ctx.host.owner) process.exit(3);
  };
  (channel as unknown as { unref(): void }).unref();
  return { close: () => channel.close() };
}
