import type { TableSeat } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { Tile, Tiles } from './Tile';

/** Discards per row before the last row, which takes the rest (as on a real table). */
const ROW = 6;

type Discard = TableSeat['discards'][number];

/**
 * A seat's discards in rows of six, the third row taking the rest. The riichi tile lies sideways; a tile drawn and
 * discarded at once (tsumogiri) is shaded; a tile taken by a call is faded and struck; the last discard carries a
 * marker, and a tile on offer to this seat glows.
 */
export function Pond({ seat, last, offer }: { seat: TableSeat; last?: number; offer?: boolean }) {
  const { t } = useTranslation();
  const rows: { d: Discard; i: number }[][] = [[], [], []];
  seat.discards.forEach((d, i) => {
    rows[Math.min(2, Math.floor(i / ROW))].push({ d, i });
  });
  return (
    <div className="tt-pond" data-testid={`pond-${seat.seat}`}>
      {rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
        <div className="tt-prow" key={r}>
          {row.map(({ d, i }) => {
            const isLast = i === last;
            const cls = [
              'tt-discard',
              d.tsumogiri ? 'tt-tsumogiri' : '',
              d.called ? 'tt-called' : '',
              d.riichi ? 'tt-riichi' : '',
              isLast ? 'tt-last' : '',
              isLast && offer ? 'tt-offer' : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <span
                key={i}
                className={cls}
                data-called={d.called ? 'true' : undefined}
                data-riichi={d.riichi ? 'true' : undefined}
                data-tsumogiri={d.tsumogiri ? 'true' : undefined}
                data-last={isLast ? 'true' : undefined}
                data-offer={isLast && offer ? 'true' : undefined}
                data-testid={isLast ? 'last-discard' : undefined}
                title={discardTitle(t, d, isLast)}
              >
                <Tile tile={d.tile} size="sm" sideways={d.riichi} />
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function discardTitle(t: (k: string) => string, d: Discard, last: boolean): string | undefined {
  const notes = [
    last ? t('table.discard.last') : '',
    d.riichi ? t('table.discard.riichi') : '',
    d.tsumogiri ? t('table.discard.tsumogiri') : '',
    d.called ? t('table.discard.called') : '',
  ].filter(Boolean);
  return notes.length ? notes.join(' · ') : undefined;
}

/** Open melds (and concealed kans): the called tile sideways at the side it came from; kan ends face down. */
export function Melds({ seat, players, size = 'sm' }: { seat: TableSeat; players: number; size?: 'sm' | 'md' }) {
  return (
    <div className="tt-melds" data-testid={`melds-${seat.seat}`}>
      {seat.melds.map((m, i) => {
        const rel = (((m.from - seat.seat) % players) + players) % players;
        const tiles = [...m.tiles];
        let calledAt = -1;
        if (m.calledTile) {
          const rest = tiles.filter((_, k) => k !== tiles.indexOf(m.calledTile as string));
          // left player (kamicha) → left, across → middle, right (shimocha) → right
          calledAt = rel === players - 1 ? 0 : rel === 1 ? rest.length : Math.floor(rest.length / 2);
          tiles.splice(0, tiles.length, ...rest);
          tiles.splice(calledAt, 0, m.calledTile);
        }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: melds only grow (a kakan changes one in place)
          <span className="tt-meld" key={i} data-kind={m.kind}>
            {tiles.map((tile, k) => (
              <Tile
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles of one meld
                key={k}
                tile={tile}
                size={size}
                sideways={k === calledAt}
                back={m.kind === 'ankan' && (k === 0 || k === tiles.length - 1)}
              />
            ))}
          </span>
        );
      })}
      {seat.kita > 0 && (
        <span className="tt-meld" data-kind="kita">
          <Tiles tiles={Array.from({ length: seat.kita }, () => 'N')} size={size} />
        </span>
      )}
    </div>
  );
}
