/**
 * Connection limits and timeouts (one client must not lock everyone out; README "Operations:
 * limits and timeouts").
 *
 * Timeouts (`serverTimeouts`, Fastify's server options): a request's headers must arrive within headersTimeoutMs of
 * its first byte (of a new connection's start), the whole request, body included, within requestTimeoutMs (Node
 * answers 408 and closes); an idle keep-alive connection is closed after keepAliveTimeoutMs, and a connection with
 * no byte either way for idleTimeoutMs while a request is served (a client that stopped reading its answer) is
 * destroyed. A WebSocket is none of these once upgraded: `ws` clears the socket's timeout, and the table socket
 * closes one that does not authenticate within 10 s or stops answering its pings (modules/table/table.socket.ts).
 *
 * Caps (`registerConnectionLimits`): every TCP connection is counted on the raw server's `connection` event, before
 * Node's HTTP parser sees it, until it closes (a WebSocket counts as the connection it is). Past the total cap, or
 * past the per-address cap for the connection's peer, the connection gets a short `503` or `429` with
 * `Connection: close` and is closed, and a warning is logged at most every 10 s per kind, so the process never runs
 * out of file descriptors (where every new connection is reset, without a word). The address is the TCP peer; an
 * IPv6 peer counts by its /64, which one subscriber usually holds whole. A peer that TAIKAI_TRUST_PROXY trusts is a
 * proxy speaking for many people and has no per-address cap (the total cap still applies).
 */
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

type Limits = Pick<
  Config,
  | 'connectionLimits'
  | 'headersTimeoutMs'
  | 'requestTimeoutMs'
  | 'keepAliveTimeoutMs'
  | 'idleTimeoutMs'
  | 'maxConnectionsPerAddress'
  | 'maxConnections'
  | 'trustProxy'
>;

/** The total cap when the open-file limit cannot be read (not Linux). */
export const FALLBACK_MAX_CONNECTIONS = 10_000;
/** A refused connection is held this long at most for its answer to be read, then destroyed. */
const REFUSAL_HOLD_MS = 1000;
/** Refused connections waiting for their answer to be read; past this, a refused connection is closed at once. */
const MAX_REFUSING = 128;
const WARN_EVERY_MS = 10_000;

/** Fastify's server options for the timeouts; none (Node's and Fastify's defaults) when the limits are off. */
export function serverTimeouts(config: Limits) {
  if (!config.connectionLimits) return {};
  return {
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      // Node looks for requests past their headers or request timeout at this interval (30 s by default, which
      // would let a 15 s headers timeout run to 45 s); the look goes through the requests under way only
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.round(Math.min(config.headersTimeoutMs, config.requestTimeoutMs) / 10)),
      ),
    },
  };
}

export interface ConnectionCounts {
  /** connections open and counted (refused ones are not) */
  open: number;
  /** addresses holding one or more of them under the per-address cap */
  addresses: number;
  maxConnections: number;
  maxConnectionsPerAddress: number;
  refused: { total: number; address: number };
}

const counters = new WeakMap<object, () => ConnectionCounts>();

/** The counts of a server the limits are registered on (tests, benchmarks); null when they are off. */
export function connectionCounts(app: FastifyInstance): ConnectionCounts | null {
  return counters.get(app.server)?.() ?? null;
}

export function registerConnectionLimits(app: FastifyInstance, config: Limits): void {
  if (!config.connectionLimits) return;
  const server = app.server;
  const maxTotal = config.maxConnections || defaultMaxConnections(openFileLimit());
  const perAddress = config.maxConnectionsPerAddress;
  const trusted = trustedPeer(config.trustProxy);
  const byAddress = new Map<string, number>();
  let open = 0;
  let refusing = 0;
  const refused = { total: 0, address: 0 };
  const unlogged = { total: 0, address: 0 };
  const lastWarn = { total: 0, address: 0 };
  counters.set(server, () => ({
    open,
    addresses: byAddress.size,
    maxConnections: maxTotal,
    maxConnectionsPerAddress: perAddress,
    refused: { ...refused },
  }));

  const warn = (kind: 'total' | 'address', peer: string) => {
    refused[kind]++;
    unlogged[kind]++;
    const now = Date.now();
    if (now - lastWarn[kind] < WARN_EVERY_MS) return;
    lastWarn[kind] = now;
    const count = unlogged[kind];
    unlogged[kind] = 0;
    if (kind === 'total') {
      app.log.warn(
        { refused: count, open, maxConnections: maxTotal },
        'connections refused (503): the process holds TAIKAI_MAX_CONNECTIONS connections',
      );
    } else {
      app.log.warn(
        { refused: count, address: peer, maxConnectionsPerAddress: perAddress },
        'connections refused (429): the address holds TAIKAI_MAX_CONNECTIONS_PER_ADDRESS connections ' +
          '(a reverse proxy belongs in TAIKAI_TRUST_PROXY)',
      );
    }
  };

  const refuse = (socket: net.Socket, status: 429 | 503, text: string) => {
    socket.on('error', () => {});
    if (refusing >= MAX_REFUSING) {
      socket.destroy();
      return;
    }
    refusing++;
    const hold = setTimeout(() => socket.destroy(), REFUSAL_HOLD_MS);
    hold.unref();
    socket.once('close', () => {
      refusing--;
      clearTimeout(hold);
    });
    // read and drop what the client sends: closing with unread bytes would reset the connection before the client
    // reads the answer
    socket.resume();
    socket.end(refusal(status, text));
  };

  // Node's HTTP server handles a connection in its own `connection` listener: the gate takes that listener's place
  // and hands it only the connections it admits.
  const serve = server.listeners('connection') as ((socket: net.Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: net.Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined) {
      socket.destroy(); // reset before it was taken
      return;
    }
    if (open >= maxTotal) {
      warn('total', peer);
      refuse(socket, 503, 'The server is at its connection limit. Please try again in a moment.');
      return;
    }
    const key = perAddress > 0 && !trusted(peer) ? addressKey(peer) : null;
    if (key !== null && (byAddress.get(key) ?? 0) >= perAddress) {
      warn('address', peer);
      refuse(socket, 429, 'Too many connections from this address. Close some and try again.');
      return;
    }
    open++;
    if (key !== null) byAddress.set(key, (byAddress.get(key) ?? 0) + 1);
    socket.once('close', () => {
      open--;
      if (key === null) return;
      const n = (byAddress.get(key) ?? 1) - 1;
      if (n > 0) byAddress.set(key, n);
      else byAddress.delete(key);
    });
    for (const listener of serve) listener.call(server, socket);
  });
}

function refusal(status: 429 | 503, text: string): string {
  const body = `${text}\n`;
  const reason = status === 429 ? 'Too Many Requests' : 'Service Unavailable';
  return (
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 5\r\n\r\n${body}`
  );
}

/** The process's open-file soft limit from /proc/self/limits (Node raises it to the hard limit at start); null off Linux. */
export function openFileLimit(read: () => string = () => fs.readFileSync('/proc/self/limits', 'utf8')): number | null {
  let text: string;
  try {
    text = read();
  } catch {
    return null;
  }
  const m = /^Max open files\s+(\d+|unlimited)\s/m.exec(text);
  if (!m) return null;
  return m[1] === 'unlimited' ? null : Number(m[1]);
}

/**
 * The total cap: the open-file limit less a reserve for everything else the process opens (the database and its
 * journal, PostgreSQL's pool and listener, game threads, files served, logs, SMTP): a tenth of the limit, at least
 * 256. 20,000 → 18,000; 1,024 → 768; 65,536 → 58,982.
 */
export function defaultMaxConnections(limit: number | null): number {
  if (limit === null) return FALLBACK_MAX_CONNECTIONS;
  const reserve = Math.max(256, Math.ceil(limit / 10));
  return Math.max(64, limit - reserve);
}

/** What a peer counts as under the per-address cap: IPv4 as it is (IPv4-mapped IPv6 too), IPv6 by its /64. */
export function addressKey(address: string): string {
  const a = unmapped(address);
  if (!net.isIPv6(a)) return a;
  const plain = a.split('%')[0].toLowerCase();
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, null];
  const groups = (s: string) => (s ? s.split(':') : []);
  const h = groups(head);
  const t = tail === null ? [] : groups(tail);
  const all = tail === null ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

function unmapped(address: string): string {
  return address.startsWith('::ffff:') && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a TCP peer is a proxy TAIKAI_TRUST_PROXY trusts, as Fastify decides it for X-Forwarded-For: `true` trusts
 * every peer; a list of addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal) trusts
 * those; off trusts none, and so does a hop count (Fastify 5 does not trust the peer for a count either).
 */
export function trustedPeer(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === true) return () => true;
  if (typeof trust !== 'string') return () => false;
  const list = new net.BlockList();
  for (const entry of trust.split(',').map((s) => s.trim())) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const [address, bits] = range.split('/');
      const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
      if (!net.isIP(address)) continue; // Fastify refuses to start on an entry it cannot read
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, bits.includes('.') ? maskLength(bits) : Number(bits), family);
    }
  }
  return (peer) => {
    const a = unmapped(peer);
    return net.isIP(a) !== 0 && list.check(a, net.isIPv6(a) ? 'ipv6' : 'ipv4');
  };
}

/** 255.255.240.0 → 20 */
function maskLength(mask: string): number {
  return mask
    .split('.')
    .map((octet) => Number(octet).toString(2).replace(/0/g, '').length)
    .reduce((a, b) => a + b, 0);
}
