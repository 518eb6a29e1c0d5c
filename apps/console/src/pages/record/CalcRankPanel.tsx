import { CALC_POINT_MAX, CALC_POINT_MIN, type CalcRankEntry, encodeAccountId } from '@taikai/shared';
import { Alert, Button, DatePicker, Empty, Flex, Form, InputNumber, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalcInput, useCalcRank } from '../../api/ranking';
import { downloadCsv } from '../../api/record';
import { points } from './display';

/**
 * The custom calculation (spec part 2 sections 2, 5): placement points 1–4 (−100..100, calculate disabled unless
 * they sum to 0), a divisor ≥ 1, a time range (default the past 7 days) or the chosen records, a minimum game count
 * ≥ 0; the result table and its CSV download.
 */
export const DEFAULT_POINTS: [number, number, number, number] = [15, 5, -5, -15];

interface Values {
  p1: number;
  p2: number;
  p3: number;
  p4: number;
  divisor: number;
  range: [Dayjs, Dayjs] | null;
  min: number;
}

const initial = (): Values => ({
  p1: DEFAULT_POINTS[0],
  p2: DEFAULT_POINTS[1],
  p3: DEFAULT_POINTS[2],
  p4: DEFAULT_POINTS[3],
  divisor: 1,
  range: [dayjs().subtract(7, 'day').startOf('minute'), dayjs().endOf('minute')],
  min: 0,
});

export default function CalcRankPanel(props: {
  uniqueId: number;
  seasonId: number;
  /** calculate over these records instead of a time range */
  uuidList?: string[];
  /** shows a reset button */
  resettable?: boolean;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const calc = useCalcRank(props.uniqueId, props.seasonId);
  const [input, setInput] = useState<CalcInput | null>(null);
  const [busy, setBusy] = useState(false);
  const v = values ?? initial();
  const sum = (v.p1 ?? 0) + (v.p2 ?? 0) + (v.p3 ?? 0) + (v.p4 ?? 0);
  const inputOf = (x: Values): CalcInput => ({
    point_list: [x.p1, x.p2, x.p3, x.p4],
    divisor: x.divisor,
    min_game_count: x.min,
    ...(props.uuidList
      ? { uuid_list: props.uuidList }
      : x.range
        ? { start_time: x.range[0].unix(), end_time: x.range[1].unix() }
        : {}),
  });
  const run = async () => {
    const x = await form.validateFields();
    const next = inputOf(x);
    setInput(next);
    calc.mutate(next);
  };
  const download = async () => {
    if (!input) return;
    setBusy(true);
    await downloadCsv('exportSeasonPlayerCalcRank', {
      unique_id: props.uniqueId,
      season_id: props.seasonId,
      ...input,
    }).finally(() => setBusy(false));
  };
  const list = calc.data?.list ?? [];
  const pointRule = { type: 'number' as const, min: CALC_POINT_MIN, max: CALC_POINT_MAX, required: true };
  return (
    <Flex vertical gap={12} data-testid="calc-panel">
      <Form form={form} layout="inline" initialValues={initial()} style={{ rowGap: 8 }}>
        {(['p1', 'p2', 'p3', 'p4'] as const).map((name, i) => (
          <Form.Item key={name} name={name} label={t('record.calcPoint', { n: i + 1 })} rules={[pointRule]}>
            <InputNumber min={CALC_POINT_MIN} max={CALC_POINT_MAX} precision={0} style={{ width: 80 }} />
          </Form.Item>
        ))}
        <Form.Item name="divisor" label={t('record.calcDivisor')} rules={[{ type: 'number', min: 1, required: true }]}>
          <InputNumber min={1} max={1000} style={{ width: 80 }} />
        </Form.Item>
        {!props.uuidList && (
          <Form.Item name="range" label={t('record.calcRange')}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
          </Form.Item>
        )}
        <Form.Item name="min" label={t('record.calcMinGames')} rules={[{ type: 'number', min: 0, required: true }]}>
          <InputNumber min={0} precision={0} style={{ width: 80 }} />
        </Form.Item>
      </Form>
      {props.uuidList && (
        <Typography.Text type="secondary">{t('record.calcSelected', { count: props.uuidList.length })}</Typography.Text>
      )}
      {sum !== 0 && <Alert type="warning" showIcon message={t('record.calcSumNotZero', { sum })} />}
      <Flex gap={8}>
        <Button type="primary" disabled={sum !== 0} loading={calc.isPending} onClick={run}>
          {t('record.calculate')}
        </Button>
        <Button disabled={!calc.data || list.length === 0} loading={busy} onClick={download}>
          {t('record.downloadCsv')}
        </Button>
        {props.resettable && (
          <Button
            onClick={() => {
              form.setFieldsValue(initial());
              calc.reset();
              setInput(null);
            }}
          >
            {t('record.reset')}
          </Button>
        )}
      </Flex>
      {calc.data && list.length === 0 ? (
        <Empty description={t('record.calcNoData')} />
      ) : calc.data ? (
        <Table<CalcRankEntry>
          size="small"
          rowKey="account_id"
          data-testid="calc-table"
          dataSource={list}
          pagination={{ pageSize: 20, pageSizeOptions: [10, 20], showSizeChanger: true }}
          columns={[
            { key: 'rank', title: t('record.rank'), dataIndex: 'rank', width: 70 },
            { key: 'nick', title: t('record.player'), dataIndex: 'nickname' },
            { key: 'id', title: t('record.accountId'), render: (_, r) => encodeAccountId(r.account_id) },
            { key: 'score', title: t('record.score'), render: (_, r) => r.score.toFixed(1) },
            { key: 'acc', title: t('record.accumulate'), render: (_, r) => points(r.accumulate_point) },
            { key: 'games', title: t('record.games'), dataIndex: 'game_count' },
            ...([1, 2, 3, 4] as const).map((n) => ({
              key: `r${n}`,
              title: t('record.placeCount', { n }),
              dataIndex: `rank_${n}_count` as const,
            })),
          ]}
        />
      ) : null}
    </Flex>
  );
}
