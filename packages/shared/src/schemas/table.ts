/**
 * The players' table protocol: the messages of the WebSocket at `/api/game/ws`, both ways, versioned
 * (`v`) and checked with these schemas on arrival. Server messages about a game carry that game's event number
 * `seq`; a client that reconnects sends the last one it saw and gets the events it missed, or a full view when it
 * is too far behind.
 *
 * Tiles are mjai names (`1m`..`9m`, `5mr` red five, honours `E S W N P F C`, `?` hidden).
 */
import { z } from 'zod';

export const TABLE_PROTOCOL = 1;
export const TABLE_WS_PATH = '/api/game/ws';

const tile = z.string().min(1).max(4);
const uuid = z.string().min(1).max(64);
const n = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/** A seat's decision; the same shape as the engine's `Action`. */
export const tableAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('discard'), tile, riichi: z.boolean().optional() }),
  z.object({ type: z.literal('tsumo') }),
  z.object({ type: z.literal('ron') }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('chi'), tiles: z.tuple([tile, tile]) }),
  z.object({ type: z.literal('pon'), tiles: z.tuple([tile, tile]) }),
  z.object({ type: z.literal('daiminkan') }),
  z.object({ type: z.literal('ankan'), tile }),
  z.object({ type: z.literal('kakan'), tile }),
  z.object({ type: z.literal('kita') }),
  z.object({ type: z.literal('abort') }),
]);
export type TableAction = z.infer<typeof tableAction>;

// ---- client → server -----------------------------------------------------------------------------------------

const v = z.literal(TABLE_PROTOCOL);

export const tableClientMessage = z.discriminatedUnion('type', [
  /** first message of a socket: the session token (never in the URL, which lands in logs) */
  z.object({ v, type: z.literal('auth'), token: z.string().min(1).max(200) }),
  /** sit at (or watch) a game; `since`: the last event number seen, for a resume */
  z.object({ v, type: z.literal('open'), uuid, since: n.optional(), watch: z.boolean().optional() }),
  /** answer question `ask` for `seat`; `n` is echoed by `accepted` / `refused` */
  z.object({ v, type: z.literal('act'), n, uuid, seat: z.number().int().min(0).max(3), ask: n, action: tableAction }),
  z.object({ v, type: z.literal('leave'), uuid }),
  /** the person is back after being switched to auto-play for timeouts in a row (see `autoplay`) */
  z.object({ v, type: z.literal('back'), uuid }),
  z.object({ v, type: z.literal('ping'), n: n.optional() }),
]);
export type TableClientMessage = z.infer<typeof tableClientMessage>;

// ---- what a seat sees -----------------------------------------------------------------------------------------

export const tableChoices = z.object({
  seat: z.number().int(),
  discard: z.array(tile).optional(),
  riichi: z.array(tile).optional(),
  tsumo: z.boolean().optional(),
  ron: z.boolean().optional(),
  pass: z.boolean().optional(),
  chi: z.array(z.tuple([tile, tile])).optional(),
  pon: z.array(z.tuple([tile, tile])).optional(),
  daiminkan: z.boolean().optional(),
  ankan: z.array(tile).optional(),
  kakan: z.array(tile).optional(),
  kita: z.boolean().optional(),
  abort: z.boolean().optional(),
});
export type TableChoices = z.infer<typeof tableChoices>;

export const tableSeat = z.object({
  seat: z.number().int(),
  seatWind: z.number().int(),
  score: z.number(),
  riichi: z.boolean(),
  handCount: z.number().int(),
  discards: z.array(z.object({ tile, riichi: z.boolean(), called: z.boolean(), tsumogiri: z.boolean() })),
  melds: z.array(
    z.object({
      kind: z.enum(['chi', 'pon', 'daiminkan', 'ankan', 'kakan']),
      tiles: z.array(tile),
      calledTile: tile.nullable(),
      from: z.number().int(),
    }),
  ),
  kita: z.number().int(),
});
export type TableSeat = z.infer<typeof tableSeat>;

export const tableWin = z.object({
  seat: z.number().int(),
  from: z.number().int(),
  hand: z.array(tile),
  winTile: tile,
  yaku: z.array(z.object({ name: z.string(), han: z.number() })),
  han: z.number(),
  fu: z.number(),
  yakuman: z.number(),
  points: z.number(),
  uraIndicators: z.array(tile),
});
export type TableWin = z.infer<typeof tableWin>;

export const tableHandOutcome = z.object({
  kind: z.enum(['win', 'draw', 'abort']),
  reason: z.string().optional(),
  wins: z.array(tableWin),
  tenpaiHands: z.array(z.object({ seat: z.number().int(), hand: z.array(tile) })),
  deltas: z.array(z.number()),
  scores: z.array(z.number()),
});
export type TableHandOutcome = z.infer<typeof tableHandOutcome>;

export const tableFinalSeat = z.object({
  seat: z.number().int(),
  part_point_1: z.number(),
  total_point: z.number(),
  placement: z.number().int(),
});

/** A seat's view (seat -1: a watcher's): its own concealed tiles and everything public, nothing else. */
export const tableView = z.object({
  seat: z.number().int(),
  players: z.union([z.literal(3), z.literal(4)]),
  phase: z.enum(['turn', 'claim', 'hand_end', 'game_end']),
  roundWind: z.number().int(),
  dealer: z.number().int(),
  honba: z.number().int(),
  kyotaku: z.number().int(),
  tilesLeft: z.number().int(),
  doraIndicators: z.array(tile),
  scores: z.array(z.number()),
  hand: z.array(tile),
  drawn: tile.nullable(),
  seats: z.array(tableSeat),
  choices: tableChoices.nullable(),
  waitingOn: z.array(z.number().int()),
  lastHand: tableHandOutcome.nullable(),
  final: z.array(tableFinalSeat).nullable(),
  claim: z.object({ tile, from: z.number().int(), source: z.string() }).nullable().optional(),
  furiten: z.boolean().optional(),
});
export type TableView = z.infer<typeof tableView>;

/** A seat at the table as everyone sees it: who sits there and whether they are connected. */
export const tablePlayer = z.object({
  seat: z.number().int(),
  account_id: z.number().int(),
  nickname: z.string(),
  robot: z.boolean(),
  online: z.boolean(),
});
export type TablePlayer = z.infer<typeof tablePlayer>;

/** The thinking clock of one question: `fixed` seconds for this decision, then the `bank` (seconds left). */
export const tableClock = z.object({
  fixed: z.number(),
  bank: z.number(),
  /** milliseconds the server allows from sending the question */
  total_ms: z.number(),
});
export type TableClock = z.infer<typeof tableClock>;

/** An mjai event as the engine tagged it, already filtered for the receiver. */
export const tableEvent = z.object({ seq: n, event: z.record(z.string(), z.unknown()) });

// ---- server → client -----------------------------------------------------------------------------------------

export const tableServerMessage = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('hello'), account_id: z.number().int(), nickname: z.string() }),
  /** the full picture: sent on open, on a resume too far behind, and when another process takes the game over */
  z.object({
    v,
    type: z.literal('sync'),
    uuid,
    seq: n,
    role: z.enum(['seat', 'watch']),
    seat: z.number().int(),
    unique_id: z.number().int(),
    round_type: z.number().int(),
    paused: z.boolean(),
    players: z.array(tablePlayer),
    view: tableView,
    /** the open question of this seat, if any */
    ask: z.object({ ask: n, clock: tableClock }).nullable(),
  }),
  /** what happened since `events[0].seq` (filtered for the receiver) and the view after it */
  z.object({ v, type: z.literal('update'), uuid, seq: n, events: z.array(tableEvent), view: tableView }),
  /** this seat must decide: `view.choices` are the legal answers */
  z.object({
    v,
    type: z.literal('ask'),
    uuid,
    seq: n,
    ask: n,
    seat: z.number().int(),
    clock: tableClock,
    view: tableView,
  }),
  /** the question was withdrawn (claim closed, pause, a timeout played the default) */
  z.object({ v, type: z.literal('withdrawn'), uuid, ask: n, timeout: z.boolean() }),
  z.object({ v, type: z.literal('accepted'), n }),
  z.object({ v, type: z.literal('refused'), n: n.nullable(), code: z.number().int() }),
  z.object({ v, type: z.literal('presence'), uuid, players: z.array(tablePlayer) }),
  /**
   * the wall commitment of hand `hand` (0-based, every hand dealt): SHA-256 of its wall and a salt, sent at the deal
   * (and on open); the game's record reveals wall and salt (apps/server/src/games/wall-hash.ts)
   */
  z.object({ v, type: z.literal('wall'), uuid, hand: n, hash: z.string().regex(/^[0-9a-f]{64}$/) }),
  /**
   * sent at once to a contest observer who opens a game: everything else about it reaches them `seconds` late
   * (managers and the creator watch live)
   */
  z.object({ v, type: z.literal('delay'), uuid, seconds: z.number().min(0) }),
  /**
   * to a seat: after `timeouts` timeouts in a row it is played automatically (discard the drawn tile, pass calls, no
   * bank used) until the person says `back` (on: false then)
   */
  z.object({ v, type: z.literal('autoplay'), uuid, on: z.boolean(), timeouts: n }),
  z.object({ v, type: z.literal('paused'), uuid, seq: n }),
  z.object({ v, type: z.literal('resumed'), uuid, seq: n }),
  z.object({
    v,
    type: z.literal('finished'),
    uuid,
    seq: n,
    terminated: z.boolean(),
    result: z.array(tableFinalSeat),
    unique_id: z.number().int(),
    season_id: z.number().int(),
    /** who sat where, for a socket that opened the game after its end (it had no `state` to name them from) */
    players: z.array(tablePlayer).optional(),
  }),
  /**
   * the socket is being closed by the server: `replaced` (the same seat opened in another tab), `shutdown`; the
   * session ended — `logout`, `expired`, `banned` (the account) — closed with code 4401 after it; `removed`: the right
   * to the game is gone (off the season's roster, no longer an observer or manager), closed with code 4403
   */
  z.object({
    v,
    type: z.literal('bye'),
    reason: z.enum(['replaced', 'logout', 'expired', 'banned', 'removed', 'shutdown']),
  }),
  z.object({ v, type: z.literal('pong'), n: n.optional(), time: z.number() }),
]);
export type TableServerMessage = z.infer<typeof tableServerMessage>;
