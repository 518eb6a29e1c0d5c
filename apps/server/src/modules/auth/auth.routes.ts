import { empty, envelope, loginBody, loginByCodeBody, sendEmailCodeBody, tokenReply } from '@taikai/shared';
import type { AppContext } from '../../context.js';
import type { ZodApp } from '../../http.js';
import { tokenFromRequest } from '../../plugins/auth.js';
import { login, loginByCode, logout, sendEmailCode } from './auth.service.js';

/** Per-IP request caps in front of the database-kept limits (DESIGN: login and code sending are rate-limited). */
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export function authRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/login',
    { config: perIp(30), schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(tokenReply) } } },
    async (req) => ({ data: await login(ctx, req.body, req.ip) }),
  );
  app.post(
    '/api/send_email_code',
    { config: perIp(10), schema: { tags: ['auth'], body: sendEmailCodeBody, response: { 200: envelope(empty) } } },
    async (req) => {
      await sendEmailCode(ctx, req.body.email, req.ip, req.body.purpose);
      return { data: {} };
    },
  );
  app.post(
    '/api/login_by_code',
    { config: perIp(30), schema: { tags: ['auth'], body: loginByCodeBody, response: { 200: envelope(tokenReply) } } },
    async (req) => ({ data: await loginByCode(ctx, req.body) }),
  );
  app.post('/api/logout', { schema: { tags: ['auth'], response: { 200: envelope(empty) } } }, async (req) => {
    await logout(ctx, tokenFromRequest(req));
    return { data: {} };
  });
}
