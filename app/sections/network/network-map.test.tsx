import { render, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { citiesIn, findCity, placesIn } from "~/content/cities";
import { networkPageWordsIn } from "~/content/network";
import { branchesOf } from "~/content/places";
import { LanguageProvider } from "~/i18n/strings";
import { project } from "~/lib/india-map";

import { CityList } from "./city-list";
import { NetworkMap } from "./network-map";

const cityPages = (await citiesIn("en")).content.pages;
const places = { en: await placesIn("en"), hi: await placesIn("hi") };
const words = { en: await networkPageWordsIn("en", "Brand"), hi: await networkPageWordsIn("hi", "Brand") };

function renderMap(locale: "en" | "hi") {
  const shown = <NetworkMap places={places[locale]} words={words[locale].map} />;
  const { container } = render(
    <MemoryRouter>
      {locale === "en" ? shown : <LanguageProvider value={{ locale: "hi" }}>{shown}</LanguageProvider>}
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

  it("in Hindi, links to the Hindi city pages and names every city, the title and the legend in Hindi", () => {
    const { map, pins } = renderMap("hi");
    expect(pins).toHaveLength(cityPages.length);
    for (const pin of pins) {
      const slug = slugOf(pin);
      expect(pin).toHaveAttribute("href", `/hi/network/${slug}`);
      expect(pin).toHaveAccessibleName(new RegExp(`^${findCity(slug, places.hi.cities)!.name}`));
      expect(findCity(slug, places.hi.cities)!.name).toMatch(/^\p{Script=Deva}/u);
    }
    expect(map).toHaveAccessibleName(words.hi.map.title);
    expect(map.parentElement!.textContent).not.toMatch(/[A-Za-z]/);
    expect(map.querySelector("desc")!.textContent).not.toMatch(/[A-Za-z]/);
  });
});
