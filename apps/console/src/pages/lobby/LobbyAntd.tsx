/**
 * The lobby's screens built with Ant Design (login, registration, the table, the hand-over question) render inside
 * this shell: the console's theme, Ant Design's locale and `App` (message, modal), and the page language's full
 * text pack, loaded before they show. It comes with those screens' chunks, so the lobby's home never loads it.
 */
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../app/layout/useMediaQuery';
import { BUTTON_CONFIG, themeFor } from '../../app/providers';
import { antdLocale, currentLang, isLanguageLoaded, loadLanguage } from '../../i18n';
import { PageSpinner } from './ui';

export function LobbyAntd({ children }: { children: ReactNode }) {
  useTranslation(); // follows the page language
  const lang = currentLang();
  // the language whose pack was asked for and settled (loaded, or failed: then the texts the lobby has are shown)
  const [settled, setSettled] = useState<string | null>(null);
  const ready = isLanguageLoaded(lang) || settled === lang;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadLanguage(lang)
      .catch((err: unknown) => console.error('Could not load the language pack', lang, err))
      .then(() => live && setSettled(lang));
    return () => {
      live = false;
    };
  }, [lang, ready]);
  if (!ready) return <PageSpinner />;
  return (
    <ConfigProvider locale={antdLocale(lang)} theme={themeFor(reducedMotion)} button={BUTTON_CONFIG}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
