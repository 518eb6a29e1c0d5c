import { checkSeasonRemark, LIMITS, type Season, SeasonState } from '@taikai/shared';
import { App, Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateSeason } from '../../api/season';
import { countConfig } from '../../components/textCount';
import { failText } from './failText';

/** The season list's editable remark (max 25 characters) with its save button; saving refreshes the season list. */
export default function SeasonRemarkCell({ uniqueId, season }: { uniqueId: number; season: Season }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [value, setValue] = useState(season.remark);
  const updating = useUpdateSeason(uniqueId);
  // the shared rule the server refuses a long remark with
  const over = checkSeasonRemark(value) !== null;
  useEffect(() => setValue(season.remark), [season.remark]);
  const ended = season.state === SeasonState.Ended;

  const save = () =>
    updating.mutate(
      { seasonId: season.season_id, setting: { remark: value } },
      {
        onSuccess: () => void message.success(t('season.remarkSaved')),
        onError: (err) => void message.error(failText(t, 'season.updateBasicFailed', err)),
      },
    );

  return (
    // Typing in the remark must not expand or collapse the row.
    // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click only
    // biome-ignore lint/a11y/useKeyWithClickEvents: stops the row's click only
    <div onClick={(e) => e.stopPropagation()}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={value}
          // the counter shows only when over the limit, so the cell keeps its width
          count={{ ...countConfig(LIMITS.seasonRemarkMax), show: over }}
          status={over ? 'error' : undefined}
          disabled={ended}
          placeholder={t('season.remarkPlaceholder')}
          aria-label={t('season.remark')}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button onClick={save} loading={updating.isPending} disabled={ended || over || value === season.remark}>
          {t('season.save')}
        </Button>
      </Space.Compact>
    </div>
  );
}
