/** The round's list of objects to find: struck through once found; Tab reads through it. */
import { objectById, type BcaState } from "./rules.ts";

export function ItemList({ state }: { state: BcaState }) {
  const listed = state.placed.slice(0, state.listCount);
  const left = state.found.filter((done) => !done).length;
  return (
    <section className="bca-list" aria-label={`Objects to find: ${left} of ${state.listCount} left`}>
      <ul>
        {listed.map((placed, index) => {
          const name = objectById(placed.object).name;
          const found = state.found[index]!;
          return (
            <li key={placed.object} className={found ? "bca-found" : state.hinted === index ? "bca-hinted" : undefined} tabIndex={0} aria-label={`${name}, ${found ? "found" : "to find"}`} data-object={placed.object}>
              {found ? "✓ " : null}
              {name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
