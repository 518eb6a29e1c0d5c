import { hash, randomBytes, randomInt } from 'node:crypto';

/** Session tokens are random and stored only as a SHA-256 hash. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
export function newEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
