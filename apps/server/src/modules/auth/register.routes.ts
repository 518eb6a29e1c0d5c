import { envelope, registerBody, registerReply } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { register } from './register.service.js';

/** `POST /api/register` (DESIGN section 9); per-IP request cap in front of the database-kept limits. */
export function registrationRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: registerBody, response: { 200: envelope(registerReply) } },
    },
    async (req) => ({ data: await register(ctx, req.body, req.ip) }),
  );
}
