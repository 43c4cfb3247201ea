// What the portal and react-relay's hooks need of `relay-runtime`, which relaySubset.ts points
// that import at. relay-runtime ships CommonJS whose index requires every module (response
// caches, experimental APIs, normalization engines, legacy container helpers): a bundler keeps
// them all. This re-exports only what is read of it. react-relay reads it through require(), so a
// name missing here would be undefined at run time, not a build error: the browser tests cover
// every page and dialog, and tests/browser/codeSplitting.test.ts checks that every name react-relay's
// hooks read is here. An import of a missing name from the portal's own code fails the build.
import RelayModernEnvironment from "relay-runtime/lib/store/RelayModernEnvironment.js";
import RelayModernRecord from "relay-runtime/lib/store/RelayModernRecord.js";
import RelayModernStore from "relay-runtime/lib/store/RelayModernStore.js";
import RelayRecordSource from "relay-runtime/lib/store/RelayRecordSource.js";
import RelayNetwork from "relay-runtime/lib/network/RelayNetwork.js";
import RelayObservable from "relay-runtime/lib/network/RelayObservable.js";
import RelayReplaySubject from "relay-runtime/lib/util/RelayReplaySubject.js";
import RelayOperationTracker from "relay-runtime/lib/store/RelayOperationTracker.js";
import ResolverFragments from "relay-runtime/lib/store/ResolverFragments.js";
import RelayConcreteVariables from "relay-runtime/lib/store/RelayConcreteVariables.js";
import createRelayContext from "relay-runtime/lib/store/createRelayContext.js";
import createRelayLoggingContext from "relay-runtime/lib/store/createRelayLoggingContext.js";
import defaultGetDataID from "relay-runtime/lib/store/defaultGetDataID.js";
import normalizeResponse from "relay-runtime/lib/store/normalizeResponse.js";
import withProvidedVariables from "relay-runtime/lib/util/withProvidedVariables.js";
import fetchQueryInternal from "relay-runtime/lib/query/fetchQueryInternal.js";

export { areEqualSelectors, getSelector, getVariablesFromFragment } from "relay-runtime/lib/store/RelayModernSelector.js";
export { createOperationDescriptor } from "relay-runtime/lib/store/RelayModernOperationDescriptor.js";
export { getFragment, getRequest, graphql } from "relay-runtime/lib/query/GraphQLTag.js";
export { handlePotentialSnapshotErrors } from "relay-runtime/lib/util/handlePotentialSnapshotErrors.js";
export { default as commitLocalUpdate } from "relay-runtime/lib/mutations/commitLocalUpdate.js";
export { default as commitMutation } from "relay-runtime/lib/mutations/commitMutation.js";
export { default as fetchQuery } from "relay-runtime/lib/query/fetchQuery.js";
export { default as requestSubscription } from "relay-runtime/lib/subscription/requestSubscription.js";
export { default as PreloadableQueryRegistry } from "relay-runtime/lib/query/PreloadableQueryRegistry.js";
export { default as RelayFeatureFlags } from "relay-runtime/lib/util/RelayFeatureFlags.js";
export { default as getPendingOperationsForFragment } from "relay-runtime/lib/util/getPendingOperationsForFragment.js";
export { default as getRequestIdentifier } from "relay-runtime/lib/util/getRequestIdentifier.js";
export { default as isPromise } from "relay-runtime/lib/util/isPromise.js";
export { default as recycleNodesInto } from "relay-runtime/lib/util/recycleNodesInto.js";
export { default as getFragmentIdentifier } from "relay-runtime/lib/util/getFragmentIdentifier.js";
export { default as getPaginationMetadata } from "relay-runtime/lib/util/getPaginationMetadata.js";
export { default as getPaginationVariables } from "relay-runtime/lib/util/getPaginationVariables.js";
export { default as getRefetchMetadata } from "relay-runtime/lib/util/getRefetchMetadata.js";
export { default as getValueAtPath } from "relay-runtime/lib/util/getValueAtPath.js";
export { stableCopy } from "relay-runtime/lib/util/stableCopy.js";
export { ID_KEY, ROOT_ID, ROOT_TYPE } from "relay-runtime/lib/store/RelayStoreUtils.js";
export { default as ConnectionHandler } from "relay-runtime/lib/handlers/connection/ConnectionHandler.js";
export { default as ConnectionInterface } from "relay-runtime/lib/handlers/connection/ConnectionInterface.js";

export {
  RelayModernEnvironment as Environment,
  RelayNetwork as Network,
  RelayObservable as Observable,
  RelayRecordSource as RecordSource,
  RelayModernRecord as Record,
  RelayReplaySubject as ReplaySubject,
  RelayModernStore as Store,
};

// As relay-runtime's own, but for its NormalizationEngine, which nothing here uses.
export const __internal = {
  ResolverFragments,
  OperationTracker: RelayOperationTracker,
  createRelayContext,
  createRelayLoggingContext,
  defaultGetDataID,
  getOperationVariables: RelayConcreteVariables.getOperationVariables,
  getLocalVariables: RelayConcreteVariables.getLocalVariables,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  normalizeResponse,
  withProvidedVariables,
};
