// @vitest-environment node
import { describe, expect, it } from "vitest";

import { cityPages, citySpecificText } from "~/content/cities.ts";

import { untranslatedRuns } from "../../../../scripts/untranslated.ts";
import { cities } from "./cities.ts";

const pairs = cityPages.map((english, i) => [english, cities.cityPages[i]!] as const);

describe("the city pages in Hindi", () => {
  it.each(pairs.map(([english, hindi]) => [english.slug, english, hindi] as const))(
    "%s: its own texts are Hindi, its figures the English record's",
    (_slug, english, hindi) => {
      expect(hindi.name).toMatch(/^[\u0900-\u097F ]+$/);
      expect(untranslatedRuns(citySpecificText(hindi))).toEqual([]);
      expect(citySpecificText(hindi)).not.toBe(citySpecificText(english));
      expect(hindi.localities).toHaveLength(english.localities.length);
      expect(hindi.practicalities).toHaveLength(english.practicalities.length);
      expect(hindi.testimonials.map((t) => [t.date, t.service])).toEqual(
        english.testimonials.map((t) => [t.date, t.service]),
      );
      expect(hindi.transit && { km: hindi.transit.km, days: hindi.transit.days }).toEqual(
        english.transit && { km: english.transit.km, days: english.transit.days },
      );
      expect([hindi.phone, hindi.office.street, hindi.office.pin]).toEqual([
        english.phone,
        english.office.street,
        english.office.pin,
      ]);
    },
  );
});
