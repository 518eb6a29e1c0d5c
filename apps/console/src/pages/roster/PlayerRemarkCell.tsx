import { LIMITS } from '@taikai/shared';
import { App, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markPlayer } from '../../api/roster';
import { charCount, countConfig } from '../../components/textCount';

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
  const over = charCount(value) > LIMITS.playerRemarkMax;
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
        // the counter shows only when over the limit, so the cell keeps its width
        count={{ ...countConfig(LIMITS.playerRemarkMax), show: over }}
        status={over ? 'error' : undefined}
        disabled={disabled}
        placeholder={t('roster.remarkPlaceholder')}
        aria-label={t('roster.remark')}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => value !== remark && !over && void save()}
      />
      <Button onClick={save} loading={saving} disabled={disabled || over || value === remark}>
        {t('roster.save')}
      </Button>
    </Space.Compact>
  );
}
