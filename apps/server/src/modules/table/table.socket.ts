/**
 * The players' table socket, `GET /api/game/ws` (one per browser tab). The first message must be `auth` with the
 * session token (a URL query would land in access logs); after it, `open` sits at or watches a game, `act` answers
 * a question, `leave` and `ping`. Every message is JSON checked with the shared zod schema; a malformed one is
 * refused with code 3 and changes nothing. Dead sockets are found by ping frames and their seats go to auto-play.
 * The socket follows the session: a logout, a ban or an expiry ends it (`bye`, then close code 4401), and so does the
 * loss of the right it opened a game with (`bye: removed`, 4403) — see table.hub.ts. The auth deadline and the
 * message rate window are on the app's clock (clock.ts); the ping frames on the machine's time (below).
 */
import websocket from '@fastify/websocket';
import {
  ErrorCode,
  parseJson,
  TABLE_PROTOCOL,
  TABLE_WS_PATH,
  type TableServerMessage,
  tableClientMessage,
} from '@taikai/shared';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context.js';
import { settleReads } from '../../db/database.js';
import { RepeatLimiter } from '../../lib/repeat-limiter.js';
import { type EndReason, type SocketState, TableHub } from './table.hub.js';

const AUTH_WITHIN_MS = 10_000;
const HEARTBEAT_MS = 20_000;
/**
 * Messages a socket may send per second before it is closed, not counting answers the server took (those are
 * bounded by the questions it asked): a fast scripted player is fine, a flood of junk is not.
 */
const MAX_PER_SECOND = 40;
/** a socket this far behind in reading is dropped (its seat plays on by auto-play) */
const MAX_BUFFERED = 2 * 1024 * 1024;
/** close codes: the session ended (the console asks to sign in again), a right to the game ended */
const SESSION_ENDED = 4401;
const RIGHT_ENDED = 4403;

export async function registerTableSocket(app: FastifyInstance, ctx: AppContext): Promise<TableHub> {
  const hub = new TableHub(ctx);
  const alive = new Map<WebSocket, boolean>();
  const clientErrors = new RepeatLimiter();
  // at a stop every socket is told why (bye: shutdown) and closed with 1001 (going away), before the websocket
  // plugin's own preClose would close them without a code: this hook is added first, so it runs first
  app.addHook('preClose', async () => {
    hub.closeAll();
    const bye = JSON.stringify({ v: TABLE_PROTOCOL, type: 'bye', reason: 'shutdown' });
    for (const socket of alive.keys()) {
      socket.send(bye);
      socket.close(1001, 'shutdown');
    }
  });
  await app.register(websocket, {
    options: { maxPayload: 16 * 1024 },
    errorHandler: (err, socket, request) => {
      socket.terminate();
      // what a client sent wrong (an oversized or malformed frame: ws's WS_ERR_* codes) is not a server error: one
      // short line per address and kind a minute, without a stack; anything else is the server's
      const code = (err as NodeJS.ErrnoException).code;
      if (!code?.startsWith('WS_ERR_')) {
        request.log.error({ err }, 'table socket failed');
        return;
      }
      const seen = clientErrors.allow(`${request.ip} ${code}`, ctx.clock.nowMs());
      if (seen.write)
        request.log.info({ ip: request.ip, code, repeated: seen.suppressed }, `table socket closed: ${err.message}`);
    },
  });
  hub.start();
  // Ping frames find dead peers: a live one answers within the interval of real time, whatever the app's clock says
  // (a test moving its clock a minute at once must not find every socket dead), so this stays on the machine's time.
  const beat = setInterval(() => {
    for (const [socket, ok] of alive) {
      if (!ok) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  beat.unref();
  app.addHook('onClose', async () => {
    clearInterval(beat);
  });

  app.get(TABLE_WS_PATH, { websocket: true }, (socket: WebSocket) => {
    const state: SocketState = {
      conn: null,
      account_id: 0,
      nickname: '',
      rooms: new Map(),
      token_hash: null,
      grants: new Map(),
      ended: false,
      end: (reason: EndReason) => {
        if (state.ended) return;
        send({ v: TABLE_PROTOCOL, type: 'bye', reason });
        drop(reason === 'removed' ? RIGHT_ENDED : SESSION_ENDED, reason);
      },
    };
    alive.set(socket, true);
    let window = ctx.clock.nowMs();
    let count = 0;
    let chain: Promise<void> = Promise.resolve();

    /**
     * closing from this side: the seats go to auto-play now, not when the close handshake ends, and nothing the
     * client sends meanwhile is handled
     */
    const drop = (code: number, reason: string) => {
      state.ended = true;
      hub.disconnect(state);
      socket.close(code, reason);
    };
    const send = (m: TableServerMessage) => {
      if (m.type === 'refused') count++;
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED) {
        socket.terminate();
        return;
      }
      socket.send(JSON.stringify(m));
    };
    const authTimer = ctx.clock.after(AUTH_WITHIN_MS, () => {
      if (!state.conn) drop(SESSION_ENDED, 'auth');
    });

    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      // an auth or open still reading when the client went sits nowhere and is not tracked
      state.ended = true;
      authTimer();
      alive.delete(socket);
      hub.disconnect(state);
    });
    socket.on('message', (data, isBinary) => {
      if (state.ended) return;
      alive.set(socket, true);
      const now = ctx.clock.nowMs();
      if (now - window >= 1000) {
        window = now;
        count = 0;
      }
      if (count > MAX_PER_SECOND) {
        drop(4429, 'too many messages');
        return;
      }
      const raw = isBinary ? undefined : parseJson(String(data));
      const parsed = tableClientMessage.safeParse(raw);
      if (!parsed.success) {
        const n = typeof (raw as { n?: unknown })?.n === 'number' ? (raw as { n: number }).n : null;
        send({ v: TABLE_PROTOCOL, type: 'refused', n, code: ErrorCode.PARAM_ERROR });
        return;
      }
      const msg = parsed.data;
      if (msg.type !== 'act') count++;
      // one message at a time per socket, in arrival order
      chain = chain
        .then(async () => {
          if (state.ended) return;
          // what a message reads (session, seats, observer rights) shows every commit made before it arrived
          // (plugins/read-barrier.ts); a move reads nothing cached
          if (msg.type !== 'act') await settleReads(ctx.db);
          if (msg.type === 'auth') {
            if (state.conn) return;
            const who = await hub.authenticate(msg.token);
            if (state.ended) return;
            if (!who) {
              send({ v: TABLE_PROTOCOL, type: 'refused', n: null, code: ErrorCode.NOT_LOGGED_IN });
              drop(SESSION_ENDED, 'auth');
              return;
            }
            authTimer();
            state.account_id = who.account_id;
            state.nickname = who.nickname;
            state.token_hash = who.token_hash;
            state.conn = {
              id: hub.connId(),
              account_id: who.account_id,
              send,
              close: (reason) => {
                send({ v: TABLE_PROTOCOL, type: 'bye', reason });
                state.rooms.clear();
                drop(4000, reason);
              },
            };
            hub.track(state);
            send({ v: TABLE_PROTOCOL, type: 'hello', account_id: who.account_id, nickname: who.nickname });
            return;
          }
          if (!state.conn) {
            send({
              v: TABLE_PROTOCOL,
              type: 'refused',
              n: 'n' in msg ? (msg.n ?? null) : null,
              code: ErrorCode.NOT_LOGGED_IN,
            });
            return;
          }
          await hub.handle(state, msg, send);
        })
        .catch((err) => {
          ctx.log.error({ err }, 'table socket message failed');
          send({ v: TABLE_PROTOCOL, type: 'refused', n: null, code: ErrorCode.SYSTEM_ERROR });
        });
    });
  });
  return hub;
}
