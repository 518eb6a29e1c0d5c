/**
 * The delayed watch feed of a contest observer: everything the room sends such a watcher (its first picture, the
 * updates, pause, resume, the game's end) is held back `delayMs` and then delivered in the order it was sent, so a
 * watcher cannot pass live information to a player (Mahjong Soul's observer token carries such a delay). Managers
 * and the creator watch live: they control the game. The room treats the delayed socket like any other; leaving
 * the game (`discard`) drops what was still held. The delay runs on the app's clock (clock.ts).
 */
import type { TableServerMessage } from '@taikai/shared';
import type { Cancel, Clock } from '../../clock.js';
import type { TableConn } from './table.room.js';

export interface DelayedConn extends TableConn {
  /** drops the messages not yet delivered (the watcher left the game) */
  discard(): void;
  /** messages held now (tests, stats) */
  readonly held: number;
}

export function delayedConn(conn: TableConn, delayMs: number, clock: Clock): DelayedConn {
  const queue: { due: number; message: TableServerMessage }[] = [];
  let timer: Cancel | null = null;

  const release = () => {
    timer = null;
    const now = clock.nowMs();
    while (queue.length > 0 && queue[0].due <= now) conn.send((queue.shift() as (typeof queue)[number]).message);
    schedule();
  };
  const schedule = () => {
    if (timer || queue.length === 0) return;
    timer = clock.after(Math.max(0, queue[0].due - clock.nowMs()), release, { unref: true });
  };
  const discard = () => {
    timer?.();
    timer = null;
    queue.length = 0;
  };

  return {
    id: conn.id,
    account_id: conn.account_id,
    send(message) {
      queue.push({ due: clock.nowMs() + delayMs, message });
      schedule();
    },
    close(reason) {
      discard();
      conn.close(reason);
    },
    discard,
    get held() {
      return queue.length;
    },
  };
}
