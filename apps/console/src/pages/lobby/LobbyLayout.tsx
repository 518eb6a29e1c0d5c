import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { lobbyLogout, useLobbyAccount } from '../../api/lobby';
import { clearToken, getToken } from '../../api/token';
import { currentLang, isPageLang, PAGE_LANGS, setLanguage } from '../../i18n';
import { GlobeIcon, LogoutIcon, TrophyIcon } from './icons';
import { atTable, lobbyPaths } from './paths';
import { LobbyToasts } from './toast';

/**
 * The page language, as a native select (the phone's own picker) over the globe and the language's name; on a
 * narrow phone only the globe shows. Each language is named in itself.
 */
function LobbyLanguage() {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <label className="lobby-bar-button lobby-lang">
      <GlobeIcon />
      <span className="lobby-lang-name">{t(`common.languages.${lang}`)}</span>
      <select
        value={lang}
        aria-label={t('shell.language')}
        data-testid="lobby-language"
        onChange={(e) => {
          if (isPageLang(e.target.value)) void setLanguage(e.target.value);
        }}
      >
        {PAGE_LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`common.languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The lobby's minimal shell: brand, language, the player's name and log-out; content in one narrow column. */
export function LobbyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const account = useLobbyAccount();
  const loggedIn = !!getToken();

  const onLogout = async () => {
    // at a table one stray tap on the small icon would leave a game to auto-play: ask first
    if (atTable(location.pathname, location.search) && !window.confirm(t('lobby.logoutAtTable'))) return;
    await lobbyLogout().catch(() => undefined);
    clearToken();
    queryClient.clear();
    navigate(lobbyPaths.login, { replace: true });
  };

  return (
    <div className="taikai-lobby">
      <header className="lobby-bar">
        <Link to={lobbyPaths.home} className="lobby-brand">
          <TrophyIcon className="lobby-brand-mark" />
          <span>{t('lobby.title')}</span>
        </Link>
        <div className="lobby-bar-actions">
          <LobbyLanguage />
          {loggedIn && (
            <>
              {account.data && (
                <span className="lobby-nickname" data-testid="lobby-nickname">
                  {account.data.nickname}
                </span>
              )}
              <button
                type="button"
                className="lobby-bar-button"
                aria-label={t('lobby.logout')}
                title={t('lobby.logout')}
                onClick={onLogout}
                data-track="lobby-logout"
              >
                <LogoutIcon />
              </button>
            </>
          )}
        </div>
      </header>
      <LobbyToasts />
      <main className="lobby-main">{children}</main>
    </div>
  );
}
