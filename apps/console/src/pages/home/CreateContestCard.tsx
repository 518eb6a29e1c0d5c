import { PlusOutlined } from '@ant-design/icons';
import type { CreateAllowance } from '@taikai/shared';
import { LIMITS } from '@taikai/shared/limits';
import { Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from './labels';

/**
 * The "create contest" card. When the account cannot create now (no right, the 7-day interval, 5 running contests,
 * the platform cap, too few diamonds) the card says so — and from when it can again — before any form opens.
 */
export function CreateContestCard({
  onOpen,
  allowance,
  onPrefetch,
}: {
  onOpen: () => void;
  /** From the account reply; undefined while it loads (the card is usable then; the server still checks). */
  allowance: CreateAllowance | undefined;
  /** Called on hover/focus so the dialog's code is ready by the click. */
  onPrefetch?: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const blocked = allowance?.blocked_by ?? null;
  const allowed = blocked === null;
  const from = allowance?.available_from;
  const reason = blocked
    ? t(`home.createBlocked.${blocked}`, {
        date: from ? dayjs.unix(from).format(DATE_TIME_FORMAT) : '',
        max: allowance?.active_max ?? LIMITS.maxConcurrentContests,
        cost: LIMITS.createContestCost,
      })
    : null;
  return (
    <Card
      hoverable={allowed}
      className={`taikai-contest-card taikai-create-card${allowed ? '' : ' disabled'}`}
      data-testid="create-contest-card"
      data-track="home-create-card"
      role="button"
      tabIndex={0}
      aria-disabled={!allowed}
      aria-describedby={reason ? reasonId : undefined}
      onClick={allowed ? onOpen : undefined}
      onMouseEnter={allowed ? onPrefetch : undefined}
      onFocus={allowed ? onPrefetch : undefined}
      onKeyDown={(e) => allowed && e.key === 'Enter' && onOpen()}
    >
      <PlusOutlined className="taikai-create-card-icon" />
      <Typography.Text strong>{t('home.createContest')}</Typography.Text>
      {reason ? (
        <Typography.Text type="warning" className="taikai-create-card-hint" id={reasonId}>
          {reason}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" className="taikai-create-card-hint">
          {t('home.createHint', { cost: LIMITS.createContestCost })}
        </Typography.Text>
      )}
    </Card>
  );
}
