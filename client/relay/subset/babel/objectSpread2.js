// Stands in for @babel/runtime's objectSpread2 in Relay's code (see client/relay/relaySubset.ts):
// `{ ...a, b }` compiled for old browsers. Its targets are fresh object literals, so assigning is
// the same as defining, and every browser the portal supports has Object.assign.
export default function objectSpread2(target, ...sources) {
  return Object.assign(target, ...sources);
}
