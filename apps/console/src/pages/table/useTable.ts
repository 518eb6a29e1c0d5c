import { useEffect, useState, useSyncExternalStore } from 'react';
import { getToken } from '../../api/token';
import { initialTableState, TableStore } from './tableStore';

/** The table's live state for one game (one socket for this tab while the page is shown). */
export function useTable(uuid: string, watch: boolean, injected?: TableStore) {
  const [store] = useState(() => injected ?? new TableStore(uuid, getToken() ?? '', watch));
  useEffect(() => {
    if (injected) return;
    store.start();
    return () => store.stop();
  }, [store, injected]);
  const state = useSyncExternalStore(store.subscribe, store.getState, () => initialTableState);
  return { state, store };
}
