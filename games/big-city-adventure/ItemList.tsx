/**
 * The round's list of objects to find, as the player chose to see it: names, silhouettes (the
 * object's own drawing filled dark) or riddles. Found, an object is struck through and shows what
 * it was: its name, or its drawing in colour. Tab reads through the list.
 */
import type { ListMode } from "./look.ts";
import { objectById, type BcaState } from "./rules.ts";
import { ObjectArt } from "./scenes/Objects.tsx";

export function ItemList({ state, mode }: { state: BcaState; mode: ListMode }) {
  const listed = state.placed.slice(0, state.listCount);
  const left = state.found.filter((done) => !done).length;
  return (
    <section className={`bca-list bca-list-${mode}`} aria-label={`Objects to find: ${left} of ${state.listCount} left`}>
      <ul>
        {listed.map((placed, index) => {
          const object = objectById(placed.object);
          const found = state.found[index]!;
          // A silhouette is read out by the object's name: the picture is the name for the eye.
          const clue = mode === "riddles" && !found ? object.riddle : object.name;
          return (
            <li key={placed.object} className={found ? "bca-found" : state.hinted === index ? "bca-hinted" : undefined} tabIndex={0} aria-label={`${clue}, ${found ? "found" : "to find"}`} data-object={placed.object}>
              {found ? "✓ " : null}
              {mode === "silhouettes" ? (
                <svg className={found ? "bca-drawing" : "bca-silhouette"} viewBox="-52 -52 104 104" aria-hidden="true" focusable="false">
                  <ObjectArt id={placed.object} />
                </svg>
              ) : (
                clue
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
