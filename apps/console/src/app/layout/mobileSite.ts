import { authEndpoints } from '@taikai/shared';
import { call } from '../../api/client';
import { getToken } from '../../api/token';

/**
 * The mobile site (spec part 1 section 2), opened with a one-time hand-over code (issue 15 point 5): the session
 * token itself never goes into a URL.
 */
export function mobileSiteUrl(code: string | null): string {
  return code ? `/m/?code=${encodeURIComponent(code)}` : '/m/';
}

/** Asks the server for a hand-over code, then opens the mobile site with it (without one when that fails). */
export async function openMobileSite(): Promise<void> {
  const code = getToken()
    ? await call(authEndpoints.issueHandoverCode, undefined, { silent: true }).then(
        (r) => r.code,
        () => null,
      )
    : null;
  window.location.assign(mobileSiteUrl(code));
}
