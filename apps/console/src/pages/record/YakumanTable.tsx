import { type YakumanRecordEntry, yakuName } from '@taikai/shared';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, useYakuman } from '../../api/record';
import { messageLang } from '../../i18n';
import { formatTime } from '../season/seasonDisplay';
import { ZoneTag } from './display';

/** Yakuman of the season's counted records, with its export. */
export default function YakumanTable({ uniqueId, seasonId }: { uniqueId: number; seasonId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [busy, setBusy] = useState(false);
  const q = useYakuman(uniqueId, seasonId, page, size);
  const exportAll = async () => {
    setBusy(true);
    await downloadCsv('exportContestYakumanRecords', {
      unique_id: uniqueId,
      season_id: seasonId,
      utc_offset: -new Date().getTimezoneOffset(),
    }).finally(() => setBusy(false));
  };
  return (
    <>
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 12px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('record.yakumanTitle')}
        </Typography.Title>
        <Button onClick={exportAll} loading={busy}>
          {t('record.exportYakuman')}
        </Button>
      </Flex>
      <Table<YakumanRecordEntry>
        size="small"
        rowKey={(y) => `${y.game_uuid}:${y.account_id}:${y.info.chang}:${y.info.ju}:${y.info.ben}:${y.yiman}`}
        loading={q.isFetching}
        dataSource={q.data?.list ?? []}
        columns={[
          { key: 'time', title: t('record.endTime'), render: (_, y) => formatTime(y.end_time), width: 170 },
          {
            key: 'player',
            title: t('record.player'),
            render: (_, y) => (
              <span>
                <ZoneTag accountId={y.account_id} t={t} />
                {y.nickname}
              </span>
            ),
          },
          {
            key: 'names',
            title: t('record.yakuman'),
            render: (_, y) => y.info.names.map((n) => yakuName(n, messageLang())).join(' · '),
          },
          {
            key: 'value',
            title: t('record.yakumanValue'),
            render: (_, y) => (y.yiman === 7 ? t('record.kazoe') : t('record.multiple', { n: y.yiman })),
          },
        ]}
        pagination={{
          current: page,
          pageSize: size,
          total: q.data?.total ?? 0,
          pageSizeOptions: [10, 20],
          showSizeChanger: true,
          onChange: (p, s) => {
            setPage(p);
            setSize(s);
          },
        }}
      />
    </>
  );
}
