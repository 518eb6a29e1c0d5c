import { LIMITS } from '@taikai/shared';
import { App, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markPlayer } from '../../api/roster';

/** A season player's editable remark (max 100 characters) with its save button. */
export default function PlayerRemarkCell({
  uniqueId,
  seasonId,
  accountId,
  remark,
  disabled,
  onSaved,
}: {
  uniqueId: number;
  seasonId: number;
  accountId: number;
  remark: string;
  disabled: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState(remark);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValue(remark), [remark]);

  const save = async () => {
    setSaving(true);
    try {
      await markPlayer(uniqueId, seasonId, accountId, value);
      message.success(t('roster.remarkSaved'));
      onSaved();
    } catch {
      // the transport has shown the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={value}
        maxLength={LIMITS.playerRemarkMax}
        disabled={disabled}
        placeholder={t('roster.remarkPlaceholder')}
        aria-label={t('roster.remark')}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => value !== remark && void save()}
      />
      <Button onClick={save} loading={saving} disabled={disabled || value === remark}>
        {t('roster.save')}
      </Button>
    </Space.Compact>
  );
}
