/**
 * One section, one heading: where two pages show the same section under the same English heading, a translated
 * language gives it one heading too, or a reader takes the two for different things. Headings and eyebrows are
 * paired with the English page's by their place on the page.
 */
import { describe, expect, it } from "vitest";

import { englishPath, localeOf, translatedLocales } from "../../app/config/locales.ts";
import { translatedLocalePages } from "../pages";
import { built, textOf } from "./built";

/**
 * The page's section headings and subheadings, each h1 and h2 after its eyebrow (the small line above it), and
 * the terms of its lists (a counter's label, a fact's name).
 */
const headingsOf = (path: string) =>
  Array.from(built(path).document.querySelectorAll("main h1, main h2, main h3, main dt")).flatMap((h) => {
    const eyebrow = h.tagName !== "H3" && h.previousElementSibling?.tagName === "P" ? [h.previousElementSibling] : [];
    return [...eyebrow, h].map((el) => textOf(el).trim());
  });

/** Each English heading with every way the language writes it, and the pages that do. */
function headingsIn(locale: string) {
  const found = new Map<string, Map<string, string[]>>();
  for (const path of translatedLocalePages.filter((p) => localeOf(p) === locale)) {
    const english = headingsOf(englishPath(path));
    const translated = headingsOf(path);
    if (translated.length !== english.length)
      throw new Error(`${path}: the headings do not pair with the English page's`);
    english.forEach((heading, i) => {
      const ways = found.get(heading) ?? new Map<string, string[]>();
      ways.set(translated[i]!, [...(ways.get(translated[i]!) ?? []), path]);
      found.set(heading, ways);
    });
  }
  return found;
}

describe.each(translatedLocales)("headings in %s", (locale) => {
  // Read while the tests are collected, as the other files read their pages: parsing every page is not the test.
  const found = headingsIn(locale);

  it("the same English heading is translated one way on every page", () => {
    expect(found.size).toBeGreaterThan(100);
    const twoWays = [...found]
      .filter(([, ways]) => ways.size > 1)
      .map(
        ([heading, ways]) => `${heading}: ${[...ways].map(([t, paths]) => `${t} (${paths.join(", ")})`).join(" | ")}`,
      );
    expect(twoWays).toEqual([]);
  });
});
