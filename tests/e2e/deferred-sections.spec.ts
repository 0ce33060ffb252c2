import { gotoHydrated } from "./helpers/hydration";
import { watchErrors } from "./helpers/page-errors";
import { watchScripts } from "./helpers/scripts";
import { expect, test } from "./helpers/test";

// Which scripts a page fetches, and what they carry, is read from the wire: a cold cache, as a first visit has.
test.use({ ownContext: true });

/**
 * Each page type hydrates its first screen at load; the sections below keep their pre-rendered HTML and get their
 * code at the visitor's first scroll (components/deferred.tsx). Each row names a section below the first screen
 * and a text of that section the pre-rendered page shows, and what of the section's own code marks it in a script:
 * the text itself, or, where the words are the page's data, the section's id.
 */
const pages: { path: string; section: string; text: string; code?: string }[] = [
  {
    path: "/network/patna",
    section: "[data-testid=city-office]",
    text: "Walk in for a survey booking",
    code: "city-office-title",
  },
  {
    path: "/home-shifting",
    section: "section:has(#concerns-heading)",
    text: "The questions customers ask us most",
    code: "concerns-heading",
  },
  {
    path: "/contact",
    section: "section:has(#head-office)",
    text: "Walk in for a chat about your move",
    code: "head-office",
  },
];

for (const { path, section, text, code = text } of pages) {
  test(`${path} hydrates its first screen at load; a section below keeps its HTML and gets its code at the first scroll`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    const errors = await watchErrors(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const below = page.locator(section);
    await expect(below).toContainText(text);
    expect((await scripts.text()).includes(code), "a script before any input carries the section").toBe(false);
    const drawn = await below.elementHandle();

    await page.mouse.wheel(0, 1200);
    await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
    expect((await scripts.text()).includes(code), "the section's code came").toBe(true);
    // Hydrated in place: the element the page drew is the one React kept, not a replacement.
    expect(await drawn!.evaluate((e) => e.isConnected)).toBe(true);
    expect(errors).toEqual([]);
  });
}
