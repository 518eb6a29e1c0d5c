import { CheckCircleFilled } from '@ant-design/icons';
import { type AccountBrief, encodeAccountId } from '@taikai/shared';
import { App, Button, Card, Col, Empty, Flex, Row, Space, Spin, Switch, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Accounts as cards of nickname + encoded id, 8 a row (chat lists, observers). Manager mode lets cards be selected
 * and deleted (selected or all), each after a confirmation.
 */
interface Props {
  accounts: readonly AccountBrief[];
  loading?: boolean;
  /** no manager mode, no deleting (e.g. an ended season) */
  disabled?: boolean;
  onDelete?: (accountIds: number[]) => Promise<unknown>;
  /** toolbar content before the manager-mode switch (e.g. an add button) */
  extra?: ReactNode;
  emptyText?: string;
}

export default function AccountCardGrid({ accounts, loading, disabled, onDelete, extra, emptyText }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [managing, setManaging] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  // Drop selections of accounts no longer listed; leave manager mode when editing is closed.
  useEffect(() => {
    setSelected((s) => new Set([...s].filter((id) => accounts.some((a) => a.account_id === id))));
  }, [accounts]);
  useEffect(() => {
    if (disabled) setManaging(false);
  }, [disabled]);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const remove = (ids: number[], contentKey: string) =>
    modal.confirm({
      title: t('roster.cardDeleteTitle'),
      content: t(contentKey, { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await onDelete?.(ids);
        setSelected(new Set());
      },
    });

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space>{extra}</Space>
        {onDelete && (
          <Space>
            <span>{t('roster.managerMode')}</span>
            <Switch
              checked={managing}
              disabled={disabled}
              onChange={(on) => {
                setManaging(on);
                setSelected(new Set());
              }}
              aria-label={t('roster.managerMode')}
            />
            {managing && (
              <>
                <Button
                  danger
                  disabled={selected.size === 0}
                  onClick={() => remove([...selected], 'roster.cardDeleteSelectedConfirm')}
                >
                  {t('roster.deleteSelected', { count: selected.size })}
                </Button>
                <Button
                  danger
                  type="primary"
                  disabled={accounts.length === 0}
                  onClick={() =>
                    remove(
                      accounts.map((a) => a.account_id),
                      'roster.cardDeleteAllConfirm',
                    )
                  }
                >
                  {t('roster.deleteAll')}
                </Button>
              </>
            )}
          </Space>
        )}
      </Flex>
      <Spin spinning={Boolean(loading)}>
        {accounts.length === 0 ? (
          <Empty description={emptyText ?? t('roster.cardEmpty')} />
        ) : (
          <Row gutter={[12, 12]}>
            {accounts.map((a) => {
              const isSelected = selected.has(a.account_id);
              return (
                <Col span={3} key={a.account_id}>
                  <Card
                    size="small"
                    hoverable={managing}
                    onClick={managing ? () => toggle(a.account_id) : undefined}
                    aria-pressed={managing ? isSelected : undefined}
                    data-testid="account-card"
                    style={isSelected ? { borderColor: '#1677ff', background: 'rgba(22,119,255,0.06)' } : undefined}
                    styles={{ body: { padding: '8px 10px', position: 'relative' } }}
                  >
                    {managing && isSelected && (
                      <CheckCircleFilled style={{ position: 'absolute', right: 6, top: 6, color: '#1677ff' }} />
                    )}
                    <Typography.Text strong ellipsis={{ tooltip: a.nickname }} style={{ display: 'block' }}>
                      {a.nickname}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {encodeAccountId(a.account_id)}
                    </Typography.Text>
                  </Card>
                </Col>
              );
            })}
          </Row>
        )}
      </Spin>
    </Flex>
  );
}
