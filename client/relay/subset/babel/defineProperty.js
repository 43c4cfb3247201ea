// Stands in for @babel/runtime's defineProperty in Relay's code (see client/relay/relaySubset.ts):
// class fields compiled for old browsers. The `in` test and defineProperty turn the key into a
// property key themselves, which Babel's version does with three more helpers.
export default function defineProperty(target, key, value) {
  if (key in target) Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  else target[key] = value;
  return target;
}
