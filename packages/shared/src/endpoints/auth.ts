import {
  handoverCodeReply,
  loginBody,
  loginByCodeBody,
  loginByHandoverBody,
  loginByHandoverReply,
  registerBody,
  registerReply,
  sendEmailCodeBody,
  tokenReply,
} from '../schemas/auth.js';
import { empty } from '../schemas/common.js';
import { endpoint } from './define.js';

const tags = ['auth'];

/** Logging in and out, e-mail codes, registration (DESIGN section 9). Per-IP caps sit in front of the database-kept limits. */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: loginBody,
    reply: tokenReply,
    policy: 'public',
    tags,
    perIpPerMinute: 30,
  }),
  sendEmailCode: endpoint({
    method: 'POST',
    path: '/api/send_email_code',
    body: sendEmailCodeBody,
    reply: empty,
    policy: 'public',
    tags,
    perIpPerMinute: 10,
  }),
  loginByCode: endpoint({
    method: 'POST',
    path: '/api/login_by_code',
    body: loginByCodeBody,
    reply: tokenReply,
    policy: 'public',
    tags,
    perIpPerMinute: 30,
  }),
  logout: endpoint({ method: 'POST', path: '/api/logout', reply: empty, policy: 'public', tags }),
  /** A one-time code (about a minute, single use) that hands this account over to the lobby at `/m/?code=`. */
  issueHandoverCode: endpoint({
    method: 'POST',
    path: '/api/handover_code',
    reply: handoverCodeReply,
    policy: 'login',
    tags,
    perIpPerMinute: 30,
  }),
  /** Redeems a hand-over code for a new session of its account (1008 unknown, 1009 used, 1010 expired). */
  loginByHandover: endpoint({
    method: 'POST',
    path: '/api/login_by_handover',
    body: loginByHandoverBody,
    reply: loginByHandoverReply,
    policy: 'public',
    tags,
    perIpPerMinute: 30,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    body: registerBody,
    reply: registerReply,
    policy: 'public',
    tags,
    perIpPerMinute: 10,
  }),
};
