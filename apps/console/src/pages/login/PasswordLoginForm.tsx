import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/account';
import { errorText } from '../../api/client';
import { getRememberedAccount, setRememberedAccount } from '../../api/token';
import { accountForServer, isValidAccount } from './validators';

interface Values {
  account: string;
  password: string;
  remember: boolean;
}

/** E-mail or account id + password; "remember me" keeps the account in local storage. */
export function PasswordLoginForm({
  onToken,
  onError,
}: {
  onToken: (token: string) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const remembered = getRememberedAccount();

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      const { token } = await login({ account: accountForServer(values.account), password: values.password });
      setRememberedAccount(values.remember ? values.account.trim() : null);
      onToken(token);
    } catch (err) {
      onError(t('login.failed', { message: errorText(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      layout="vertical"
      requiredMark={false}
      initialValues={{ account: remembered ?? '', password: '', remember: !!remembered }}
      onFinish={onFinish}
    >
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[
          { required: true, whitespace: true, message: t('login.accountRequired') },
          {
            validator: (_, v: string) =>
              !v?.trim() || isValidAccount(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('login.accountInvalid'))),
          },
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('login.accountPlaceholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={busy}
        data-track="login-password"
        data-testid="login-submit-password"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
