import { authEndpoints } from '@taikai/shared';
import { handlers } from '../../http.js';
import { login, loginByCode, logout, sendEmailCode } from './auth.service.js';
import { issueHandoverCode, loginByHandover } from './handover.service.js';
import { register } from './register.service.js';

export const authHandlers = handlers(authEndpoints, {
  login: (body, _actor, ctx, _access, call) => login(ctx, body, call.ip),
  sendEmailCode: async (body, _actor, ctx, _access, call) => {
    await sendEmailCode(ctx, body.email, call.ip, body.purpose, call.lang);
    return {};
  },
  loginByCode: (body, _actor, ctx) => loginByCode(ctx, body),
  logout: async (_body, _actor, ctx, _access, call) => {
    await logout(ctx, call.token);
    return {};
  },
  register: (body, _actor, ctx, _access, call) => register(ctx, body, call.ip),
  issueHandoverCode: (_body, actor, ctx, _access, call) => issueHandoverCode(ctx, actor.account_id, call.token ?? ''),
  loginByHandover: (body, _actor, ctx) => loginByHandover(ctx, body.code),
});
