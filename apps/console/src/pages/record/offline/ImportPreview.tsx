import { encodeAccountId, OFFLINE_WINDS, type OfflineCsvTable, yakuName } from '@taikai/shared';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { messageLang } from '../../../i18n';
import { points } from '../display';
import { formatCsvTime } from './csvTime';
import type { ImportProblem } from './importProblems';
import { seatName } from './offlineTexts';

/** The tables read from the file, a row each as the file has it: line, times, seats (id and points), the rest. */
export function ImportPreview({ tables, seats }: { tables: OfflineCsvTable[]; seats: 3 | 4 }) {
  const { t } = useTranslation();
  const lang = messageLang();
  const wind = (seat: number) => OFFLINE_WINDS[seat];
  const columns: ColumnsType<OfflineCsvTable> = [
    { key: 'line', title: t('offline.lineTitle'), dataIndex: 'line', width: 64 },
    {
      key: 'time',
      title: t('offline.time'),
      width: 150,
      render: (_, r) => (
        <>
          <div>{formatCsvTime(r.start_time)}</div>
          <Typography.Text type="secondary">{formatCsvTime(r.end_time)}</Typography.Text>
        </>
      ),
    },
    ...Array.from({ length: seats }, (_, seat) => ({
      key: `seat${seat}`,
      title: seatName(t, seat),
      width: 110,
      render: (_: unknown, r: OfflineCsvTable) => (
        <>
          <div>{encodeAccountId(r.seats[seat]?.account_id ?? 0)}</div>
          <Typography.Text type="secondary">{r.seats[seat]?.points.toLocaleString()}</Typography.Text>
        </>
      ),
    })),
    {
      key: 'sticks',
      title: t('offline.sticks'),
      width: 90,
      render: (_, r) =>
        r.riichi_sticks
          ? t('offline.sticksLine', { count: r.riichi_sticks, wind: r.sticks_to >= 0 ? wind(r.sticks_to) : '-' })
          : '-',
    },
    {
      key: 'penalties',
      title: t('offline.penalties'),
      render: (_, r) =>
        r.penalties.map((p) => (
          <div key={`${p.seat}/${p.points}/${p.reason}`}>
            {t('offline.penaltyLine', { wind: wind(p.seat), points: points(p.points), reason: p.reason })}
          </div>
        )),
    },
    {
      key: 'yakuman',
      title: t('offline.yakuman'),
      render: (_, r) =>
        r.yakuman.map((y) => (
          <div key={`${y.seat}/${y.names.join('+')}`}>
            {t('offline.yakumanLine', { wind: wind(y.seat), names: y.names.map((n) => yakuName(n, lang)).join(' + ') })}
          </div>
        )),
    },
    { key: 'remark', title: t('offline.remark'), dataIndex: 'remark', width: 120 },
  ];
  return (
    <Table<OfflineCsvTable>
      size="small"
      rowKey="line"
      columns={columns}
      dataSource={tables}
      scroll={{ x: 'max-content', y: 280 }}
      pagination={false}
      data-testid="offline-import-preview"
    />
  );
}

/** The problems of the file, or the server's refusal of it, a row each: line, column, what is wrong. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Table<ImportProblem & { key: number }>
      size="small"
      rowKey="key"
      dataSource={problems.map((p, key) => ({ ...p, key }))}
      columns={[
        { key: 'line', title: t('offline.lineTitle'), dataIndex: 'line', width: 64 },
        { key: 'column', title: t('offline.column'), dataIndex: 'column', width: 130, render: (c: string) => c || '-' },
        { key: 'text', title: t('offline.problem'), dataIndex: 'text' },
      ]}
      scroll={{ y: 240 }}
      pagination={false}
      data-testid="offline-import-problems"
    />
  );
}
