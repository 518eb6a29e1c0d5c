import { App as AntApp, Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { getToken } from '../../api/token';
import { CodeLoginForm } from './CodeLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { useFinishLogin, useReturnPath } from './useFinishLogin';

/** Login by account + password or by e-mail code; afterwards back to where the user was going (or /). */
export default function LoginPage() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const finish = useFinishLogin();
  const returnPath = useReturnPath();
  if (getToken()) return <Navigate to={returnPath} replace />;

  const onError = (text: string) => void message.error({ content: text, duration: 5 });
  const onInfo = (text: string) => void message.success(text);

  return (
    <div className="taikai-login">
      <div className="taikai-login-intro">
        <Typography.Title level={2}>{t('login.welcome')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.intro')}</Typography.Paragraph>
      </div>
      <Card className="taikai-login-card" title={t('login.title')}>
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
    </div>
  );
}
