import { LIMITS } from '@taikai/shared';
import { App, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { updateGameRemark } from '../../api/game';
import { charCount } from './display';

/** The inline remark of a plan or a running game (at most 25 characters) with its save button. */
export default function GameRemarkCell({
  uniqueId,
  uuid,
  remark,
  disabled,
  onSaved,
}: {
  uniqueId: number;
  uuid: string;
  remark: string;
  disabled?: boolean;
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
      await updateGameRemark(uniqueId, uuid, value.trim());
      message.success(t('game.remarkSaved'));
      onSaved();
    } catch (err) {
      message.error(t('game.remarkFailed', { message: errorText(err) }));
    } finally {
      setSaving(false);
    }
  };

  const tooLong = charCount(value) > LIMITS.gameRemarkMax;
  return (
    <Space.Compact style={{ width: '100%', minWidth: 180 }}>
      <Input
        value={value}
        size="small"
        disabled={disabled}
        status={tooLong ? 'error' : undefined}
        placeholder={t('game.options.remarkPlaceholder', { max: LIMITS.gameRemarkMax })}
        aria-label={t('game.remark')}
        count={{ show: true, max: LIMITS.gameRemarkMax, strategy: charCount }}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => value !== remark && !tooLong && void save()}
      />
      <Button size="small" onClick={save} loading={saving} disabled={disabled || value === remark || tooLong}>
        {t('game.save')}
      </Button>
    </Space.Compact>
  );
}
