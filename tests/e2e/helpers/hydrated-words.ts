import { expect, type Page } from "@playwright/test";

import { loadSiteConfig } from "../../../app/config/load.ts";
import { englishPath } from "../../../app/config/locales.ts";
import { citiesIn } from "../../../app/content/cities.ts";
import { recordsOf, untranslatedRuns } from "../../../scripts/untranslated.ts";

const { pages: cityPages } = (await citiesIn("en")).content;

/**
 * The text of a hydrated Hindi page's main part, each text node on its own line, with the names and hints its
 * elements carry: what the code sets after hydration is checked here, the pre-rendered HTML in tests/html.
 */
export async function expectNoEnglish(page: Page, path: string) {
  // Every part below the fold hydrated too: words that only the code sets (labels, alt texts) are checked.
  await page.mouse.wheel(0, 600);
  await expect(page.locator('[data-deferred="waiting"]')).toHaveCount(0);
  const text = await page.locator("main").evaluate((main) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = walker.currentNode.textContent ?? "";
      // A captcha's random code is not words; a <noscript>'s text is its markup while scripts run.
      if (parent?.closest('[data-testid="captcha-code"]')) continue;
      if (parent?.tagName === "NOSCRIPT")
        parts.push(new DOMParser().parseFromString(text, "text/html").body.textContent ?? "");
      else parts.push(text);
    }
    for (const el of main.querySelectorAll("[aria-label], [alt], [placeholder], [title]"))
      for (const name of ["aria-label", "alt", "placeholder", "title"]) parts.push(el.getAttribute(name) ?? "");
    return parts.join("\n");
  });
  // A branch's postal address is kept as registered, like the head office's.
  const city = cityPages.find((c) => englishPath(path) === `/network/${c.slug}`);
  const address = city ? [city.office.street, city.office.locality, city.name, city.state] : [];
  const kept = [...recordsOf(loadSiteConfig(process.env)), ...address];
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(untranslatedRuns(text, kept), path).toEqual([]);
  const hrefs = await page
    .locator("a[href^='/']:not([data-testid='language-switch'])")
    .evaluateAll((a) => a.map((e) => e.getAttribute("href") ?? ""));
  expect(hrefs.filter((h) => !/^\/hi(\/|$|#|\?)/.test(h))).toEqual([]);
}
