import type { TablePlayer, TableView } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { Melds, Pond } from './Pond';
import { SeatPlate } from './SeatPlate';
import { Tiles } from './Tile';
import { relative } from './tiles';

const SIDE = ['bottom', 'right', 'top', 'left'] as const;

/** The middle of the table: round, honba, riichi sticks, tiles left and the dora indicators. */
function Center({ view }: { view: TableView }) {
  const { t } = useTranslation();
  const hand = view.dealer + 1;
  return (
    <div className="tt-center" data-testid="center">
      <div className="tt-round" data-testid="round">
        {t('table.round', { wind: t(`table.winds.${view.roundWind}`), n: hand })}
      </div>
      <div className="tt-counters">
        <span data-testid="honba">{t('table.honba', { n: view.honba })}</span>
        <span data-testid="sticks">{t('table.sticks', { n: view.kyotaku })}</span>
      </div>
      <div data-testid="tiles-left">{t('table.tilesLeft', { n: view.tilesLeft })}</div>
      <div className="tt-dora" data-testid="dora">
        <Tiles tiles={view.doraIndicators} />
      </div>
    </div>
  );
}

/**
 * Every seat's pond, melds and plate around the centre, the viewer's own seat at the bottom. On a phone the ponds
 * stand upright in a column; on a desktop (table.css) they lie as on a real table, each turned to face its player
 * with its first row next to the centre.
 */
export function Board({ view, players }: { view: TableView; players: TablePlayer[] }) {
  const me = view.seat >= 0 ? view.seat : 0;
  return (
    <div className={`tt-board tt-p${view.players}`} data-testid="board">
      {view.seats.map((s) => {
        const side = SIDE[view.players === 3 && relative(s.seat, me, 3) === 2 ? 3 : relative(s.seat, me, view.players)];
        return (
          <div key={s.seat} className={`tt-side-${side}`} data-testid={`side-${side}`}>
            <SeatPlate
              seat={s}
              player={players.find((p) => p.seat === s.seat)}
              active={view.waitingOn.includes(s.seat)}
              dealer={view.dealer === s.seat}
            />
            <div className="tt-pond-box">
              <Pond seat={s} />
            </div>
            {side !== 'bottom' && <Melds seat={s} players={view.players} />}
          </div>
        );
      })}
      <Center view={view} />
    </div>
  );
}
