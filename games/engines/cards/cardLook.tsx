/**
 * How the player likes the cards: the classic faces or a larger index (easier to read on a small
 * screen or at a distance), and the game's own table or a green felt. Kept with the player's other
 * choices (shell/storage.ts) and read by the tables (CardTable, ClearingBoard); the settings menu
 * shows `<CardLookSettings>`.
 */
import { isRecord } from "../moveShapes.ts";
import { sharedLook } from "../shell/storage.ts";

export const CARD_FACES = ["classic", "large"] as const;
export type CardFaceStyle = (typeof CARD_FACES)[number];
export const TABLE_COLOURS = ["game", "felt"] as const;
export type TableColour = (typeof TABLE_COLOURS)[number];

export interface CardLook {
  face: CardFaceStyle;
  table: TableColour;
}

export const DEFAULT_LOOK: CardLook = { face: "classic", table: "game" };
const KEY = "playden.cards.look";

/** A kept look as far as it still reads; anything else falls back to the default. */
export function parseCardLook(raw: unknown): CardLook {
  const kept = isRecord(raw) ? raw : {};
  return {
    face: CARD_FACES.find((face) => face === kept.face) ?? DEFAULT_LOOK.face,
    table: TABLE_COLOURS.find((table) => table === kept.table) ?? DEFAULT_LOOK.table,
  };
}

const kept = sharedLook(KEY, parseCardLook, DEFAULT_LOOK);
export const setCardLook = kept.set;
/** The player's look; every board and menu using it changes together. */
export const useCardLook = kept.use;

const FACE_NAMES: Record<CardFaceStyle, string> = { classic: "Classic", large: "Large index" };
const TABLE_NAMES: Record<TableColour, string> = { game: "The game's own", felt: "Green felt" };

/** The menu's choices: card faces, and (on the tables that have one to change) the table colour. */
export function CardLookSettings({ tableColour = true }: { tableColour?: boolean }) {
  const look = useCardLook();
  return (
    <>
      <fieldset className="ct-setting">
        <legend>Card faces</legend>
        {CARD_FACES.map((face) => (
          <label key={face}>
            <input type="radio" name="ct-face" checked={look.face === face} onChange={() => setCardLook({ ...look, face })} />
            {FACE_NAMES[face]}
          </label>
        ))}
      </fieldset>
      {tableColour ? (
        <fieldset className="ct-setting">
          <legend>Table</legend>
          {TABLE_COLOURS.map((table) => (
            <label key={table}>
              <input type="radio" name="ct-table" checked={look.table === table} onChange={() => setCardLook({ ...look, table })} />
              {TABLE_NAMES[table]}
            </label>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
