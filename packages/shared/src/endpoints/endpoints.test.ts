import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointArgs, type EndpointInput, type EndpointReply, endpoint, isContestScoped } from './define.js';
import { endpointAreas, endpointList, endpoints } from './index.js';

describe('the endpoint table', () => {
  it('has one entry per key: no area shadows another area’s key', () => {
    const keys = Object.values(endpointAreas).flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(endpoints)).toHaveLength(keys.length);
  });

  it('has one entry per method and path', () => {
    const routes = endpointList.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('takes a query on GET and a body on POST, paths under /api/', () => {
    for (const [key, e] of endpointList) {
      expect(e.path, key).toMatch(/^\/api(\/([a-z0-9_]+|:[a-z_]+))+$/);
      // a path parameter (`:game_uuid`) needs a params schema, and only a GET takes one
      expect(e.path.includes(':'), key).toBe(e.params !== undefined);
      if (e.method === 'GET') expect(e.body, key).toBeUndefined();
      else expect(e.query ?? e.params, key).toBeUndefined();
    }
  });

  it('names the contest (unique_id) in the input of every contest-scoped endpoint; unlocked only there', () => {
    for (const [key, e] of endpointList) {
      const input = e.body ?? e.query;
      if (isContestScoped(e)) {
        expect(input, key).toBeDefined();
        expect(Object.keys((input as z.ZodObject).shape), key).toContain('unique_id');
      } else {
        expect(e.unlocked, key).toBe(false);
      }
    }
  });
});

describe('endpoint() types', () => {
  it('lets body, query and reply types flow', () => {
    const e = endpoint({
      method: 'POST',
      path: '/api/x',
      body: z.object({ unique_id: z.number(), n: z.number().default(3) }),
      reply: z.object({ ok: z.boolean() }),
      policy: 'manager',
      tags: ['x'],
    });
    const input: EndpointInput<typeof e> = { unique_id: 1 };
    const args: EndpointArgs<typeof e> = { unique_id: 1, n: 3 };
    const reply: EndpointReply<typeof e> = { ok: true };
    expect([input, args, reply, e.unlocked]).toEqual([{ unique_id: 1 }, { unique_id: 1, n: 3 }, { ok: true }, false]);
  });

  it('refuses a contest-scoped endpoint without unique_id, and unlocked on other policies', () => {
    const bad = () => [
      // @ts-expect-error a manager endpoint must name its contest
      endpoint({ method: 'GET', path: '/api/x', reply: z.object({}), policy: 'manager', tags: [] }),
      // @ts-expect-error a creator endpoint must name its contest
      endpoint({
        method: 'GET',
        path: '/api/x',
        query: z.object({ s: z.number() }),
        reply: z.object({}),
        policy: 'creator',
        tags: [],
      }),
      // @ts-expect-error unlocked applies to contest-scoped endpoints only
      endpoint({ method: 'GET', path: '/api/x', reply: z.object({}), policy: 'login', unlocked: true, tags: [] }),
      // @ts-expect-error a GET takes no body
      endpoint({ method: 'GET', path: '/api/x', body: z.object({}), reply: z.object({}), policy: 'login', tags: [] }),
    ];
    expect(bad).toBeTypeOf('function');
  });
});
