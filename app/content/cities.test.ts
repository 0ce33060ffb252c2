// @vitest-environment node
import { describe, expect, it } from "vitest";

import { localeTable, translatedLocales } from "~/config/locales";
import { site } from "~/config/site";

import { untranslatedRuns } from "../../scripts/untranslated.ts";
import { atHeadOffice, citiesIn, type City, cityEmail, citySpecificText, findCity as findIn } from "./cities";
import { cityPaths, prerenderPaths } from "./paths";

const { branches: cities, pages: cityPages, headOffice, regions } = (await citiesIn("en")).content;
const findCity = (slug: string | undefined) => findIn(slug, cityPages);

/** SPEC §2 "Home page": the city list, in this order. */
const specNames = [
  "Ahmedabad",
  "Bangalore",
  "Bhagalpur",
  "Bhubaneshwar",
  "Chennai",
  "Chhapra",
  "Delhi",
  "Gurgaon",
  "Guwahati",
  "Hyderabad",
  "Jaipur",
  "Jamshedpur",
  "Mumbai",
  "Patna",
  "Pune",
  "Raipur",
  "Ranchi",
];
/** SPEC §2 "City page": the supported cityName values. */
const specSlugs = [
  "gurgaon",
  "mumbai",
  "delhi",
  "ahmedabad",
  "bangalore",
  "bhagalpur",
  "bhubaneshwar",
  "chennai",
  "chhapra",
  "guwahati",
  "hyderabad",
  "jaipur",
  "jamshedpur",
  "patna",
  "pune",
  "raipur",
  "ranchi",
];

/**
 * Similarity of two city pages' own text: Jaccard index of their word 3-shingles, after lower-casing,
 * dropping punctuation and replacing each page's city name with one placeholder, so a page that is
 * another city's text with the name swapped scores 1.
 */
const SHINGLE = 3;
function shingles(text: string, cityName: string): Set<string> {
  const words = text
    .toLowerCase()
    .replaceAll(cityName.toLowerCase(), " _city_ ")
    .replace(/[^a-z0-9_\s]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++) out.add(words.slice(i, i + SHINGLE).join(" "));
  return out;
}
function similarity(a: City, b: City): number {
  const sa = shingles(citySpecificText(a), a.name);
  const sb = shingles(citySpecificText(b), b.name);
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared++;
  return shared / (sa.size + sb.size - shared);
}

describe("city registry", () => {
  it("has the spec's 17 cities in the spec's order", () => {
    expect(cities.map((c) => c.name)).toEqual(specNames);
  });

  it("derives every slug by the spec's rule and covers exactly the supported cityName values", () => {
    for (const c of cities) expect(c.slug).toBe(c.name.toLowerCase().replace(/ /g, "-"));
    expect(cities.map((c) => c.slug).sort()).toEqual([...specSlugs].sort());
  });

  it("finds a city by slug, ignoring case, and nothing for unknown names", () => {
    expect(findCity("Patna")?.name).toBe("Patna");
    expect(findCity("atlantis")).toBeUndefined();
    expect(findCity("__not-found")).toBeUndefined();
    expect(findCity(undefined)).toBeUndefined();
  });

  it("gives every branch its own office, 10-digit phone and coordinates inside India", () => {
    for (const c of cities) {
      expect(c.phone, c.name).toMatch(/^[6-9]\d{9}$/);
      expect(c.office.pin, c.name).toMatch(/^[1-8]\d{5}$/);
      expect(c.office.lat, c.name).toBeGreaterThan(6);
      expect(c.office.lat, c.name).toBeLessThan(37);
      expect(c.office.lon, c.name).toBeGreaterThan(68);
      expect(c.office.lon, c.name).toBeLessThan(98);
      expect(regions.map((r) => r.id)).toContain(c.region);
    }
    expect(new Set(cities.map((c) => c.phone)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => `${c.office.lat},${c.office.lon}`)).size).toBe(cities.length);
  });

  it("derives each branch mailbox from the support address's domain", () => {
    const patna = findCity("patna")!;
    expect(cityEmail(patna, "support@movers.example.in")).toBe("patna@movers.example.in");
    expect(cityEmail(patna, "help@other.example")).toBe("patna@other.example");
  });

  it("has the city-specific content every page needs", () => {
    for (const c of cities) {
      expect(c.intro.length, c.name).toBeGreaterThanOrEqual(2);
      expect(c.localities.length, c.name).toBeGreaterThanOrEqual(8);
      expect(c.practicalities.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.testimonials.length, c.name).toBeGreaterThanOrEqual(2);
      expect(c.testimonials.length, c.name).toBeLessThanOrEqual(3);
      for (const t of c.testimonials) expect(t.city).toBe(c.name);
      const [min, max] = c.transit.days;
      expect(min).toBeGreaterThan(0);
      expect(max).toBeGreaterThanOrEqual(min);
    }
  });
});

describe("Kolkata, the head office, has a city page", () => {
  it("is found at /network/kolkata, pre-rendered, and is not one of the spec's 17 branches", async () => {
    expect(findCity("kolkata")).toBe(headOffice);
    expect(findCity("Kolkata")?.headOffice).toBe(true);
    expect(await cityPaths()).toContain("/network/kolkata");
    expect(await prerenderPaths({ getStaticPaths: () => [] })).toContain("/network/kolkata");
    expect(cities.map((c) => c.slug)).not.toContain("kolkata");
    expect(cityPages).toHaveLength(cities.length + 1);
  });

  it("carries its own text and no transit (its reviews are the reviews file's)", () => {
    expect(headOffice.transit).toBeUndefined();
    expect(citySpecificText(headOffice).split(/\s+/).length).toBeGreaterThan(250);
    for (const c of cities) expect(similarity(headOffice, c), c.name).toBeLessThan(0.1);
  });

  it("shows the configured head-office address and phone; branches keep their own", () => {
    const office = { street: "Tower 9", pin: "700091", lat: 22.58, lon: 88.41 };
    const shown = atHeadOffice(headOffice, office, "9000000001");
    expect(shown.office).toEqual({ ...office, locality: headOffice.office.locality });
    // The record's locality is shown (and translated) for the configuration's: they must be the same place.
    expect(site.office.locality).toBe(headOffice.office.locality);
    expect(shown.phone).toBe("9000000001");
    const patna = findCity("patna")!;
    expect(atHeadOffice(patna, office, "9000000001")).toBe(patna);
  });
});

describe("city pages are not doorway pages", () => {
  it("the similarity measure flags a page that only swaps the city name", () => {
    const patna = findCity("patna")!;
    const clone = JSON.parse(JSON.stringify(patna).replaceAll("Patna", "Gaya")) as City;
    expect(similarity(patna, clone)).toBe(1);
    expect(similarity(patna, patna)).toBe(1);
  });

  it("no two city pages share more than half of their city-specific text", () => {
    const pairs: [string, string, number][] = [];
    for (const [i, a] of cities.entries()) {
      for (const b of cities.slice(i + 1)) pairs.push([a.name, b.name, similarity(a, b)]);
    }
    const tooSimilar = pairs.filter(([, , s]) => s > 0.5);
    expect(tooSimilar).toEqual([]);
    // In practice the pages share almost nothing; keep it that way.
    expect(Math.max(...pairs.map(([, , s]) => s))).toBeLessThan(0.1);
  });

  it("each page's own text is substantial, not a stub", () => {
    for (const c of cities) expect(citySpecificText(c).split(/\s+/).length, c.name).toBeGreaterThan(250);
  });
});

const translations = new Map(
  await Promise.all(translatedLocales.map(async (l) => [l, (await citiesIn(l)).content] as const)),
);

describe.each(translatedLocales)("the city pages in %s", (locale) => {
  const script = new RegExp(`^[\\p{Script=${localeTable[locale].script}} ]+$`, "u");
  const translated = translations.get(locale)!;

  it.each(cityPages.map((english, i) => [english.slug, english, translated.pages[i]!] as const))(
    "%s: its own texts are the language's, its figures the English record's",
    (_slug, english, shown) => {
      expect(shown.slug).toBe(english.slug);
      expect(shown.name).toMatch(script);
      expect(untranslatedRuns(citySpecificText(shown))).toEqual([]);
      expect(shown.testimonials.map((t) => [t.date, t.service])).toEqual(
        english.testimonials.map((t) => [t.date, t.service]),
      );
      expect(shown.transit && { km: shown.transit.km, days: shown.transit.days }).toEqual(
        english.transit && { km: english.transit.km, days: english.transit.days },
      );
      const { street, pin, lat, lon } = english.office;
      expect([shown.phone, shown.region, { ...shown.office, locality: "" }]).toEqual([
        english.phone,
        english.region,
        { street, pin, lat, lon, locality: "" },
      ]);
    },
  );
});
