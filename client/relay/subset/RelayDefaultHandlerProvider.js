// Stands in for relay-runtime's RelayDefaultHandlerProvider (see client/relay/relaySubset.ts): the
// portal's queries use no field handles (@connection, @deleteRecord, @appendEdge...), and the build
// fails if an artifact names one, so the connection and mutation handlers are left out.
export default function RelayDefaultHandlerProvider(handle) {
  throw new Error(`No Relay handler for "${handle}": handles are left out of the portal's build (client/relay/relaySubset.ts).`);
}
