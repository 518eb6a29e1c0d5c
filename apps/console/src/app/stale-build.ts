/**
 * A console left open across an upgrade asks for page chunks the new build no longer has (their names carry the old
 * build's hashes; the server answers 404). Vite reports that as `vite:preloadError`; the page then loads the new build
 * once. A second failure soon after is not reloaded again (a broken deployment must not make the page loop): it
 * reaches the crash page as any other error.
 */
const KEY = 'taikai.staleBuildReload';
/** How long after one reload another failure is left to the crash page (ms). */
export const RELOAD_GUARD_MS = 30_000;

export function reloadOnStaleBuild(
  target: Pick<Window, 'addEventListener'> = window,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(KEY, String(now()));
    event.preventDefault(); // the import is not rethrown: the page is going away
    reload();
  });
}
