import { describe, expect, it } from "vitest";
import { DEFAULT_LOOK, LIST_MODES, parseBcaLook } from "../look.ts";

describe("Big City Adventure's kept look", () => {
  it("reads every list mode and the lens back as kept", () => {
    for (const list of LIST_MODES) {
      for (const lens of [true, false]) expect(parseBcaLook(JSON.parse(JSON.stringify({ list, lens })))).toEqual({ list, lens });
    }
  });

  it("falls back to the words list without the lens for whatever it cannot read, part by part", () => {
    expect(DEFAULT_LOOK).toEqual({ list: "words", lens: false });
    for (const raw of [null, undefined, 3, "riddles", [], {}, { list: "pictures", lens: "yes" }]) expect(parseBcaLook(raw)).toEqual(DEFAULT_LOOK);
    expect(parseBcaLook({ list: "riddles" })).toEqual({ list: "riddles", lens: false });
    expect(parseBcaLook({ list: 2, lens: true })).toEqual({ list: "words", lens: true });
  });
});
