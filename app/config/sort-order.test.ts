import { describe, expect, it } from "vitest";

import { byLetters, locales } from "~/config/locales";
import { citiesIn } from "~/content/cities";
import { testimonialsIn } from "~/content/testimonials";

/** Each language's city names: its cities file's and its reviews'. */
const names = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => [
      locale,
      [
        ...(await citiesIn(locale)).content.pages.map((c) => c.name),
        ...(await testimonialsIn(locale)).map((t) => t.city),
      ],
    ]),
  ),
) as Record<string, string[]>;

describe("byLetters", () => {
  for (const [locale, list] of Object.entries(names))
    it(`puts the ${locale} city names in the language's alphabetical order`, () => {
      const unique = [...new Set(list)];
      expect(unique.length).toBeGreaterThan(10);
      expect([...unique].sort(byLetters)).toEqual([...unique].sort((a, b) => a.localeCompare(b, locale)));
    });
});
