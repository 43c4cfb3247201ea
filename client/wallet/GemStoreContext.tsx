import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay/hooks";
import type { GemStoreDialogQuery } from "../__generated__/GemStoreDialogQuery.graphql.ts";
import { Dialog } from "../dialogs/Dialog.tsx";
import { Spinner } from "../layout/Spinner.tsx";

// The store's content, with the payment SDK wrappers, is its own chunk: only buyers download it.
const GemStoreContent = lazy(() => import("../gemStore/GemStoreDialog.tsx"));
// So is its query's artifact: the first page carries neither.
const loadGemStoreQuery = () => import("../__generated__/GemStoreDialogQuery.graphql.ts");

interface GemStoreState {
  openGemStore(): void;
}

const GemStoreContext = createContext<GemStoreState>({ openGemStore: () => {} });

export function useGemStore(): GemStoreState {
  return useContext(GemStoreContext);
}

/**
 * Owns the Gem Store dialog so the gem chip and Not Enough Gems can both open it. Opening fetches
 * the store's code and its query's artifact at once, and starts the query as soon as the artifact
 * (a few hundred bytes) is in; the dialog frame is here, so it shows at once.
 */
export function GemStoreProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const [open, setOpen] = useState(false);
  const [queryRef, setQueryRef] = useState<PreloadedQuery<GemStoreDialogQuery> | null>(null);
  // Which opening is current: a query whose artifact comes in after a close (or a reopening) is not started.
  const opening = useRef(0);
  const openGemStore = useCallback(() => {
    const attempt = ++opening.current;
    setOpen(true);
    void loadGemStoreQuery().then(
      ({ default: query }) => {
        if (opening.current !== attempt) return;
        const started = loadQuery<GemStoreDialogQuery>(environment, query, {}, { fetchPolicy: "store-and-network" });
        setQueryRef((previous) => {
          previous?.dispose();
          return started;
        });
      },
      // The artifact could not be downloaded (network drop): the dialog closes; the next click tries again.
      () => {
        if (opening.current === attempt) setOpen(false);
      },
    );
  }, [environment]);
  const closeGemStore = useCallback(() => {
    opening.current++;
    setOpen(false);
    setQueryRef((previous) => {
      previous?.dispose();
      return null;
    });
  }, []);
  const value = useMemo(() => ({ openGemStore }), [openGemStore]);
  return (
    <GemStoreContext.Provider value={value}>
      {children}
      {open && (
        <Dialog title="Gem Store" onClose={closeGemStore} className="gem-store">
          <Suspense fallback={<Spinner label="Loading the gem store" />}>
            {queryRef ? <GemStoreContent queryRef={queryRef} onClose={closeGemStore} /> : <Spinner label="Loading the gem store" />}
          </Suspense>
        </Dialog>
      )}
    </GemStoreContext.Provider>
  );
}
