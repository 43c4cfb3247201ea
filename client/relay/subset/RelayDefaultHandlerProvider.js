// Stands in for relay-runtime's RelayDefaultHandlerProvider (see client/relay/relaySubset.ts): the
// same handlers (@connection's, and the edge and record directives' of mutations), but their code
// comes with the first generated artifact that names a handle (relayHandlers.js), not in the first page.
let provider = null;

function RelayDefaultHandlerProvider(handle) {
  if (provider === null) {
    throw new Error(`No handler for \`${handle}\`: the artifact naming it should have loaded client/relay/subset/relayHandlers.js (client/relay/relaySubset.ts).`);
  }
  return provider(handle);
}

RelayDefaultHandlerProvider.provide = (real) => {
  provider = real;
};

module.exports = RelayDefaultHandlerProvider;
