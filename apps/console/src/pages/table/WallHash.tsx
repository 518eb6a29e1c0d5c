import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TableState } from './tableStore';

/**
 * The wall commitment of the hand in play, out of the way in a popover: the SHA-256 the server sent at the deal.
 * The game's record reveals the wall and its salt, so anyone can check that the wall was fixed before the first draw.
 * The button says what it is in words beside the shield (its accessible name is that text).
 */
export function WallHash({ wall }: { wall: NonNullable<TableState['wall']> }) {
  const { t } = useTranslation();
  const content = (
    <div className="tt-wall" data-testid="wall-hash">
      <Typography.Text strong>{t('table.wallHashHand', { hand: wall.hand + 1 })}</Typography.Text>
      <Typography.Text code copyable className="tt-wall-hash">
        {wall.hash}
      </Typography.Text>
      <Typography.Paragraph type="secondary">{t('table.wallHashHelp')}</Typography.Paragraph>
    </div>
  );
  return (
    <Popover content={content} title={t('table.wallHash')} trigger="click" placement="bottomRight">
      <Button
        size="small"
        type="text"
        className="tt-wall-button"
        icon={<SafetyCertificateOutlined aria-hidden />}
        data-testid="wall-hash-button"
      >
        {t('table.wallHash')}
      </Button>
    </Popover>
  );
}
