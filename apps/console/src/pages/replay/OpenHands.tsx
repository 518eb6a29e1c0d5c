import type { ReplaySeat, TablePlayer } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { seatLabel } from '../table/names';
import { Tile, Tiles } from '../table/Tile';
import { sortTiles } from '../table/tiles';

/**
 * The concealed hands of the seats other than the one at the bottom (whose hand is drawn as the table draws a
 * player's own), round the table from its right: every hand when all are open, else only hands shown to everyone
 * (a winner's, tenpai at an exhaustive draw). A seat with nothing to show is left out.
 */
export function OpenHands({
  seats,
  bottom,
  players,
}: {
  /** the seats as the viewer sees them: `hand` empty for a hand it may not see */
  seats: ReplaySeat[];
  bottom: number;
  players: TablePlayer[];
}) {
  const { t } = useTranslation();
  const n = seats.length;
  const others = seats
    .map((_, k) => seats[(bottom + 1 + k) % n])
    .filter((s) => s.seat !== bottom && (s.hand.length > 0 || s.drawn));
  if (others.length === 0) return null;
  return (
    <div className="rp-hands" data-testid="open-hands">
      {others.map((s) => (
        <div key={s.seat} className="rp-hand" data-testid={`open-hand-${s.seat}`}>
          <span className="rp-hand-who">{seatLabel(t, players, s.seat, s.seatWind)}</span>
          <span className="rp-hand-tiles">
            <Tiles tiles={sortTiles(s.hand)} />
            {s.drawn && (
              <>
                <span className="tt-gap" />
                <Tile tile={s.drawn} size="sm" testId={`open-drawn-${s.seat}`} />
              </>
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
