import { loadErrorMessages } from '../api/client';
import { currentLang, loadLanguage } from '../i18n';

/**
 * A page's code together with what every page but the console's first screen needs, loaded side by side with it:
 * `lazy(pageModule(() => import('./Page')))`. The first screen (the shell and the home page) renders with a share of
 * the page language and without the error catalogue; a page also needs the rest of the language's texts, Ant Design's
 * locale (`i18n/index.ts`) and every error's message (`api/client.ts`). A pack that cannot be loaded fails the page
 * as its code would (a new build: `stale-build.ts` reloads the page); without the catalogue the page still shows, its
 * failures in the early messages' words.
 */
export function pageModule<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), loadLanguage(currentLang()), loadErrorMessages().catch(() => undefined)]).then(
      ([page]) => page,
    );
}
