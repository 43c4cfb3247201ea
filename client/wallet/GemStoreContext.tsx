import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from "react";
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

/** Owns the Gem Store dialog so the gem chip and Not Enough Gems can both open it. */
export function GemStoreProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openGemStore: () => setOpen(true) }), []);
  const close = () => setOpen(false);
  return (
    <GemStoreContext.Provider value={value}>
      {children}
      {open && (
        <Dialog title="Gem Store" onClose={close} className="gem-store">
          <Suspense fallback={<Spinner label="Loading the gem store" />}>
            <GemStoreContent onClose={close} />
          </Suspense>
        </Dialog>
      )}
    </GemStoreContext.Provider>
  );
}
