import { describe, expect, test } from "vitest";
import { contactSheetHtml, type ShotSize } from "../contactSheet.ts";

const LAPTOP: ShotSize = { width: 1366, height: 768, phone: false };
const PHONE: ShotSize = { width: 390, height: 844, phone: true };

describe("the contact sheet's page", () => {
  test("shows every game by name and slug, in the order given, with each shot at half its size under its size", () => {
    const html = contactSheetHtml("Every game", [
      { slug: "word-hunch", name: "Word Hunch", shots: [{ size: LAPTOP, file: "word-hunch-1366x768.png" }, { size: PHONE, file: "word-hunch-390x844.png" }] },
      { slug: "rail-rider", name: "Rail Rider", shots: [{ size: LAPTOP, file: "rail-rider-1366x768.png" }] },
    ]);
    expect(html.indexOf("Word Hunch <small>word-hunch</small>")).toBeLessThan(html.indexOf("Rail Rider <small>rail-rider</small>"));
    expect(html).toContain('<img src="word-hunch-1366x768.png" width="683" height="384" alt="Word Hunch at 1366x768">');
    expect(html).toContain('<img src="word-hunch-390x844.png" width="195" height="422" alt="Word Hunch at 390x844 phone">');
    expect(html).toContain("<figcaption>390x844 phone</figcaption>");
    expect(html).not.toContain('class="has-failure"');
  });

  test("marks a game that did not load, with its reason, and shows what the page showed when there is a picture of it", () => {
    const html = contactSheetHtml("Every game", [
      {
        slug: "tea-box-puzzler",
        name: "Tea Box Puzzler",
        shots: [
          { size: LAPTOP, file: "tea-box-puzzler-1366x768.png", error: "locator.waitFor: Timeout 30000ms exceeded." },
          { size: PHONE, error: "page.goto: net::ERR_CONNECTION_REFUSED" },
        ],
      },
    ]);
    expect(html).toContain('<section class="has-failure">');
    expect(html).toContain('<img src="tea-box-puzzler-1366x768.png"');
    expect(html).toContain("<strong>Did not load:</strong> locator.waitFor: Timeout 30000ms exceeded.");
    expect(html).toContain('<div class="missing" style="width:195px;height:422px">No picture</div>');
    expect(html).toContain("<strong>Did not load:</strong> page.goto: net::ERR_CONNECTION_REFUSED");
  });

  test("escapes names, files and reasons", () => {
    const html = contactSheetHtml("<Sheet>", [{ slug: "a&b", name: 'Quinn\'s "Fish" <Tank>', shots: [{ size: PHONE, file: 'x"y.png', error: "<script>" }] }]);
    expect(html).toContain("<title>&#60;Sheet&#62;</title>");
    expect(html).toContain("Quinn&#39;s &#34;Fish&#34; &#60;Tank&#62; <small>a&#38;b</small>");
    expect(html).toContain('src="x&#34;y.png"');
    expect(html).not.toContain("<script>");
  });
});
