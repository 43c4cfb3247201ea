import { describe, expect, it } from "vitest";
import { DEFAULT_LOOK, LIST_MODES, parseBcaLook } from "../look.ts";

describe("Big City Adventure's kept look", () => {
  it("reads every list mode back as kept", () => {
    for (const list of LIST_MODES) expect(parseBcaLook(JSON.parse(JSON.stringify({ list })))).toEqual({ list });
  });

  it("falls back to the words list for whatever it cannot read", () => {
    expect(DEFAULT_LOOK).toEqual({ list: "words" });
    for (const raw of [null, undefined, 3, "riddles", [], {}, { list: "pictures" }, { list: 2 }]) expect(parseBcaLook(raw)).toEqual(DEFAULT_LOOK);
  });
});
