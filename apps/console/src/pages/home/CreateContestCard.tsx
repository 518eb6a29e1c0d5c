import { PlusOutlined } from '@ant-design/icons';
import type { CreateAllowance } from '@taikai/shared';
import { LIMITS } from '@taikai/shared/limits';
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
    // biome-ignore lint/a11y/useSemanticElements: a card laid out as the contest cards beside it (block content, which a <button> may not hold)
    <div
      className={`taikai-card taikai-contest-card taikai-create-card${allowed ? ' taikai-card-hoverable' : ' disabled'}`}
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
      <div className="taikai-card-body">
        <PlusOutlined className="taikai-create-card-icon" />
        <span className="taikai-strong">{t('home.createContest')}</span>
        {reason ? (
          <span className="taikai-text-warning taikai-create-card-hint" id={reasonId}>
            {reason}
          </span>
        ) : (
          <span className="taikai-text-secondary taikai-create-card-hint">
            {t('home.createHint', { cost: LIMITS.createContestCost })}
          </span>
        )}
      </div>
    </div>
  );
}
