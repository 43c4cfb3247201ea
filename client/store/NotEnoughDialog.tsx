import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { NotEnoughDialogQuery } from "../__generated__/NotEnoughDialogQuery.graphql.ts";
import { Dialog } from "../dialogs/Dialog.tsx";
import { Spinner } from "../layout/Spinner.tsx";
import { useGemStore } from "../wallet/GemStoreContext.tsx";
import { TokenAdviceNotice } from "../wallet/TokenAdviceNotice.tsx";
import type { Currency } from "./usePurchaseMutation.ts";

/**
 * Not Enough Gems: the spec's question and Purchase Gems, or, when gems cannot be bought (the server
 * says, with its advice), how to earn tokens instead and a Close button.
 */
function NotEnoughGems({ onClose }: { onClose: () => void }) {
  const { openGemStore } = useGemStore();
  const { paymentMethods } = useLazyLoadQuery<NotEnoughDialogQuery>(
    graphql`
      query NotEnoughDialogQuery {
        paymentMethods {
          tokenAdvice {
            ...TokenAdviceNotice_advice
          }
        }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  if (paymentMethods.tokenAdvice) {
    return (
      <>
        <p>You do not have enough gems for this purchase.</p>
        <TokenAdviceNotice advice={paymentMethods.tokenAdvice} />
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }
  return (
    <>
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
    </>
  );
}

/** docs/product/store.md#not-enough-dialogs: Not Enough Gems (with Purchase Gems) and Not Enough Tokens (Close only). */
export function NotEnoughDialog({ currency, onClose }: { currency: Currency; onClose: () => void }) {
  if (currency === "GEMS") {
    return (
      <Dialog title="Not Enough Gems" onClose={onClose}>
        <Suspense fallback={<Spinner label="Loading" size="small" />}>
          <NotEnoughGems onClose={onClose} />
        </Suspense>
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
