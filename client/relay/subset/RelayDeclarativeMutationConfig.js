// Stands in for relay-runtime's RelayDeclarativeMutationConfig (see client/relay/relaySubset.ts):
// the legacy `configs` option of mutations (RANGE_ADD, NODE_DELETE...), which the portal does not
// use; its updaters say what a mutation changes. Only read when a mutation passes `configs`.
export function convert() {
  throw new Error("Mutation `configs` are left out of the portal's build: use an updater (client/relay/relaySubset.ts).");
}
