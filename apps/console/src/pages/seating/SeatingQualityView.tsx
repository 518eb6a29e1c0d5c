import type { SeatingQuality } from '@taikai/shared/seating/types';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** The seating's quality, scored again after every swap: most meetings of any two, repeat pairs, wind spread. */
export default function SeatingQualityView({ quality }: { quality: SeatingQuality }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('seating.quality')} data-testid="seating-quality">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'max', label: t('seating.maxMeetings'), children: <span data-q="max">{quality.maxMeetings}</span> },
          {
            key: 'repeat',
            label: t('seating.repeatPairs'),
            children: <span data-q="repeat">{quality.repeatPairs}</span>,
          },
          {
            key: 'wind',
            label: t('seating.windSpread'),
            children: (
              <span data-q="wind">
                {quality.windSpreadMax} / {quality.windSpreadMean.toFixed(2)}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
