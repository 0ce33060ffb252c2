/**
 * The branch network as pre-rendered (SPEC §2 "City page", §3 "City office"): each city page shows its own
 * office and no other branch's phone, a price from Kolkata, its localities and reviews; /network groups the
 * branches; the city-not-found page lists them. Every language, each checked against its own city record.
 */
import { describe, expect, it } from "vitest";

import { type Locale, localePath } from "../../app/config/locales.ts";
import { locales } from "../../app/config/locales.ts";
import { atHeadOffice, citiesIn, type City, cityPath } from "../../app/content/cities.ts";
import { cityPagePrices } from "../../app/content/prices/city-prices.ts";
import { priceTablesIn } from "../../app/content/prices/tables.ts";
import { formatPrice } from "../../app/content/prices/types.ts";
import { cityPagesOf } from "../words";
import { built, isNoindex, site, textOf } from "./built";
import { hrefsIn, linkIn, mainOf, sectionOf, textsIn } from "./page-parts";

const { branches: cities, pages: cityPages, headOffice, regions } = (await citiesIn("en")).content;
/** The regions' names in each language, in the English file's order. */
const regionNames = new Map(
  await Promise.all(locales.map(async (l) => [l, (await citiesIn(l)).content.regions.map((r) => r.name)] as const)),
);

const mailDomain = site.email.slice(site.email.lastIndexOf("@") + 1);

const tablesIn = new Map(await Promise.all(locales.map(async (l) => [l, (await priceTablesIn(l)).tables] as const)));
const cityRecords = new Map(await Promise.all(locales.map(async (l) => [l, await cityPagesOf(l)] as const)));

/** The city as a page in `locale` shows it: its record in that language, the head office as configured. */
function recordIn(city: City, locale: Locale): City {
  const shown = cityRecords.get(locale)![cityPages.indexOf(city)]!;
  if (locale !== "en" && shown === city) throw new Error(`no ${locale} record for ${city.slug}`);
  return atHeadOffice(shown, site.office, site.phone);
}

const CASES = cityPages.flatMap((city) =>
  locales.map((locale) => ({
    path: localePath(cityPath(city.slug), locale),
    locale,
    city,
    shown: recordIn(city, locale),
  })),
);

/** The main services every city page links to. */
const MAIN_SERVICES = ["/home-shifting", "/office-relocation", "/vehicle-shifting", "/local-shifting"];

describe("city pages", () => {
  it("cover the head office and the 17 branches in each language", () => {
    expect(cities).toHaveLength(17);
    expect(CASES).toHaveLength(18 * locales.length);
  });

  it.each(CASES)("$path shows its own office: address, phone and e-mail", ({ path, locale, city, shown }) => {
    const office = built(path).document.querySelector('[data-testid="city-office"]')!;
    expect(textOf(office.querySelector("h2"))).toContain(shown.name);
    // The postal address is written as the post writes it, in Latin letters on every language's page.
    const english = recordIn(city, "en");
    expect(textOf(office.querySelector('[data-testid="office-address"]'))).toBe(
      `${english.office.street}, ${english.office.locality}, ${city.name}, ${city.state} ${english.office.pin}`,
    );
    const email = city.headOffice ? site.email : `${city.slug}@${mailDomain}`;
    expect(hrefsIn(office)).toEqual(expect.arrayContaining([`tel:+91${shown.phone}`, `mailto:${email}`]));
    if (locale === "en") expect(textOf(built(path).document.querySelector("h1"))).toContain(city.name);
  });

  it.each(CASES)("$path shows no other branch's phone number anywhere", ({ path, city }) => {
    const html = built(path).html;
    for (const other of cities.filter((c) => c.slug !== city.slug))
      expect(html, `${other.name}'s phone`).not.toContain(other.phone);
  });

  it.each(CASES)(
    "$path: its localities, its own reviews, and links to the main services",
    ({ path, locale, shown }) => {
      const intro = sectionOf(path, "city-intro-title");
      expect(textsIn(intro, "ul > li")).toEqual(shown.localities);
      const reviews = sectionOf(path, "city-reviews-title");
      expect(reviews.querySelectorAll("figure")).toHaveLength(shown.testimonials.length);
      const text = textOf(reviews);
      for (const t of shown.testimonials) expect(text).toContain(t.name);
      const hrefs = hrefsIn(mainOf(path));
      for (const service of MAIN_SERVICES) expect(hrefs).toContain(linkIn(locale, service));
    },
  );

  it.each(CASES)(
    "$path prices a move from Kolkata in rupees, saying what the price covers",
    ({ path, locale, city }) => {
      const prices = sectionOf(path, "city-prices-title");
      const own = cityPagePrices(tablesIn.get(locale)!, city.slug, city.transit?.km);
      const tables = [...prices.querySelectorAll("table")];
      const rowOf = (table: Element, label: string) =>
        [...table.querySelectorAll("tbody tr")].find((r) => textOf(r.querySelector("th")) === label);
      if (city.headOffice) {
        // A move within Kolkata, all in, then the national routes.
        expect(tables).toHaveLength(2);
        expect(textsIn(tables[0]!.querySelector("tbody tr")!, "td")).toEqual(own.local.total.map(formatPrice));
        expect(tables[1]!.querySelectorAll("tbody tr")).toHaveLength(6);
      } else {
        const from = own.route!;
        expect(tables).toHaveLength(1);
        // The city's one row of its table, labelled as that table labels it in the page's language.
        expect(tables[0]!.querySelectorAll("tbody tr")).toHaveLength(1);
        const row = rowOf(tables[0]!, from.row);
        expect(row, `row ${from.row}`).toBeDefined();
        expect(textsIn(row!, "td")).toEqual(from.cells.map(formatPrice));
        // A distance band says where it comes from: the home shifting distance table.
        if (from.source === "distance") expect(hrefsIn(prices)).toContain(linkIn(locale, "/home-shifting"));
      }
      if (locale === "en") expect(textOf(prices)).toContain("Price covers:");
    },
  );

  it.each(CASES)(
    "$path: a quote button whose pop-up loads when asked for, and a map placeholder with a link to the office on the map",
    ({ path, shown }) => {
      expect(mainOf(path).querySelectorAll('button[aria-haspopup="dialog"]')).toHaveLength(1);
      expect(mainOf(path).querySelectorAll("dialog")).toHaveLength(0);
      const office = built(path).document.querySelector('[data-testid="city-office"]')!;
      // Nothing from the map host until the visitor asks for it.
      expect(office.querySelectorAll("iframe")).toHaveLength(0);
      expect(office.querySelectorAll("figure button")).toHaveLength(1);
      const larger = office.querySelector('figcaption a[target="_blank"]')!;
      const url = new URL(larger.getAttribute("href")!);
      expect(url.origin).toBe(new URL(site.mapUrl).origin);
      expect(Number(url.searchParams.get("mlat"))).toBeCloseTo(shown.office.lat, 4);
      expect(Number(url.searchParams.get("mlon"))).toBeCloseTo(shown.office.lon, 4);
    },
  );
});

describe("/network", () => {
  it.each(locales.map((l) => [localePath("/network", l), l] as const))(
    "%s: every branch under its region, in order, and the Kolkata head office",
    (path, l) => {
      const branches = sectionOf(path, "branches-title");
      const headings = [...branches.querySelectorAll("h3")];
      for (const [i, region] of regions.entries()) {
        const list = headings[i]!.nextElementSibling!;
        expect(list.tagName).toBe("UL");
        expect(hrefsIn(list)).toEqual(
          cities.filter((c) => c.region === region.id).map((c) => linkIn(l, cityPath(c.slug))),
        );
        expect(textOf(headings[i])).toBe(regionNames.get(l)![i]);
      }
      const linked = new Set(hrefsIn(mainOf(path)));
      for (const city of cities) expect(linked).toContain(linkIn(l, cityPath(city.slug)));

      const head = sectionOf(path, "head-office-title");
      const address = textOf(head.querySelector('[data-testid="office-address"]'));
      expect(address).toContain(site.office.street);
      expect(address).toContain(site.office.pin);
      if (l === "en") expect(address).toContain(`${site.office.city}, ${site.office.state} ${site.office.pin}`);
      expect(hrefsIn(head)).toEqual(
        expect.arrayContaining([linkIn(l, cityPath(headOffice.slug)), `tel:+91${site.phone}`, `mailto:${site.email}`]),
      );
      expect(sectionOf(path, "intercity-title").querySelectorAll("ol > li")).toHaveLength(4);
      if (l === "en")
        expect(textOf(sectionOf(path, "intercity-title").querySelector("h2"))).toMatch(/inter-city move/i);
    },
  );
});

describe("the city-not-found page", () => {
  it.each(locales.map((l) => [`${localePath("/", l).replace(/\/$/, "")}/network/404.html`, l] as const))(
    "%s: 'City not found', 'Location not available' in the map's place, every office's city linked, not indexed",
    (path, l) => {
      const page = built(path);
      expect(isNoindex(page)).toBe(true);
      const main = mainOf(path);
      expect(main.querySelectorAll("iframe")).toHaveLength(0);
      const hrefs = hrefsIn(main);
      for (const city of cityPages)
        expect(
          hrefs.filter((h) => h === linkIn(l, cityPath(city.slug))),
          city.slug,
        ).toHaveLength(1);
      if (l === "en") {
        expect(textOf(page.document.querySelector("h1"))).toBe("City not found");
        expect(textOf(main)).toContain("Location not available");
      }
    },
  );
});
