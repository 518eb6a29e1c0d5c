import type { TablePlayer, TableView } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import type { DiscardMark } from './lastDiscard';
import { Melds, Pond } from './Pond';
import { SeatPlate, SeatScore } from './SeatPlate';
import { Tiles } from './Tile';
import { relative } from './tiles';

const SIDE = ['bottom', 'right', 'top', 'left'] as const;
export type Side = (typeof SIDE)[number];

/** Where a seat sits on the viewer's screen (the viewer at the bottom; three players leave the top empty). */
export function sideOf(view: TableView, seat: number): Side {
  const me = view.seat >= 0 ? view.seat : 0;
  const rel = relative(seat, me, view.players);
  return SIDE[view.players === 3 && rel === 2 ? 3 : rel];
}

/** The middle of the table: round, honba, riichi sticks, tiles left and the dora indicators. */
function Center({ view }: { view: TableView }) {
  const { t } = useTranslation();
  const hand = view.dealer + 1;
  return (
    <div className="tt-center-info">
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
 * The table seen from above, the viewer's seat at the bottom: each seat's pond on its side of the centre, its score
 * on the centre's edge facing it, its name and melds in the corner where its pond begins. How the ponds lie (turned
 * to face their players, or upright on a narrow portrait screen) is table.css's business.
 */
export function Board({ view, players, last }: { view: TableView; players: TablePlayer[]; last: DiscardMark | null }) {
  const offer = view.phase === 'claim' && !!view.choices && view.claim?.source === 'discard';
  return (
    <div className={`tt-board tt-p${view.players}`} data-testid="board">
      {view.seats.map((s) => {
        const side = sideOf(view, s.seat);
        const mine = last?.seat === s.seat;
        return (
          <div key={s.seat} className="tt-seat" data-testid={`side-${side}`}>
            <div className={`tt-pond-cell tt-at-${side}`}>
              <Pond seat={s} last={mine ? last.index : undefined} offer={mine && offer} />
            </div>
            <div className={`tt-corner tt-at-${side}`}>
              <SeatPlate
                seat={s}
                player={players.find((p) => p.seat === s.seat)}
                active={view.waitingOn.includes(s.seat)}
                dealer={view.dealer === s.seat}
              />
              {s.seat !== view.seat && <Melds seat={s} players={view.players} />}
            </div>
          </div>
        );
      })}
      <div className="tt-center" data-testid="center">
        <Center view={view} />
        {view.seats.map((s) => (
          <SeatScore
            key={s.seat}
            seat={s}
            side={sideOf(view, s.seat)}
            active={view.waitingOn.includes(s.seat)}
            dealer={view.dealer === s.seat}
          />
        ))}
      </div>
    </div>
  );
}
