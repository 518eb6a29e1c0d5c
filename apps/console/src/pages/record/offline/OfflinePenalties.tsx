import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countConfig } from '../../../components/textCount';
import { points as shown } from '../display';
import type { DraftPenalty } from './offlineDraft';

const PENALTIES_MAX = 12;
const REASON_MAX = 50;

/**
 * Point adjustments of seats (a chombo, a late arrival): each row a seat, points (−20000 is −20.0 of the result) and
 * a reason; rows added and removed.
 */
export default function OfflinePenalties(props: {
  rows: DraftPenalty[];
  /** the seats' choices: wind and player */
  seatOptions: { value: number; label: string }[];
  onChange: (rows: DraftPenalty[]) => void;
  nextKey: () => number;
  /** the problems' texts at a field (`deep`: and the fields within it) */
  problemsAt: (field: string, deep?: boolean) => string[];
}) {
  const { t } = useTranslation();
  const change = (key: number, patch: Partial<DraftPenalty>) =>
    props.onChange(props.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Form.Item label={t('offline.penalties')} style={{ marginBottom: 8 }}>
      <Flex vertical gap={8} data-testid="offline-penalties">
        {props.rows.length === 0 && <Typography.Text type="secondary">{t('offline.penaltiesNone')}</Typography.Text>}
        {props.rows.map((row, i) => {
          const at = (leaf: string) => props.problemsAt(`penalties.${i}.${leaf}`);
          const problems = props.problemsAt(`penalties.${i}`, true);
          const n = i + 1;
          return (
            <Flex key={row.key} vertical gap={2} data-testid="offline-penalty">
              <Flex gap={8} wrap align="center">
                <Select<number | null>
                  aria-label={t('offline.penaltySeat', { n })}
                  placeholder={t('offline.seat')}
                  style={{ flex: '1 1 150px', minWidth: 0 }}
                  value={row.seat}
                  status={at('seat').length ? 'error' : undefined}
                  options={props.seatOptions}
                  onChange={(seat) => change(row.key, { seat })}
                />
                <InputNumber<number>
                  aria-label={t('offline.penaltyPoints', { n })}
                  placeholder="-20000"
                  style={{ width: 120 }}
                  step={1000}
                  precision={0}
                  value={row.points}
                  status={at('points').length ? 'error' : undefined}
                  onChange={(points) => change(row.key, { points: points ?? null })}
                />
                {row.points !== null && <Typography.Text type="secondary">{shown(row.points)}</Typography.Text>}
                <Input
                  aria-label={t('offline.penaltyReason', { n })}
                  placeholder={t('offline.reasonPlaceholder')}
                  style={{ flex: '2 1 160px', minWidth: 0 }}
                  value={row.reason}
                  count={countConfig(REASON_MAX)}
                  status={at('reason').length ? 'error' : undefined}
                  onChange={(e) => change(row.key, { reason: e.target.value })}
                />
                <Button
                  aria-label={t('offline.penaltyRemove', { n })}
                  icon={<DeleteOutlined />}
                  onClick={() => props.onChange(props.rows.filter((r) => r.key !== row.key))}
                />
              </Flex>
              {problems.map((text) => (
                <Typography.Text key={text} type="danger" role="alert">
                  {text}
                </Typography.Text>
              ))}
            </Flex>
          );
        })}
        {props.problemsAt('penalties').map((text) => (
          <Typography.Text key={text} type="danger" role="alert">
            {text}
          </Typography.Text>
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={props.rows.length >= PENALTIES_MAX}
          onClick={() =>
            props.onChange([...props.rows, { key: props.nextKey(), seat: null, points: null, reason: '' }])
          }
        >
          {t('offline.penaltyAdd')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
