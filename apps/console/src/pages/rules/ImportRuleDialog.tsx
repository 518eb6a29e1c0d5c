import { decodeRuleBundle, ErrorCode, errorMessage, type RuleBundle, RuleBundleError } from '@taikai/shared';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageLang } from '../../i18n';

interface Props {
  open: boolean;
  onCancel: () => void;
  onImport: (bundle: RuleBundle) => void;
}

/** Paste a copied rule; anything that is not a valid rule bundle gives the import-failed error (9002). */
export default function ImportRuleDialog({ open, onCancel, onImport }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setText('');
    setError(null);
  }, [open]);

  const submit = () => {
    try {
      onImport(decodeRuleBundle(text));
    } catch (e) {
      const code = e instanceof RuleBundleError ? e.code : ErrorCode.CLIENT_IMPORT_FAILED;
      setError(errorMessage(code, messageLang()));
    }
  };

  return (
    <Modal
      open={open}
      title={t('rules.importTitle')}
      okText={t('rules.importOk')}
      cancelText={t('rules.cancel')}
      okButtonProps={{ disabled: !text.trim() }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('rules.importHint')}</Typography.Text>
        <Input.TextArea
          rows={6}
          value={text}
          aria-label={t('rules.importLabel')}
          placeholder={t('rules.importPlaceholder')}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Flex>
    </Modal>
  );
}
