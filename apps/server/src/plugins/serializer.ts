import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Replies are written by fast-json-stringify from the JSON Schema of each route's zod reply schema: only declared
 * fields leave the server (an internal column cannot leak), at several times the speed of validating every reply with
 * zod and then calling JSON.stringify. With `validate` (on in tests and development) each reply is also checked
 * against its zod schema first, so a service that drifts from the contract fails its tests.
 */
export function replySerializerCompiler(validate: boolean): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as object);
    if (!validate) return (data) => stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(result.data);
    };
  };
}
