import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OFFLINE_YAKUMAN, yakuName } from '@taikai/shared';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageLang } from '../../../i18n';
import type { DraftYakuman } from './offlineDraft';

const YAKUMAN_MAX = 12;
const NAMES_MAX = 6;

/**
 * Yakuman won at the table, recorded by hand: each row a seat and its yakuman (several make a double, triple …),
 * named in the page language; rows added and removed.
 */
export default function OfflineYakuman(props: {
  rows: DraftYakuman[];
  seatOptions: { value: number; label: string }[];
  onChange: (rows: DraftYakuman[]) => void;
  nextKey: () => number;
  /** the problems' texts at a field (`deep`: and the fields within it) */
  problemsAt: (field: string, deep?: boolean) => string[];
}) {
  const { t } = useTranslation();
  const lang = messageLang();
  const options = OFFLINE_YAKUMAN.map((id) => ({ value: id as string, label: yakuName(id, lang) }));
  const change = (key: number, patch: Partial<DraftYakuman>) =>
    props.onChange(props.rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <Form.Item label={t('offline.yakuman')} style={{ marginBottom: 8 }}>
      <Flex vertical gap={8} data-testid="offline-yakuman">
        {props.rows.length === 0 && <Typography.Text type="secondary">{t('offline.yakumanNone')}</Typography.Text>}
        {props.rows.map((row, i) => {
          const n = i + 1;
          const at = (leaf: string) => props.problemsAt(`yakuman.${i}.${leaf}`);
          return (
            <Flex key={row.key} vertical gap={2} data-testid="offline-yakuman-row">
              <Flex gap={8} wrap align="center">
                <Select<number | null>
                  aria-label={t('offline.yakumanSeat', { n })}
                  placeholder={t('offline.seat')}
                  style={{ flex: '1 1 150px', minWidth: 0 }}
                  value={row.seat}
                  status={at('seat').length ? 'error' : undefined}
                  options={props.seatOptions}
                  onChange={(seat) => change(row.key, { seat })}
                />
                <Select<string[]>
                  mode="multiple"
                  aria-label={t('offline.yakumanNames', { n })}
                  placeholder={t('offline.yakumanPick')}
                  style={{ flex: '2 1 200px', minWidth: 0 }}
                  value={row.names}
                  maxCount={NAMES_MAX}
                  optionFilterProp="label"
                  status={at('names').length ? 'error' : undefined}
                  options={options}
                  onChange={(names) => change(row.key, { names, value: undefined })}
                />
                <Button
                  aria-label={t('offline.yakumanRemove', { n })}
                  icon={<DeleteOutlined />}
                  onClick={() => props.onChange(props.rows.filter((r) => r.key !== row.key))}
                />
              </Flex>
              {props.problemsAt(`yakuman.${i}`, true).map((text) => (
                <Typography.Text key={text} type="danger" role="alert">
                  {text}
                </Typography.Text>
              ))}
            </Flex>
          );
        })}
        {props.problemsAt('yakuman').map((text) => (
          <Typography.Text key={text} type="danger" role="alert">
            {text}
          </Typography.Text>
        ))}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={props.rows.length >= YAKUMAN_MAX}
          onClick={() => props.onChange([...props.rows, { key: props.nextKey(), seat: null, names: [] }])}
        >
          {t('offline.yakumanAdd')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
