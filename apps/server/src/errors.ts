import { ErrorCode, type ErrorCodeValue } from '@taikai/shared';

/** A refusal the client can act on: answered with the error envelope, its code and a localised message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    /** the offending input field, when there is one */
    readonly field?: string,
    /** values the message names, e.g. `{time}`; also sent as `error.detail` */
    readonly detail?: Record<string, string | number>,
  ) {
    super(`Err${code}${field ? ` (${field})` : ''}`);
  }
}

export function fail(code: ErrorCodeValue, field?: string): never {
  throw new AppError(code, field);
}

/** Throws `code` unless `condition` holds. */
export function ensure(condition: unknown, code: ErrorCodeValue, field?: string): asserts condition {
  if (!condition) throw new AppError(code, field);
}

export { ErrorCode };
