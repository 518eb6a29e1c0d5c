import type { TableAction, TableView } from '@taikai/shared';
import { Melds } from './Pond';
import { Tile } from './Tile';
import { sortTiles } from './tiles';

/**
 * The viewer's concealed hand, sorted, with the drawn tile apart and the open melds to its right; tap a tile to
 * discard it when that is legal. In riichi mode only the discards that keep tenpai are lit and a tap declares
 * riichi with that tile.
 */
export function MyHand({
  view,
  canAct,
  riichiMode,
  onAct,
}: {
  view: TableView;
  canAct: boolean;
  riichiMode: boolean;
  onAct: (a: TableAction) => void;
}) {
  const c = canAct ? view.choices : null;
  const allowed = new Set(riichiMode ? (c?.riichi ?? []) : (c?.discard ?? []));
  const me = view.seats.find((s) => s.seat === view.seat);
  const tile = (x: string, key: string, testId?: string) => {
    const ok = allowed.has(x);
    return (
      <Tile
        key={key}
        tile={x}
        size="lg"
        highlight={riichiMode && ok}
        dim={!!c?.discard && !ok}
        onClick={ok ? () => onAct({ type: 'discard', tile: x, ...(riichiMode ? { riichi: true } : {}) }) : undefined}
        testId={testId}
      />
    );
  };
  return (
    <div className="tt-myhand" data-testid="my-hand">
      <div className="tt-hand">
        {sortTiles(view.hand).map((x, i) => tile(x, `${x}${i}`, `hand-${i}`))}
        {view.drawn ? (
          <>
            <span className="tt-gap" />
            {tile(view.drawn, 'drawn', 'drawn')}
          </>
        ) : (
          // the drawn tile's place is kept while the hand waits for one (3n+1 tiles), so the tiles do not shift; a
          // hand of 3n+2 (after a call, or a whole hand shown at its end) has no tile to come and fills the row
          view.hand.length % 3 === 1 && (
            <>
              <span className="tt-gap" />
              <span className="tt-drawn-slot" data-testid="drawn-slot" />
            </>
          )
        )}
      </div>
      {me && me.melds.length + me.kita > 0 && <Melds seat={me} players={view.players} size="md" />}
    </div>
  );
}
