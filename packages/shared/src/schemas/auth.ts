import { z } from 'zod';

export const loginBody = z.object({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
export const loginByCodeBody = z.object({
  email: z.email().max(254),
  code: z.string().regex(/^\d{6}$/),
});
/**
 * `purpose` says what the code is for: `login` (the default; the address must belong to an account) or
 * `register` (the address must not belong to one yet, and registration must be open).
 */
export const EMAIL_CODE_PURPOSES = ['login', 'register'] as const;
export const sendEmailCodeBody = z.object({
  email: z.email().max(254),
  purpose: z.enum(EMAIL_CODE_PURPOSES).default('login'),
});
export const tokenReply = z.object({ token: z.string(), expire_time: z.number().int() });

/**
 * `POST /api/register` (DESIGN section 9): a new player account in the chosen zone (1 China, 2 Japan,
 * 3 International), proven by the e-mail code sent with `purpose: 'register'`. Nickname and password rules are in
 * `nickname.ts` and answered with their own codes (1005, 1007), so the schema only bounds the sizes.
 */
export const registerBody = z.object({
  nickname: z.string().max(64),
  email: z.email().max(254),
  password: z.string().max(256),
  code: z.string().regex(/^\d{6}$/),
  zone: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
/** The new account's internal id and a session, so the player is logged in at once. */
export const registerReply = tokenReply.extend({ account_id: z.number().int() });

/**
 * Handing a console session over to the players' lobby at `/m/`: the console asks for a one-time
 * code (valid about a minute, bound to its account) and opens `/m/?code=…`; the lobby redeems it for a session of
 * its own. The long-lived token never appears in a URL.
 */
export const handoverCodeReply = z.object({ code: z.string(), expire_time: z.number().int() });
export const loginByHandoverBody = z.object({ code: z.string().min(1).max(128) });
/** The new session, and whose it is (the lobby names the account when another one is signed in there). */
export const loginByHandoverReply = tokenReply.extend({ account_id: z.number().int(), nickname: z.string() });

export type SendEmailCodeBody = z.input<typeof sendEmailCodeBody>;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterReply = z.infer<typeof registerReply>;
export type LoginBody = z.infer<typeof loginBody>;
export type LoginByCodeBody = z.infer<typeof loginByCodeBody>;
export type TokenReply = z.infer<typeof tokenReply>;
export type HandoverCodeReply = z.infer<typeof handoverCodeReply>;
export type LoginByHandoverBody = z.infer<typeof loginByHandoverBody>;
export type LoginByHandoverReply = z.infer<typeof loginByHandoverReply>;
