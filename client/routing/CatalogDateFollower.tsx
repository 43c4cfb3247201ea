import { useEffect, useMemo, useState } from "react";
import { commitLocalUpdate, graphql, useRelayEnvironment, useSubscription } from "react-relay/hooks";
import type { CatalogDateFollowerSubscription } from "../__generated__/CatalogDateFollowerSubscription.graphql.ts";
import { useRouter } from "./router.tsx";

const dataDateSubscription = graphql`
  subscription CatalogDateFollowerSubscription {
    dataDate
  }
`;

/**
 * The catalog can change while a page is open (docs/product/pages.md#catalog-updates). When the subscription reports a data date
 * other than the one the page was loaded for, the cached data is marked stale, the header is read
 * again and the router prepares the page again, which loads its query again. Its own chunk
 * (App.tsx loads it once the shell is on screen): the first page does not wait for it.
 */
export function CatalogDateFollower({ loadedDate, refetchApp }: { loadedDate: string; refetchApp: () => Promise<void> }) {
  const { reload } = useRouter();
  const environment = useRelayEnvironment();
  const [serverDate, setServerDate] = useState(loadedDate);
  const [catalogDate, setCatalogDate] = useState(loadedDate);
  useSubscription<CatalogDateFollowerSubscription>(
    useMemo(
      () => ({
        subscription: dataDateSubscription,
        variables: {},
        onNext: (response) => {
          if (response) setServerDate(response.dataDate);
        },
      }),
      [],
    ),
  );
  useEffect(() => {
    if (serverDate === catalogDate) return;
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    // Should this fail, the header keeps what it showed; the next data date tries again.
    void refetchApp().catch(() => {});
    setCatalogDate(serverDate);
    reload();
  }, [serverDate, catalogDate, environment, refetchApp, reload]);
  return null;
}
