import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { Dialog } from "../dialogs/Dialog.tsx";

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
  return (
    <GemStoreContext.Provider value={value}>
      {children}
      {open && (
        <Dialog title="Gem Store" onClose={() => setOpen(false)}>
          <p>Buying gems with a card or PayPal is not available yet. It is on its way; until then, gems come from the welcome gift.</p>
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            Close
          </button>
        </Dialog>
      )}
    </GemStoreContext.Provider>
  );
}
