import { describe, expect, it } from "vitest";

import { byLetters } from "~/config/locales";
import { cityPageList } from "~/content/city-list";
import { testimonialsIn } from "~/content/testimonials";

import { cityNames as bengaliCities } from "./bn/content/city-list";
import { cityNames as hindiCities } from "./hi/content/city-list";

const names = {
  en: [...cityPageList.map((c) => c.name), ...(await testimonialsIn("en")).map((t) => t.city)],
  hi: [...Object.values(hindiCities).map((c) => c.name), ...(await testimonialsIn("hi")).map((t) => t.city)],
  bn: [...Object.values(bengaliCities).map((c) => c.name), ...(await testimonialsIn("bn")).map((t) => t.city)],
};

describe("byLetters", () => {
  for (const [locale, list] of Object.entries(names))
    it(`puts the ${locale} city names in the language's alphabetical order`, () => {
      const unique = [...new Set(list)];
      expect(unique.length).toBeGreaterThan(10);
      expect([...unique].sort(byLetters)).toEqual([...unique].sort((a, b) => a.localeCompare(b, locale)));
    });
});
