/** The session token and the remembered login account, both kept in local storage (spec part 1 section 9). */
export const TOKEN_KEY = 'taikai.token';
export const REMEMBER_KEY = 'taikai.remember';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

export function getRememberedAccount(): string | null {
  return storage()?.getItem(REMEMBER_KEY) || null;
}

export function setRememberedAccount(account: string | null): void {
  if (account) storage()?.setItem(REMEMBER_KEY, account);
  else storage()?.removeItem(REMEMBER_KEY);
}
