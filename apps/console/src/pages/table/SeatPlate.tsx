import type { TablePlayer, TableSeat } from '@taikai/shared';
import { useTranslation } from 'react-i18next';

/** Name, seat wind, score, riichi stick and connection state of one seat. */
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
  const name = !player ? '' : player.robot ? t('table.robot') : player.nickname;
  return (
    <div className={`tt-plate${active ? ' tt-active' : ''}`} data-testid={`plate-${seat.seat}`}>
      <span className={`tt-wind${dealer ? ' tt-dealer' : ''}`}>{t(`table.winds.${seat.seatWind}`)}</span>
      <span className="tt-name">{name}</span>
      <span className="tt-score">{seat.score}</span>
      {seat.riichi && <span className="tt-stick" title={t('table.riichi')} />}
      {player && !player.robot && (
        <span
          className={`tt-online${player.online ? ' is-on' : ''}`}
          data-testid={`online-${seat.seat}`}
          title={player.online ? t('table.online') : t('table.offline')}
        >
          {player.online ? t('table.online') : t('table.offline')}
        </span>
      )}
    </div>
  );
}
