import { describe, expect, it } from "vitest";

import { built, pages } from "./built";

/**
 * A row of cards that a phone scrolls sideways (the scroll-row utility) must be reachable and scrollable by keyboard
 * in every browser, so it takes a tab stop and a name (components/phone-row.ts). Chromium would focus a scroller
 * without them, so the browser tests (phone-compact.spec.ts) cannot see them missing.
 */
describe.each(pages)("%s", (path) => {
  it("gives each sideways row a tab stop and a name", () => {
    const rows = [
      ...built(path).document.querySelectorAll("main [class~='max-sm:scroll-row'], main [class~='max-lg:scroll-row']"),
    ];
    for (const row of rows) {
      expect(row.getAttribute("tabindex"), row.outerHTML.slice(0, 80)).toBe("0");
      expect(row.getAttribute("aria-label")?.trim(), row.outerHTML.slice(0, 80)).toBeTruthy();
    }
  });
});

it("some pages have sideways rows", () => {
  expect(
    pages.filter((p) =>
      built(p).document.querySelector("main [class~='max-sm:scroll-row'], main [class~='max-lg:scroll-row']"),
    ).length,
  ).toBeGreaterThan(20);
});
