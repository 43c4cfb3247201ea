import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { GemStoreDialog } from "../gemStore/GemStoreDialog.tsx";

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
      {open && <GemStoreDialog onClose={() => setOpen(false)} />}
    </GemStoreContext.Provider>
  );
}
