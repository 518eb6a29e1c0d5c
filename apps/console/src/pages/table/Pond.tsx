import type { TableSeat } from '@taikai/shared';
import { Tile, Tiles } from './Tile';

/** A seat's discards in rows of six: the riichi tile sideways, tiles taken by a call dimmed and marked. */
export function Pond({ seat, size = 'sm' }: { seat: TableSeat; size?: 'sm' | 'md' }) {
  return (
    <div className="tt-pond" data-testid={`pond-${seat.seat}`}>
      {seat.discards.map((d, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a pond only grows; the index is the discard's identity
          key={i}
          className={d.called ? 'tt-called' : undefined}
          data-called={d.called ? 'true' : undefined}
          data-riichi={d.riichi ? 'true' : undefined}
        >
          <Tile tile={d.tile} size={size} sideways={d.riichi} dim={d.called || d.tsumogiri} />
        </span>
      ))}
    </div>
  );
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
