import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginByCode, sendCode } from '../../api/account';
import { errorText } from '../../api/client';
import { getRememberedAccount } from '../../api/token';
import { CodeField } from './CodeField';
import { isEmail } from './validators';

export const RESEND_SECONDS = 60;

interface Values {
  email: string;
  code: string;
}

/** E-mail + six-digit code; the send button counts down 60 s after each send. */
export function CodeLoginForm({
  onToken,
  onError,
  onInfo,
}: {
  onToken: (token: string) => void;
  onError: (text: string) => void;
  onInfo: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const remembered = getRememberedAccount();

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const onSend = async () => {
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendCode(email.trim());
      setCountdown(RESEND_SECONDS);
      onInfo(t('login.codeSentIfAccount'));
    } catch (err) {
      onError(t('login.sendFailed', { message: errorText(err) }));
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      const { token } = await loginByCode({ email: values.email.trim(), code: values.code });
      onToken(token);
    } catch (err) {
      onError(t('login.failed', { message: errorText(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: remembered?.includes('@') ? remembered : '', code: '' }}
      onFinish={onFinish}
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.emailRequired') },
          {
            validator: (_, v: string) =>
              !v?.trim() || isEmail(v) ? Promise.resolve() : Promise.reject(new Error(t('login.emailInvalid'))),
          },
        ]}
      >
        <Input prefix={<MailOutlined />} placeholder={t('login.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <CodeField onSend={onSend} sending={sending} countdown={countdown} track="login-send-code" />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={busy}
        data-track="login-code"
        data-testid="login-submit-code"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
