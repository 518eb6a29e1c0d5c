import { LogoutOutlined, TrophyFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout, useAccount } from '../../api/account';
import { clearToken, getToken } from '../../api/token';
import { LanguageSwitcher } from '../../app/layout/LanguageSwitcher';
import { lobbyPaths } from './paths';

/** The lobby's minimal shell: brand, language, the player's name and log-out; content in one narrow column. */
export function LobbyLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useAccount();
  const loggedIn = !!getToken();

  const onLogout = async () => {
    await logout().catch(() => undefined);
    clearToken();
    queryClient.clear();
    navigate(lobbyPaths.login, { replace: true });
  };

  return (
    <div className="taikai-lobby">
      <header className="lobby-bar">
        <Link to={lobbyPaths.home} className="lobby-brand">
          <TrophyFilled className="lobby-brand-mark" />
          <span>{t('lobby.title')}</span>
        </Link>
        <div className="lobby-bar-actions">
          <LanguageSwitcher dark />
          {loggedIn && (
            <>
              {account.data && (
                <span className="lobby-nickname" data-testid="lobby-nickname">
                  {account.data.nickname}
                </span>
              )}
              <Button
                type="text"
                size="small"
                className="taikai-lang-dark"
                icon={<LogoutOutlined />}
                aria-label={t('lobby.logout')}
                onClick={onLogout}
                data-track="lobby-logout"
              />
            </>
          )}
        </div>
      </header>
      <main className="lobby-main">{children}</main>
    </div>
  );
}
