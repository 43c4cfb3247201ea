import { describe, expect, it } from "vitest";
import { DAILY_DAYS_BACK, dailyDateOf, dailyDays, dayOfMonth, daysBefore, longDate, losAngelesToday, monthDay, SERVER_TIME_ZONE, shortDate, shortWeekday } from "../days.ts";

describe("the daily games' days", () => {
  it("follow the Los Angeles date, not the UTC one", () => {
    // 07:30 UTC on 29 November is still 28 November in Los Angeles (UTC-8).
    expect(losAngelesToday(new Date("2026-11-29T07:30:00Z"))).toBe("2026-11-28");
    expect(losAngelesToday(new Date("2026-11-29T08:30:00Z"))).toBe("2026-11-29");
    // Summer time: UTC-7.
    expect(losAngelesToday(new Date("2026-07-01T06:59:00Z"))).toBe("2026-06-30");
  });

  it("name Los Angeles' date as Intl's time-zone data does, every hour from 2024 to 2040", () => {
    const losAngeles = new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
    const hour = 60 * 60 * 1000;
    const wrong: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2041, 0, 1); time += hour) {
      const now = new Date(time);
      if (losAngelesToday(now) !== losAngeles.format(now)) wrong.push(now.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it("are today and the six days before it, today first, across a month's end and a clock change", () => {
    expect(DAILY_DAYS_BACK).toBe(6);
    expect(dailyDays("2026-03-03")).toEqual(["2026-03-03", "2026-03-02", "2026-03-01", "2026-02-28", "2026-02-27", "2026-02-26", "2026-02-25"]);
    expect(dailyDays("2026-11-03")).toContain("2026-11-01");
  });

  it("are read from the server's daily seeds, and only from a daily seed of the same game", () => {
    expect(dailyDateOf("SHE", "SHE:2026-11-29")).toBe("2026-11-29");
    expect(dailyDateOf("SHI", "SHI:2026-02-28")).toBe("2026-02-28");
    for (const other of ["SHE:2026-11-2", "WOS:2026-11-29", "xSHE:2026-11-29", "SHE:2026-11-29x", "SHE:2026-11-29:x", "c2hlbGwtc3BlbGwtc2VlZA"]) expect(dailyDateOf("SHE", other)).toBeNull();
  });

  it("are named as Intl names them in en-US, every day of two years", () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    const names = [
      [longDate, intl({ weekday: "long", month: "long", day: "numeric" })],
      [shortDate, intl({ weekday: "short", month: "short", day: "numeric" })],
      [monthDay, intl({ month: "short", day: "numeric" })],
      [shortWeekday, intl({ weekday: "short" })],
    ] as const;
    const wrong: string[] = [];
    for (let back = 0; back < 731; back++) {
      const date = daysBefore("2027-12-31", back);
      for (const [name, format] of names) if (name(date) !== format.format(new Date(`${date}T12:00:00Z`))) wrong.push(`${date}: ${name(date)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("are named for the settings, the top bar, the reveal and a calendar strip", () => {
    expect(longDate("2026-11-27")).toBe("Friday, November 27");
    expect(shortDate("2026-11-27")).toBe("Fri, Nov 27");
    expect(monthDay("2026-11-27")).toBe("Nov 27");
    expect(shortWeekday("2026-11-27")).toBe("Fri");
    expect(dayOfMonth("2026-11-07")).toBe("7");
  });
});
