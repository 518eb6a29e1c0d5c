import { z } from 'zod';
import { CONTENT_LANGS } from '../enums.js';
import { shownText } from '../text-safety.js';

/** Building blocks shared by every area's schemas. GET queries arrive as strings, hence the coercing forms. */

export const MAX_INT32 = 2_147_483_647;

/** Ids are bounded by their columns (`integer`, int32 on PostgreSQL): a larger one is a param error, not a 500. */
export const id = z.number().int().positive().max(MAX_INT32);
export const queryId = z.coerce.number().int().positive().max(MAX_INT32);
export const accountId = z.number().int().positive().max(MAX_INT32);
export const unixTime = z.number().int().min(0).max(MAX_INT32);
export const flag = z.union([z.literal(0), z.literal(1)]);

/** A list of account ids as sent by the console (internal ids; the console decodes what people type). */
export const accountIdList = z.array(accountId).max(3000);

export const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);
export const limit = z.coerce.number().int().min(1).max(100).default(20);

/** `?a=1&a=2` arrives as a string or an array; both become an array. */
export const queryArray = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

export const contentLang = z.enum(CONTENT_LANGS);
export const langContent = z.object({ lang: contentLang, content: z.string().max(10_000) });
/** A name in one language: one line that shows something. */
export const langName = z.object({ lang: contentLang, content: shownText(10_000) });
export type LangContent = z.infer<typeof langContent>;

export const uniqueIdBody = z.object({ unique_id: id });
export const uniqueIdQuery = z.object({ unique_id: queryId });
export const seasonBody = z.object({ unique_id: id, season_id: id });
export const seasonQuery = z.object({ unique_id: queryId, season_id: queryId });

export const accountBrief = z.object({ account_id: z.number().int(), nickname: z.string() });
export type AccountBrief = z.infer<typeof accountBrief>;

/** The success envelope; every reply schema is wrapped in it. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
export const empty = z.object({});
