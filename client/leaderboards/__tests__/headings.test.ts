import { describe, expect, test } from "vitest";
import { boardDayHeading } from "../headings.ts";

describe("a board's heading", () => {
  test("names the day, the week from Sunday to Saturday (across a month's end too) and the daily puzzle's day", () => {
    expect(boardDayHeading("DAILY", "2026-11-28")).toBe("Saturday, November 28");
    expect(boardDayHeading("WEEKLY", "2026-11-22")).toBe("Week of November 22 – 28");
    expect(boardDayHeading("WEEKLY", "2026-11-29")).toBe("Week of November 29 – December 5");
    expect(boardDayHeading("PUZZLE", "2026-03-08")).toBe("Daily puzzle of Sunday, March 8");
  });

  test("shows a day it cannot read as it came", () => {
    expect(boardDayHeading("DAILY", "someday")).toBe("someday");
  });
});
