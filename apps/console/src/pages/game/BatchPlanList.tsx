import { DeleteOutlined, RobotOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParsedBatchLine } from './batchParser';

export interface BatchEntry extends ParsedBatchLine {
  key: string;
  /** why the last creation failed (spec part 2 section 8) */
  error?: string;
}

interface Props {
  entries: BatchEntry[];
  creating: boolean;
  disabled: boolean;
  onAdd: () => void;
  onCreate: () => void;
  onRemove: (key: string) => void;
  onClear: () => void;
}

/**
 * The batch plan list: one entry a game; "create all" sends one create_game_plan per entry, drops each entry that
 * was created and keeps an error text on each that failed.
 */
export default function BatchPlanList({ entries, creating, disabled, onAdd, onCreate, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('game.batch.title', { count: entries.length })}
      extra={
        <Space wrap>
          <Button size="small" onClick={onAdd} disabled={disabled || creating}>
            {t('game.batch.setList')}
          </Button>
          <Button size="small" onClick={onClear} disabled={creating || entries.length === 0}>
            {t('game.batch.clear')}
          </Button>
          <Button
            size="small"
            type="primary"
            loading={creating}
            disabled={disabled || entries.length === 0}
            onClick={onCreate}
          >
            {t('game.batch.createAll', { count: entries.length })}
          </Button>
        </Space>
      }
    >
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('game.batch.empty')} />
      ) : (
        <List<BatchEntry>
          size="small"
          dataSource={entries}
          aria-label={t('game.batch.title', { count: entries.length })}
          renderItem={(entry, i) => (
            <List.Item
              data-testid={`batch-entry-${i}`}
              actions={[
                <Button
                  key="remove"
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  disabled={creating}
                  aria-label={t('game.batch.remove', { index: i + 1 })}
                  onClick={() => onRemove(entry.key)}
                />,
              ]}
            >
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Flex wrap gap={4} align="center">
                  <Typography.Text type="secondary">{i + 1}.</Typography.Text>
                  {entry.encodedIds.map((id, seat) =>
                    id === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                      <Tag key={seat} icon={<RobotOutlined />}>
                        {t('game.seat.robot')}
                      </Tag>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                      <Tag key={seat}>{id}</Tag>
                    ),
                  )}
                </Flex>
                {entry.error && (
                  <Typography.Text type="danger" role="alert">
                    {entry.error}
                  </Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
