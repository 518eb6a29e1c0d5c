import type { TablePlayer, TableView } from '@taikai/shared';
import { useTranslation } from 'react-i18next';
import { seatLabel } from './names';
import { Tile } from './Tile';

/** While this seat may call: the tile on offer and who let it go, next to the buttons. */
export function ClaimOffer({ view, players }: { view: TableView; players: TablePlayer[] }) {
  const { t } = useTranslation();
  const claim = view.claim;
  if (view.phase !== 'claim' || !claim || !view.choices) return null;
  const wind = view.seats.find((s) => s.seat === claim.from)?.seatWind;
  return (
    <div className="tt-offer-chip" data-testid="claim-offer" data-from={claim.from}>
      <Tile tile={claim.tile} size="md" highlight />
      <span>{t('table.claimFrom', { who: seatLabel(t, players, claim.from, wind) })}</span>
    </div>
  );
}
