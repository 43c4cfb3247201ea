// What the portal and react-relay's hooks need of `relay-runtime` that is not a module's export
// of its own: the names composed here (`Environment`, `Store`... and `__internal`). relaySubset.ts
// points `relay-runtime` here. relay-runtime ships CommonJS whose index requires every module
// (response caches, experimental APIs, normalization engines, legacy container helpers): a bundler
// keeps them all. The names that are a module's own export (relaySubset.ts's OWN_MODULE_NAMES)
// are imported straight from that module wherever they are read, so that each loads only where it
// is used. react-relay reads this through require(), so a name missing here would be undefined at
// run time, not a build error: tests/browser/codeSplitting.test.ts checks that every name
// react-relay's hooks read is here or in OWN_MODULE_NAMES. An import of a missing name from the
// portal's own code fails the build.
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
