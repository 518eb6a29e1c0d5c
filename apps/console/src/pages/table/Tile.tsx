import { useTranslation } from 'react-i18next';
import { tileFace } from './tiles';

export interface TileProps {
  tile: string;
  /** turned sideways (a riichi discard, a called tile in a meld) */
  sideways?: boolean;
  /** face down (concealed kan ends, hidden tiles) */
  back?: boolean;
  size?: 'sm' | 'md' | 'lg';
  dim?: boolean;
  highlight?: boolean;
  onClick?: () => void;
  testId?: string;
}

/** One tile: the tile body with the face drawn on it (public-domain SVG faces, see THIRD_PARTY_NOTICES.md). */
export function Tile({ tile, sideways, back, size = 'md', dim, highlight, onClick, testId }: TileProps) {
  const { t } = useTranslation();
  const face = back ? null : tileFace(tile);
  const cls = [
    'tt-tile',
    `tt-${size}`,
    sideways ? 'tt-side' : '',
    back || !face ? 'tt-back' : '',
    dim ? 'tt-dim' : '',
    highlight ? 'tt-hl' : '',
    onClick ? 'tt-click' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = back || !face ? t('table.hiddenTile') : tile;
  const body = face ? <img src={face} alt="" draggable={false} /> : null;
  if (onClick) {
    return (
      <button type="button" className={cls} onClick={onClick} aria-label={label} data-tile={tile} data-testid={testId}>
        {body}
      </button>
    );
  }
  return (
    <span className={cls} role="img" aria-label={label} data-tile={tile} data-testid={testId}>
      {body}
    </span>
  );
}

/** A row of tiles where the same tile may repeat (a hand, the dora indicators): position is the identity. */
export function Tiles({ tiles, size = 'sm' }: { tiles: readonly string[]; size?: TileProps['size'] }) {
  return (
    <>
      {tiles.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: equal tiles repeat; a row is redrawn whole
        <Tile key={i} tile={x} size={size} />
      ))}
    </>
  );
}
