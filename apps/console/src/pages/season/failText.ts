import type { TFunction } from 'i18next';
import { ApiError, errorText } from '../../api/client';

/** "<prefix>: <server message, else the text for the code, else the code>" for a failed call. */
export function failText(t: TFunction, prefixKey: string, err: unknown): string {
  const text = errorText(err) || (err instanceof ApiError ? String(err.code) : '');
  return t(prefixKey, { message: text });
}
