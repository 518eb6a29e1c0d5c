/**
 * The delayed watch feed of a contest observer: everything the room sends such a watcher (its first picture, the
 * updates, pause, resume, the game's end) is held back `delayMs` and then delivered in the order it was sent, so a
 * watcher cannot pass live information to a player (Mahjong Soul's observer token carries such a delay). Managers
 * and the creator watch live: they control the game. The room treats the delayed socket like any other; leaving
 * the game (`discard`) drops what was still held.
 */
import type { TableServerMessage } from '@taikai/shared';
import type { TableConn } from './table.room.js';

export interface DelayedConn extends TableConn {
  /** drops the messages not yet delivered (the watcher left the game) */
  discard(): void;
  /** messages held now (tests, stats) */
  readonly held: number;
}

export function delayedConn(conn: TableConn, delayMs: number): DelayedConn {
  const queue: { due: number; message: TableServerMessage }[] = [];
  let timer: NodeJS.Timeout | null = null;

  const release = () => {
    timer = null;
    const now = performance.now();
    while (queue.length > 0 && queue[0].due <= now) conn.send((queue.shift() as (typeof queue)[number]).message);
    schedule();
  };
  const schedule = () => {
    if (timer || queue.length === 0) return;
    timer = setTimeout(release, Math.max(0, queue[0].due - performance.now()));
    timer.unref?.();
  };
  const discard = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    queue.length = 0;
  };

  return {
    id: conn.id,
    account_id: conn.account_id,
    send(message) {
      queue.push({ due: performance.now() + delayMs, message });
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
