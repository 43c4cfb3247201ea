import { describe, expect, it } from "vitest";
import { fitTray, TRAY_LEAST_CELL, type TrayRoom } from "../trayFit.ts";

/** The towel's spacing as tea-box.css lays it out on a desktop. */
const spacing = { padX: 20, padY: 56, gap: 8, frame: 16, least: 48 };
const room = (width: number, height: number): TrayRoom => ({ width, height, ...spacing });
// Level 1's tins: a 3 x 2, a 2 x 3 and a 2 x 2.
const levelOne = [
  { width: 3, height: 2 },
  { width: 2, height: 3 },
  { width: 2, height: 2 },
];

describe("the tray's tins", () => {
  it("are drawn at the chest's square size where the towel beside the chest has room for them", () => {
    const fit = fitTray(levelOne, 100, room(846, 520));
    expect(fit.cell).toBe(100);
    // One row: the towel is as wide as its tins, not the whole room.
    expect(fit.width).toBe(Math.ceil(300 + 200 + 200 + 3 * 16 + 2 * 8 + 20) + 1);
  });

  it("shrink only as far as they need to fit, wrapping into rows first", () => {
    // Too narrow for one row at 100 px: two rows fit the height, so the size stays.
    expect(fitTray(levelOne, 100, room(600, 700)).cell).toBe(100);
    // Two rows do not fit the height at 100 px: the largest size that fits, no smaller.
    const fit = fitTray(levelOne, 100, room(600, 400));
    expect(fit.cell).toBeLessThan(100);
    expect(fitTray(levelOne, fit.cell + 1, room(600, 400)).cell).toBe(fit.cell);
    expect(fit.width).toBeLessThanOrEqual(600);
  });

  it("never outgrow the chest's squares, and stop at the least size where nothing fits", () => {
    expect(fitTray(levelOne, 40, room(2000, 2000)).cell).toBe(40);
    expect(fitTray(levelOne, 100, room(120, 80)).cell).toBe(TRAY_LEAST_CELL);
  });
});
