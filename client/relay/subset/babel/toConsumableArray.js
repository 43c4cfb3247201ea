// Stands in for @babel/runtime's toConsumableArray in Relay's code (see client/relay/relaySubset.ts):
// `[...items]` compiled for old browsers; Array.from copies arrays (holes as undefined) and iterables alike.
export default function toConsumableArray(items) {
  return Array.from(items);
}
