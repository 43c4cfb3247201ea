// Stands in for relay-runtime's LiveResolverCache (see client/relay/relaySubset.ts): the store's
// cache of Relay Resolver values, for a portal that has no Relay Resolvers (the build fails if an
// artifact names one). Reading works as Relay's own NoopResolverCache; live state never changes.
import ResolverCacheModule from "relay-runtime/lib/store/ResolverCache.js";

const { NoopResolverCache } = ResolverCacheModule;

export const RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY = "__resolverLiveStateSubscription";

export function getUpdatedDataIDs(updatedRecords) {
  return updatedRecords;
}

export class LiveResolverCache extends NoopResolverCache {
  getLiveResolverPromise() {
    throw new Error("Relay Resolvers are left out of the portal's build (client/relay/relaySubset.ts).");
  }

  batchLiveStateUpdates(callback) {
    callback();
  }

  /** Whether a live resolver published records: never, there are none. */
  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }

  unsubscribeFromLiveResolverRecords() {}

  invalidateResolverRecords() {}
}
