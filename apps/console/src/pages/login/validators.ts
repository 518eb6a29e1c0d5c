import { decodeAccountId } from '@taikai/shared/account-id';

/** A practical e-mail check (the server validates strictly). */
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

/** An account is an e-mail (checked for format) or a displayed account id (digits). */
export function isValidAccount(value: string): boolean {
  const v = value.trim();
  return v.includes('@') ? isEmail(v) : /^\d{1,10}$/.test(v);
}

/**
 * What the server expects in `account`: an e-mail as typed, or the internal id decoded from the displayed
 * (encoded) id people see and type.
 */
export function accountForServer(value: string): string {
  const v = value.trim();
  if (v.includes('@')) return v;
  const decoded = decodeAccountId(Number(v));
  return decoded > 0 ? String(decoded) : v;
}
