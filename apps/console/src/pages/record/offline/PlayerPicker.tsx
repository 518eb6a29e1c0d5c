import { encodeAccountId, PlayerState } from '@taikai/shared';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { usePlayers } from '../../../api/roster';

const PAGE = 20;
const SEARCH_DELAY_MS = 300;

export interface PickedPlayer {
  account_id: number;
  nickname: string;
}

/** A player as the picker names them: nickname and the id people see. */
export const playerLabel = (p: PickedPlayer) => `${p.nickname} (${encodeAccountId(p.account_id)})`;

/**
 * One seat's player, chosen from the season's joined roster: typing searches it by nickname or displayed id (the
 * roster's own search, twenty at a time); players seated elsewhere at the table are not offered.
 */
export default function PlayerPicker(props: {
  uniqueId: number;
  seasonId: number;
  value: PickedPlayer | null;
  onChange: (player: PickedPlayer | null) => void;
  /** account ids seated elsewhere */
  taken: ReadonlySet<number>;
  label: string;
  placeholder: string;
  error: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const players = usePlayers(
    props.uniqueId,
    props.seasonId,
    { state: PlayerState.Joined, search, offset: 0, limit: PAGE },
    open,
  );
  const listed = (players.data?.list ?? []).filter((p) => !props.taken.has(p.account_id));
  const options = [
    ...(props.value && !listed.some((p) => p.account_id === props.value?.account_id) ? [props.value] : []),
    ...listed,
  ].map((p) => ({ value: p.account_id, label: playerLabel(p), nickname: p.nickname }));
  return (
    <Select<number | null, { value: number; label: string; nickname: string }>
      aria-label={props.label}
      placeholder={props.placeholder}
      style={{ flex: '1 1 180px', minWidth: 0 }}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={players.isFetching}
      status={props.error ? 'error' : undefined}
      value={props.value?.account_id ?? null}
      options={options}
      onOpenChange={setOpen}
      onChange={(_, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        props.onChange(picked ? { account_id: picked.value, nickname: picked.nickname } : null);
        setText('');
      }}
      data-testid="offline-player"
    />
  );
}
