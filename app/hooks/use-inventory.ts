import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

import { useOfferedPlaces } from "~/hooks/use-places";
import type { ListNotice } from "~/lib/inventory/phrases";
import { fromShareQuery, hasSharedList } from "~/lib/inventory/share";
import { EMPTY_STATE, type InventoryState } from "~/lib/inventory/state";
import { parseStored, serialise, STORAGE_KEY } from "~/lib/inventory/storage";
import { ITEMS_TAB } from "~/lib/inventory/tab";

/** localStorage, or nothing when the browser refuses it (private mode, blocked storage). */
function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's inventory, kept in the browser until they clear it. A shared link opens its list
 * without touching the kept one; the first edit keeps the shared list instead and drops the long
 * query from the address bar (a reload then reads the kept copy). `notices` says what was dropped
 * from bad or outdated data.
 */
export function useInventory() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<InventoryState>(EMPTY_STATE);
  const [notices, setNotices] = useState<ListNotice[]>([]);
  const [ready, setReady] = useState(false);
  const fromLink = useRef(false);
  const places = useOfferedPlaces();

  useEffect(() => {
    const shared = hasSharedList(location.search);
    const read = shared ? fromShareQuery(location.search, places) : parseStored(safeRead(), places);
    fromLink.current = shared;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the browser after hydration
    setState(read.state);
    setNotices(read.notices);
    setReady(true);
    // Read once: later changes of the query are this hook's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (next: InventoryState) => {
      setState(next);
      try {
        store()?.setItem(STORAGE_KEY, serialise(next));
      } catch {
        // Full or refused storage: the list still lives in the page and in its share link.
      }
      if (fromLink.current) {
        fromLink.current = false;
        void navigate({ search: `?tab=${ITEMS_TAB}` }, { replace: true, preventScrollReset: true });
      }
    },
    [navigate],
  );

  const clear = useCallback(() => {
    setState(EMPTY_STATE);
    setNotices([]);
    try {
      store()?.removeItem(STORAGE_KEY);
    } catch {
      // Nothing kept to remove.
    }
  }, []);

  const dismissNotices = useCallback(() => setNotices([]), []);

  return { state, update, clear, notices, dismissNotices, ready };
}

function safeRead(): string | null {
  try {
    return store()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
