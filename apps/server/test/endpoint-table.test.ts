import { downloads, ErrorCode, endpointList, type Policy, socketEndpoints } from '@taikai/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';

/**
 * Declared permissions: every API route the server answers comes from an entry of the shared endpoint table (or its
 * CSV downloads, or a declared WebSocket) and so has a declared policy; every entry has its route. Only the OpenAPI
 * pages are served beside them.
 */
const t = await createTestApp();
const POLICIES: readonly Policy[] = ['public', 'login', 'manager', 'creator'];
const declared = new Map<string, { method: string; path: string; policy: Policy }>(
  [...endpointList, ...Object.entries(downloads), ...Object.entries(socketEndpoints)].map(([, e]) => [
    `${e.method} ${e.path}`,
    e,
  ]),
);
/** Served at /api/docs by @fastify/swagger-ui, generated from the same table. */
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('the route table', () => {
  const apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isDocs(r.url));

  it('has no /api route without an endpoint entry and a policy', () => {
    const undeclared = apiRoutes.map((r) => `${r.method} ${r.url}`).filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
    for (const e of declared.values()) expect(POLICIES, `${e.method} ${e.path}`).toContain(e.policy);
  });

  it('has a route for every entry of the table', () => {
    const served = new Set(apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect([...declared.keys()].filter((route) => !served.has(route))).toEqual([]);
  });

  it('answers an undeclared /api path with the error envelope (404, code 4)', async () => {
    const res = await t.get('/api/contest/not_a_declared_call');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBeTypeOf('number');
  });
});

/** Every call anyone may make without a session: a new entry here is a decision, made in review. */
const PUBLIC = [
  'GET /api/contest/server_time',
  'GET /api/game/realtime/:game_uuid/progress/latest',
  'GET /api/game/replay/:game_uuid',
  'GET /api/game/ws',
  'POST /api/login',
  'POST /api/login_by_code',
  'POST /api/login_by_handover',
  'POST /api/logout',
  'POST /api/register',
  'POST /api/send_email_code',
];

describe('calls without a session', () => {
  it('are public only where the table says so, and the public set is the one reviewed', () => {
    const open = [...declared.entries()].filter(([, e]) => e.policy === 'public').map(([route]) => route);
    expect(open.sort()).toEqual(PUBLIC);
  });

  // every other entry (login, manager, creator; downloads included) refuses a caller with no session or a dead one
  // with 2505 before its input is read: an empty body or query must not get a parameter error first
  const guarded = [...declared.entries()].filter(([, e]) => e.policy !== 'public');
  it.each(guarded)('%s refuses a caller without a session (2505)', async (_route, e) => {
    const url = e.path.replace(/:([a-z_]+)/g, 'x');
    for (const token of [null, 'not-a-session-token']) {
      const res = e.method === 'GET' ? await t.get(url, token) : await t.post(url, {}, token);
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      expect(res.json().error.code).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });
});

describe('the OpenAPI document', () => {
  it('is generated from the table: one operation per entry, named by its key', async () => {
    const doc = (await t.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
    const keys = [...endpointList, ...Object.entries(downloads)].map(([key]) => key);
    expect(operations.filter(Boolean).sort()).toEqual([...keys].sort());
  });
});
