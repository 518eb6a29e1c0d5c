import { App as AntApp, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageGlobals } from '../../app/config';
import { CodeLoginForm } from '../login/CodeLoginForm';
import { PasswordLoginForm } from '../login/PasswordLoginForm';
import { LobbyAntd } from './LobbyAntd';
import { lobbyPaths } from './paths';
import { useLobbyLogin } from './useLobbyLogin';

/** The lobby's login: account or e-mail + password, or the e-mail code; a link to registration when it is open. */
export function LobbyLogin() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const finish = useLobbyLogin();
  const onError = (text: string) => void message.error({ content: text, duration: 5 });
  const onInfo = (text: string) => void message.success(text);
  return (
    <div className="lobby-auth">
      <Card className="lobby-card" title={t('lobby.loginTitle')}>
        <Tabs
          items={[
            {
              key: 'password',
              label: t('login.tabPassword'),
              children: <PasswordLoginForm onToken={finish} onError={onError} />,
            },
            {
              key: 'code',
              label: t('login.tabCode'),
              children: <CodeLoginForm onToken={finish} onError={onError} onInfo={onInfo} />,
            },
          ]}
        />
      </Card>
      <div className="lobby-auth-switch">
        {pageGlobals().registration ? (
          <Link to={lobbyPaths.register} data-testid="lobby-to-register">
            {t('lobby.toRegister')}
          </Link>
        ) : (
          <span className="lobby-muted">{t('lobby.registrationClosed')}</span>
        )}
      </div>
    </div>
  );
}

/** The login in the lobby's Ant Design shell (its own chunk). */
export default function LobbyLoginScreen() {
  return (
    <LobbyAntd>
      <LobbyLogin />
    </LobbyAntd>
  );
}
