/**
 * The texts of a player's own season (`locales/<lang>/myseason.json`, keys `myseason.*`) load with its page, not
 * with the lobby's first load: the lobby's page registers only the lobby, common and shell areas of a language
 * (i18n/packs/lobby-*.ts), and a phone that never opens a season never downloads these. Each language's file is its
 * own small chunk, fetched when the page is shown in that language (a language switch on the page fetches the new
 * one). The console's full packs (every area) already carry them, so there, and in tests, they are there at once.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n, { currentLang, type PageLang } from '../../../i18n';
import type { Tree } from '../../../i18n/pack';

export const SEASON_AREA = 'myseason';

const files = import.meta.glob<Tree>('../../../locales/*/myseason.json', { import: 'default' });

/** Languages whose season texts were asked for and settled (loaded, or failed: then the keys' fallbacks show). */
const settled = new Set<PageLang>();

const registered = (lang: PageLang): boolean => i18n.getResource(lang, 'translation', SEASON_AREA) !== undefined;

/** Registers a language's season texts once. */
export async function loadSeasonTexts(lang: PageLang): Promise<void> {
  if (registered(lang)) return;
  const load = files[`../../../locales/${lang}/myseason.json`];
  if (!load) return;
  i18n.addResourceBundle(lang, 'translation', { [SEASON_AREA]: await load() }, true, true);
}

/** Whether the page language's season texts are there; asks for them (and re-renders) when they are not. */
export function useSeasonTexts(): boolean {
  useTranslation(); // follows the page language
  const lang = currentLang();
  const [, settle] = useState(0);
  const ready = registered(lang) || settled.has(lang);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSeasonTexts(lang)
      .catch((err: unknown) => console.error('Could not load the season texts', lang, err))
      .then(() => {
        settled.add(lang);
        if (live) settle((n) => n + 1);
      });
    return () => {
      live = false;
    };
  }, [lang, ready]);
  return ready;
}
