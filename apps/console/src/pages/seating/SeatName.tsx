import type { AccountBrief } from '@taikai/shared';
import { encodeAccountId } from '@taikai/shared';

/** A seated player's nickname with their player id (the roster's way of naming people). */
export default function SeatName({ player }: { player: AccountBrief }) {
  return (
    <>
      <span className="seating-name">{player.nickname}</span>{' '}
      <span className="seating-id">({encodeAccountId(player.account_id)})</span>
    </>
  );
}
