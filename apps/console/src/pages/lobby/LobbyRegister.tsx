import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { NICKNAME_MAX, nicknameProblem, PASSWORD_MIN, passwordOk } from '@taikai/shared/nickname';
import { App as AntApp, Button, Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../api/client';
import { useRegister, useSendRegisterCode } from '../../api/lobby';
import { pageGlobals } from '../../app/config';
import { CodeField } from '../login/CodeField';
import { RESEND_SECONDS } from '../login/CodeLoginForm';
import { isEmail } from '../login/validators';
import { LobbyAntd } from './LobbyAntd';
import { lobbyPaths } from './paths';
import { lobbyToast } from './toast';
import { useCountdown } from './useCountdown';
import { useLobbyLogin } from './useLobbyLogin';

interface Values {
  nickname: string;
  email: string;
  password: string;
  confirm: string;
  code: string;
  zone: 1 | 2 | 3;
}

const ZONES = [1, 2, 3] as const;

/**
 * Registration: nickname, e-mail, password (twice), the code sent to the address, and the server zone the account
 * belongs to. The rules are the server's (shared), checked here first; on success the player is logged in.
 */
function RegisterForm() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const finish = useLobbyLogin();
  const registering = useRegister();
  const sending = useSendRegisterCode();
  const [countdown, startCountdown] = useCountdown();

  if (!pageGlobals().registration) {
    return (
      <Card className="lobby-card lobby-auth" title={t('lobby.registerTitle')}>
        <p>{t('lobby.registrationClosed')}</p>
        <Link to={lobbyPaths.login}>{t('lobby.toLogin')}</Link>
      </Card>
    );
  }

  const onSend = async () => {
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return;
    }
    await sending.mutateAsync(email.trim()).then(
      () => {
        startCountdown(RESEND_SECONDS);
        void message.success(t('login.codeSent'));
      },
      (err: unknown) =>
        void message.error({ content: t('login.sendFailed', { message: errorText(err) }), duration: 5 }),
    );
  };

  const onFinish = (v: Values) =>
    registering
      .mutateAsync({
        nickname: v.nickname.trim(),
        email: v.email.trim(),
        password: v.password,
        code: v.code,
        zone: v.zone,
      })
      .then(
        ({ token }) => {
          lobbyToast.success(t('lobby.registered')); // shown on the lobby's home, where this leads
          finish(token);
        },
        (err: unknown) =>
          void message.error({ content: t('lobby.registerFailed', { message: errorText(err) }), duration: 5 }),
      );

  const check = (ok: (v: string) => boolean, text: string) => ({
    validator: (_: unknown, v: string) => (!v || ok(v) ? Promise.resolve() : Promise.reject(new Error(text))),
  });

  return (
    <div className="lobby-auth">
      <Card className="lobby-card" title={t('lobby.registerTitle')}>
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ zone: 1 }}
          onFinish={onFinish}
        >
          <Form.Item
            name="nickname"
            label={t('lobby.nickname')}
            extra={t('lobby.nicknameHint', { max: NICKNAME_MAX })}
            rules={[
              { required: true, whitespace: true, message: t('lobby.nicknameRequired') },
              check((v) => nicknameProblem(v) === null, t('lobby.nicknameInvalid', { max: NICKNAME_MAX })),
            ]}
          >
            <Input prefix={<UserOutlined />} autoComplete="nickname" maxLength={NICKNAME_MAX + 8} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('login.email')}
            rules={[
              { required: true, whitespace: true, message: t('login.emailRequired') },
              check(isEmail, t('login.emailInvalid')),
            ]}
          >
            <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[
              { required: true, message: t('login.passwordRequired') },
              check(passwordOk, t('lobby.passwordRule', { min: PASSWORD_MIN })),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('lobby.confirmPassword')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('lobby.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: (_, v: string) =>
                  !v || v === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('lobby.confirmMismatch'))),
              }),
            ]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="zone" label={t('lobby.zone')} extra={t('lobby.zoneHint')}>
            <Radio.Group optionType="button" buttonStyle="solid" className="lobby-zones">
              {ZONES.map((z) => (
                <Radio.Button key={z} value={z} data-testid={`lobby-zone-${z}`}>
                  {t(`lobby.zones.${z}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          <CodeField onSend={onSend} sending={sending.isPending} countdown={countdown} track="lobby-send-code" />
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={registering.isPending}
            data-track="lobby-register"
          >
            {t('lobby.registerSubmit')}
          </Button>
        </Form>
      </Card>
      <div className="lobby-auth-switch">
        <Link to={lobbyPaths.login}>{t('lobby.toLogin')}</Link>
      </div>
    </div>
  );
}

/** Registration in the lobby's Ant Design shell (its own chunk). */
export default function LobbyRegister() {
  return (
    <LobbyAntd>
      <RegisterForm />
    </LobbyAntd>
  );
}
