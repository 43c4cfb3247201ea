// Stands in for relay-runtime's createUpdatableProxy (see client/relay/relaySubset.ts): the portal
// has no @updatable queries or fragments, and the build fails if an artifact is one.
export function createUpdatableProxy() {
  throw new Error("@updatable queries and fragments are left out of the portal's build (client/relay/relaySubset.ts).");
}
