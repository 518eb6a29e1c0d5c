import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The six-digit e-mail code of a form (form field `code`), with its Send button: the button counts down to when a
 * new code may be asked for. Shared by the console's code login and the lobby's registration.
 */
export function CodeField({
  onSend,
  sending,
  countdown,
  track,
}: {
  onSend: () => void;
  sending: boolean;
  /** seconds until a code may be sent again (0: now) */
  countdown: number;
  /** the Send button's `data-track` name */
  track: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.code')} required={false}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="code"
          noStyle
          rules={[
            { required: true, message: t('login.codeRequired') },
            { pattern: /^\d{6}$/, message: t('login.codeInvalid') },
          ]}
        >
          <Input
            prefix={<SafetyOutlined />}
            placeholder={t('login.codePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={t('login.code')}
          />
        </Form.Item>
        <Button
          onClick={onSend}
          loading={sending}
          disabled={countdown > 0}
          style={{ minWidth: 132 }}
          data-track={track}
        >
          {countdown > 0 ? t('login.resendIn', { seconds: countdown }) : t('login.sendCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
