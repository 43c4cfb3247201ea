import { createContext, lazy, Suspense, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useQueryLoader } from "react-relay/hooks";
import type { GemStoreDialogQuery } from "../__generated__/GemStoreDialogQuery.graphql.ts";
import gemStoreQuery from "../__generated__/GemStoreDialogQuery.graphql.ts";
import { Dialog } from "../dialogs/Dialog.tsx";
import { Spinner } from "../layout/Spinner.tsx";

// The store's content, with the payment SDK wrappers, is its own chunk: only buyers download it.
const GemStoreContent = lazy(() => import("../gemStore/GemStoreDialog.tsx"));

interface GemStoreState {
  openGemStore(): void;
}

const GemStoreContext = createContext<GemStoreState>({ openGemStore: () => {} });

export function useGemStore(): GemStoreState {
  return useContext(GemStoreContext);
}

/**
 * Owns the Gem Store dialog so the gem chip and Not Enough Gems can both open it. Opening starts
 * the store's query and its code at once; the dialog frame is here, so it shows at once.
 */
export function GemStoreProvider({ children }: { children: ReactNode }) {
  const [queryRef, loadGemStore, closeGemStore] = useQueryLoader<GemStoreDialogQuery>(gemStoreQuery);
  const openGemStore = useCallback(() => loadGemStore({}, { fetchPolicy: "store-and-network" }), [loadGemStore]);
  const value = useMemo(() => ({ openGemStore }), [openGemStore]);
  return (
    <GemStoreContext.Provider value={value}>
      {children}
      {queryRef && (
        <Dialog title="Gem Store" onClose={closeGemStore} className="gem-store">
          <Suspense fallback={<Spinner label="Loading the gem store" />}>
            <GemStoreContent queryRef={queryRef} onClose={closeGemStore} />
          </Suspense>
        </Dialog>
      )}
    </GemStoreContext.Provider>
  );
}
