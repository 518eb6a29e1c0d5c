import { PlusOutlined } from '@ant-design/icons';
import { LIMITS } from '@taikai/shared/limits';
import { Card, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "create contest" card; disabled with a reason when the account may not create contests. */
export function CreateContestCard({
  onOpen,
  allowed,
  onPrefetch,
}: {
  onOpen: () => void;
  allowed: boolean;
  /** Called on hover/focus so the dialog's code is ready by the click. */
  onPrefetch?: () => void;
}) {
  const { t } = useTranslation();
  const card = (
    <Card
      hoverable={allowed}
      className={`taikai-contest-card taikai-create-card${allowed ? '' : ' disabled'}`}
      data-testid="create-contest-card"
      data-track="home-create-card"
      role="button"
      tabIndex={0}
      aria-disabled={!allowed}
      onClick={allowed ? onOpen : undefined}
      onMouseEnter={allowed ? onPrefetch : undefined}
      onFocus={allowed ? onPrefetch : undefined}
      onKeyDown={(e) => allowed && e.key === 'Enter' && onOpen()}
    >
      <PlusOutlined className="taikai-create-card-icon" />
      <Typography.Text strong>{t('home.createContest')}</Typography.Text>
      <Typography.Text type="secondary" className="taikai-create-card-hint">
        {t('home.createHint', { cost: LIMITS.createContestCost })}
      </Typography.Text>
    </Card>
  );
  return allowed ? card : <Tooltip title={t('home.noCreatePermission')}>{card}</Tooltip>;
}
