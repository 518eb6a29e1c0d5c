import { LIMITS } from '@taikai/shared';
import { App, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkPlayer } from '../../api/roster';
import { charCount, countConfig } from '../../components/textCount';

/** A season player's editable remark (max 100 characters) with its save button; saving refreshes the roster. */
export default function PlayerRemarkCell({
  uniqueId,
  seasonId,
  accountId,
  remark,
  disabled,
}: {
  uniqueId: number;
  seasonId: number;
  accountId: number;
  remark: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState(remark);
  const marking = useMarkPlayer(uniqueId, seasonId);
  const over = charCount(value) > LIMITS.playerRemarkMax;
  useEffect(() => setValue(remark), [remark]);

  const save = () =>
    marking.mutate({ accountId, remark: value }, { onSuccess: () => void message.success(t('roster.remarkSaved')) });

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
        onPressEnter={() => value !== remark && !over && save()}
      />
      <Button onClick={save} loading={marking.isPending} disabled={disabled || over || value === remark}>
        {t('roster.save')}
      </Button>
    </Space.Compact>
  );
}
