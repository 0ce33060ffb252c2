import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { type Locale, locales, localeTable, scriptLetter, translatedLocales } from "~/config/locales";
import { citiesIn, findCity, placesIn } from "~/content/cities";
import { networkPageWordsIn } from "~/content/network";
import { branchesOf } from "~/content/places";
import { LanguageProvider } from "~/i18n/strings";
import { project } from "~/lib/india-map";

import { CityList } from "./city-list";
import { NetworkMap } from "./network-map";

const cityPages = (await citiesIn("en")).content.pages;
const inEachLanguage = async <T,>(read: (l: Locale) => Promise<T>) =>
  Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await read(l)] as const))) as Record<Locale, T>;
const places = await inEachLanguage(placesIn);
const words = await inEachLanguage((l) => networkPageWordsIn(l, "Brand"));

function renderMap(locale: Locale) {
  const shown = <NetworkMap places={places[locale]} words={words[locale].map} />;
  const { container } = render(
    <MemoryRouter>
      {locale === "en" ? shown : <LanguageProvider value={{ locale }}>{shown}</LanguageProvider>}
    </MemoryRouter>,
  );
  const map = within(container).getByTestId("network-map");
  return { map, pins: within(map).getAllByRole("link") };
}

const slugOf = (pin: HTMLElement) => pin.getAttribute("href")!.split("/").pop()!;

/** Where a pin's mark is drawn, read from its translation. */
function position(pin: HTMLElement) {
  const [, x, y] = /translate\(([\d.]+) ([\d.]+)\)/.exec(pin.querySelector("g")!.getAttribute("transform")!)!;
  return { x: Number(x), y: Number(y) };
}

describe("the /network map", () => {
  it("pins the head office and every branch once, each linking to its city page", () => {
    const { pins } = renderMap("en");
    expect(pins.map(slugOf).sort()).toEqual(cityPages.map((c) => c.slug).sort());
    for (const pin of pins) expect(pin).toHaveAttribute("href", `/network/${slugOf(pin)}`);
  });

  it("names each pin after its city, the head office as such, with a mark of its own", () => {
    const { pins } = renderMap("en");
    for (const pin of pins) {
      const city = findCity(slugOf(pin), cityPages)!;
      const head = city.headOffice === true;
      expect(pin).toHaveAccessibleName(head ? words.en.map.headOfficePin : city.name);
      expect(pin.querySelector("text")).toHaveTextContent(city.name);
      expect(pin.querySelector("polygon") !== null, city.name).toBe(head);
    }
  });

  it("puts each pin where its office's coordinates fall on the outline's projection", () => {
    const { pins } = renderMap("en");
    const placed = pins.map((pin) => ({ city: findCity(slugOf(pin), cityPages)!, ...position(pin) }));
    for (const { city, x, y } of placed) expect({ x, y }, city.name).toEqual(project(city.office.lat, city.office.lon));
    for (const a of placed)
      for (const b of placed) {
        if (a.city.office.lat > b.city.office.lat) expect(a.y, `${a.city.name} above ${b.city.name}`).toBeLessThan(b.y);
        if (a.city.office.lon > b.city.office.lon)
          expect(a.x, `${a.city.name} right of ${b.city.name}`).toBeGreaterThan(b.x);
      }
  });

  it("takes the pins in the list's order, head office first, so tabbing follows the list", () => {
    const { pins } = renderMap("en");
    const list = render(
      <MemoryRouter>
        <CityList regions={places.en.regions} branches={branchesOf(places.en)} />
      </MemoryRouter>,
    ).container.querySelectorAll("a");
    expect(pins.map(slugOf)).toEqual(["kolkata", ...Array.from(list, (a) => slugOf(a))]);
  });

  it("has a title and a description for screen readers", () => {
    const { map } = renderMap("en");
    expect(map).toHaveAccessibleName(words.en.map.title);
    expect(map).toHaveAccessibleDescription(words.en.map.description);
    expect(words.en.map.description).toContain(String(branchesOf(places.en).length));
  });

  it.each(translatedLocales)(
    "in %s, links to its city pages and names every city, the title and the legend in it",
    (locale) => {
      const { map, pins } = renderMap(locale);
      expect(pins).toHaveLength(cityPages.length);
      for (const pin of pins) {
        const slug = slugOf(pin);
        const name = findCity(slug, places[locale].cities)!.name;
        expect(pin).toHaveAttribute("href", `${localeTable[locale].prefix}/network/${slug}`);
        expect(pin).toHaveAccessibleName(new RegExp(`^${name}`));
        expect(name.charAt(0)).toMatch(scriptLetter(locale));
      }
      expect(map).toHaveAccessibleName(words[locale].map.title);
      expect(map.parentElement!.textContent).not.toMatch(/[A-Za-z]/);
      expect(map.querySelector("desc")!.textContent).not.toMatch(/[A-Za-z]/);
    },
  );
});
