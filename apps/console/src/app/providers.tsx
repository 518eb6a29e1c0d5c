import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale } from 'antd/es/locale';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setTransportEffects } from '../api/client';
import i18n, { antdLocale, isPageLang, subscribeLanguagePacks } from '../i18n';
import { isLobbyPath, lobbyPaths } from '../pages/lobby/paths';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './layout/useMediaQuery';

export const theme: ThemeConfig = {
  token: { colorPrimary: '#2b6cb0', borderRadius: 6, fontSize: 14 },
  components: { Layout: { headerBg: '#1f2937', headerHeight: 56, headerPadding: '0 24px', bodyBg: '#f3f5f8' } },
};

const STILL_THEME: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * The console's theme; without motion when the visitor's system asks for reduced motion (dialogs, drawers,
 * messages and menus then open and close at once). Otherwise `motion` is left unset, so an outer provider's choice
 * stands.
 */
export const themeFor = (reducedMotion: boolean): ThemeConfig => (reducedMotion ? STILL_THEME : theme);

/**
 * Wires the transport's side effects to this app: toasts through antd's context-aware `message`, the login
 * redirect through the router (clearing cached data of the old session). Must sit inside the router.
 */
function TransportBridge({ queryClient }: { queryClient: QueryClient }) {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setTransportEffects({
      toast: (text, seconds) => {
        void message.error({ content: text, duration: seconds });
      },
      redirectToLogin: () => {
        if (isLobbyPath(location.pathname)) {
          // The players' lobby has its own login.
          queryClient.clear();
          if (location.pathname !== lobbyPaths.login) navigate(lobbyPaths.login, { replace: true });
          return;
        }
        if (window.location.pathname === '/login') return;
        queryClient.clear();
        navigate('/login', { replace: true, state: { from: `${location.pathname}${location.search}` } });
      },
    });
  }, [message, navigate, location, queryClient]);
  return null;
}

/**
 * No space inserted between two CJK characters of a button ("更新", not "更 新"): people read the space as a typo,
 * in every language.
 */
export const BUTTON_CONFIG = { autoInsertSpace: false } as const;

/**
 * Ant Design's locale until the page language's full pack has come: none of its parts, so every component keeps its
 * own texts (the console's first screen shows none of them). A locale all the same: ConfigProvider wraps its children
 * in one more provider only when given a locale, and that wrapper appearing would mount the whole app anew.
 */
const BEFORE_FULL_PACK: Locale = { locale: 'en' };

/**
 * Ant Design in the page language: its locale comes with the language's full pack, which the console's first screen
 * does without (it loads with the first other page, `i18n/index.ts`).
 */
function LocalizedConfig({ children }: { children: ReactNode }) {
  const { i18n: inst } = useTranslation();
  const lang = isPageLang(inst.language) ? inst.language : 'zh-CN';
  const locale = useSyncExternalStore(subscribeLanguagePacks, () => antdLocale(lang)) ?? BEFORE_FULL_PACK;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <ConfigProvider locale={locale} theme={themeFor(reducedMotion)} button={BUTTON_CONFIG}>
      {children}
    </ConfigProvider>
  );
}

/** QueryClient, i18n, antd ConfigProvider (locale + theme) and antd App. Place inside the router. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalizedConfig>
          <AntApp>
            <TransportBridge queryClient={queryClient} />
            {children}
          </AntApp>
        </LocalizedConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
