import { ErrorCode, type ErrorCodeValue } from '@taikai/shared';

/** A refusal the client can act on: answered with the error envelope, its code and a localised message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    /** the offending input field, when there is one */
    readonly field?: string,
    /** values the message names, e.g. `{time}`; also sent as `error.detail` */
    readonly detail?: Record<string, string | number>,
    /** every problem of a refused batch, each answered with its message (`error.problems`) */
    readonly problems?: readonly Problem[],
  ) {
    super(`Err${code}${field ? ` (${field})` : ''}`);
  }
}

/** One problem of a batch: the CSV line it came from (0: none), the field, its code and the values it names. */
export interface Problem {
  line: number;
  field: string;
  code: ErrorCodeValue;
  detail?: Record<string, string | number>;
}

export function fail(code: ErrorCodeValue, field?: string): never {
  throw new AppError(code, field);
}

/** Throws `code` unless `condition` holds. */
export function ensure(condition: unknown, code: ErrorCodeValue, field?: string): asserts condition {
  if (!condition) throw new AppError(code, field);
}

export { ErrorCode };
