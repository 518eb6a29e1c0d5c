import { accountCalls } from '../../api/account';
import { call } from '../../api/client';
import { getToken } from '../../api/token';

/**
 * The mobile site (spec part 1 section 2), opened with a one-time hand-over code: the session
 * token itself never goes into a URL.
 */
export function mobileSiteUrl(code: string | null): string {
  return code ? `/m/?code=${encodeURIComponent(code)}` : '/m/';
}

/**
 * Opens the mobile site in a new tab, so the organiser's console stays where it was (issue 29 #12): the tab is opened
 * at once, inside the click (a pop-up blocker lets that through), cut off from this page, and sent to the mobile site
 * once the server has given a hand-over code (without one when that fails).
 */
export async function openMobileSite(): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const code = getToken()
    ? await call(accountCalls.issueHandoverCode, undefined, { silent: true }).then(
        (r) => r.code,
        () => null,
      )
    : null;
  const url = mobileSiteUrl(code);
  if (tab) tab.location.replace(url);
  else window.open(url, '_blank', 'noopener');
}
