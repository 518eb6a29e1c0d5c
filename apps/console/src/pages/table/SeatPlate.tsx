import { DisconnectOutlined } from '@ant-design/icons';
import type { TablePlayer, TableSeat } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { playerName } from './names';

/**
 * A seat's name tag (in the corner where its pond begins): wind, name and whether the person is connected (a green
 * dot, or a broken link while the seat is away and played automatically; the words for screen readers and on hover).
 */
export function SeatPlate({
  seat,
  player,
  active,
  dealer,
}: {
  seat: TableSeat;
  player: TablePlayer | undefined;
  active: boolean;
  dealer: boolean;
}) {
  const { t } = useTranslation();
  const name = player ? playerName(t, [player], seat.seat) : '';
  return (
    <div className={`tt-plate${active ? ' tt-active' : ''}`} data-testid={`plate-${seat.seat}`}>
      <span className={`tt-wind${dealer ? ' tt-dealer' : ''}`}>{t(`table.winds.${seat.seatWind}`)}</span>
      <span className="tt-name">{name}</span>
      {player && !player.robot && (
        <span
          className={`tt-online${player.online ? ' is-on' : ''}`}
          data-testid={`online-${seat.seat}`}
          title={player.online ? t('table.online') : t('table.offline')}
        >
          {!player.online && <DisconnectOutlined aria-hidden />}
          <span className="tt-sr">{player.online ? t('table.online') : t('table.offline')}</span>
        </span>
      )}
    </div>
  );
}

/** A seat's score on the centre's edge facing it: wind, points, its riichi stick; lit while the seat decides. */
export function SeatScore({
  seat,
  side,
  active,
  dealer,
}: {
  seat: TableSeat;
  side: string;
  active: boolean;
  dealer: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={`tt-score-edge tt-edge-${side}${active ? ' tt-active' : ''}`}
      data-testid={`score-${seat.seat}`}
      data-active={active ? 'true' : undefined}
    >
      <span className={`tt-wind${dealer ? ' tt-dealer' : ''}`}>{t(`table.winds.${seat.seatWind}`)}</span>
      <span className="tt-score">{seat.score}</span>
      {seat.riichi && <span className="tt-stick" role="img" aria-label={t('table.riichi')} />}
    </div>
  );
}
