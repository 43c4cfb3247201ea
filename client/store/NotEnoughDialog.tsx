import { Dialog } from "../dialogs/Dialog.tsx";
import { useGemStore } from "../wallet/GemStoreContext.tsx";
import type { Currency } from "./usePurchaseMutation.ts";

/** docs/product/store.md#not-enough-dialogs: Not Enough Gems (with Purchase Gems) and Not Enough Tokens (Close only). */
export function NotEnoughDialog({ currency, onClose }: { currency: Currency; onClose: () => void }) {
  const { openGemStore } = useGemStore();
  if (currency === "GEMS") {
    return (
      <Dialog title="Not Enough Gems" onClose={onClose}>
        <p>You do not have enough gems for this purchase. Do you wish to purchase more Gems?</p>
        <div className="dialog__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onClose();
              openGemStore();
            }}
          >
            Purchase Gems
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title="Not Enough Tokens" onClose={onClose}>
      <p>You do not have enough tokens for this purchase. You can earn more tokens by playing games and completing challenges.</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
