import { z } from 'zod';

export const loginBody = z.object({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
export const loginByCodeBody = z.object({
  email: z.email().max(254),
  code: z.string().regex(/^\d{6}$/),
});
export const sendEmailCodeBody = z.object({ email: z.email().max(254) });
export const tokenReply = z.object({ token: z.string(), expire_time: z.number().int() });

export type LoginBody = z.infer<typeof loginBody>;
export type LoginByCodeBody = z.infer<typeof loginByCodeBody>;
export type TokenReply = z.infer<typeof tokenReply>;
