import { LIMITS } from '@taikai/shared';
import { App, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { useUpdateGameRemark } from '../../api/game';
import { charCount } from './display';

/**
 * The inline remark of a plan or a running game (at most 25 characters) with its save button; a saved remark reads
 * its list (`plans` or `running`) again.
 */
export default function GameRemarkCell({
  uniqueId,
  seasonId,
  list,
  uuid,
  remark,
  disabled,
}: {
  uniqueId: number;
  seasonId: number;
  list: 'plans' | 'running';
  uuid: string;
  remark: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState(remark);
  const saving = useUpdateGameRemark(uniqueId, seasonId, list);
  useEffect(() => setValue(remark), [remark]);

  const save = () =>
    saving.mutateAsync({ uuid, remark: value.trim() }).then(
      () => void message.success(t('game.remarkSaved')),
      (err: unknown) => void message.error(t('game.remarkFailed', { message: errorText(err) })),
    );

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
      <Button size="small" onClick={save} loading={saving.isPending} disabled={disabled || value === remark || tooLong}>
        {t('game.save')}
      </Button>
    </Space.Compact>
  );
}
