// Stands in for @babel/runtime's createForOfIteratorHelper in Relay's code (see
// client/relay/relaySubset.ts): a compiled `for...of`, on the browser's own iterators (Babel's also
// walks iterator-less array-likes, which Relay never passes). Same protocol: s() starts, n() steps,
// e() keeps an error thrown in the loop's body, f() closes an iterator left early and rethrows it.
export default function createForOfIteratorHelper(iterable) {
  let iterator;
  let done = true;
  let failed = false;
  let error;
  return {
    s() {
      iterator = iterable[Symbol.iterator]();
    },
    n() {
      const step = iterator.next();
      done = step.done;
      return step;
    },
    e(thrown) {
      failed = true;
      error = thrown;
    },
    f() {
      try {
        if (!done && iterator.return != null) iterator.return();
      } finally {
        if (failed) throw error;
      }
    },
  };
}
