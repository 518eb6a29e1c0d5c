import { QuestionCircleOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReplayWall, WallVerification } from '@taikai/shared';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const ICONS = {
  verified: <SafetyCertificateOutlined aria-hidden />,
  mismatch: <WarningOutlined aria-hidden />,
  unavailable: <QuestionCircleOutlined aria-hidden />,
};

/**
 * A hand's wall check (verifyHand) in a word — Verified, Mismatch, Not available — and, on hover or tap, what it
 * means: the wall and salt the record reveals give the hash every seat was sent at the deal, and the tiles dealt,
 * drawn and turned over came from that wall; or what disagreed; or why there is nothing to check.
 */
export function WallCheck({ check, wall }: { check: WallVerification; wall: ReplayWall | null }) {
  const { t } = useTranslation();
  const status = t(`replay.wall.${check.status}`);
  const content = (
    <div className="rp-wall" data-testid="wall-check-help">
      {check.status === 'verified' && <Typography.Paragraph>{t('replay.wall.verifiedHelp')}</Typography.Paragraph>}
      {check.status === 'mismatch' && (
        <>
          <Typography.Paragraph>
            {t('replay.wall.mismatchHelp', { what: t(`replay.wall.what.${check.what}`) })}
          </Typography.Paragraph>
          <Typography.Text code className="rp-wall-detail" lang="en">
            {check.detail}
          </Typography.Text>
        </>
      )}
      {check.status === 'unavailable' && (
        <Typography.Paragraph>{t('replay.wall.unavailableHelp')}</Typography.Paragraph>
      )}
      {wall && (
        <>
          <Typography.Text type="secondary">{t('replay.wall.hash')}</Typography.Text>
          <Typography.Text code copyable className="tt-wall-hash">
            {wall.hash}
          </Typography.Text>
        </>
      )}
    </div>
  );
  return (
    <Popover content={content} title={t('replay.wall.title')} trigger={['hover', 'click']} placement="bottom">
      <Button
        size="small"
        className={`rp-wall-button rp-wall-${check.status}`}
        icon={ICONS[check.status]}
        data-testid="wall-check"
        data-status={check.status}
        aria-label={t('replay.wall.label', { status })}
      >
        {status}
      </Button>
    </Popover>
  );
}
