// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { type Locale, locales } from "../../config/locales";
import { citiesIn } from "../cities";
import { cityPageWordsIn } from "../network-city";
import type { CitiesContent } from "./cities";
import type { NetworkCityContent } from "./network-city";

const problemWith = (edit: (words: NetworkCityContent) => void, locale: Locale = "en") =>
  problemWithEdit<NetworkCityContent>("network-city", edit, locale);

/** A language of the table whose city pages' words name a case form of the city, and one whose words name none. */
async function languagesByForms() {
  const named = await Promise.all(
    locales.map(async (locale) => {
      const { readContent } = await import("../read");
      return JSON.stringify(await readContent("network-city", locale)).includes("{cityIn}");
    }),
  );
  return { inflecting: locales.find((_, i) => named[i]), plain: locales.find((_, i) => !named[i])! };
}

describe("a city pages' words file that breaks a rule", () => {
  it("refuses a placeholder the page does not fill, naming the file and the field", async () => {
    const message = await problemWith((words) => (words.intro.title = "Moving in and out of {town}"));
    expect(message).toContain(join("en", "network-city.json"));
    expect(message).toContain("intro.title: '{town}' is none of the placeholders '{city}', '{cityIn}', '{cityOf}'");
  });

  it("refuses a template that lost a placeholder it must name", async () => {
    expect(await problemWith((words) => (words.verify.title = "Got a call from packers using our name?"))).toContain(
      "verify.title: names '{city}'",
    );
    expect(await problemWith((words) => (words.intro.days = "{min} days"))).toContain("intro.days: names '{max}'");
  });

  it("holds a language's words to the same placeholders, and takes a case form of the city for the city", async () => {
    const { inflecting, plain } = await languagesByForms();
    const other = locales.find((l) => l !== "en")!;
    expect(await problemWith((words) => (words.services.title = "{brand}"), other)).toContain(
      `${join(other, "network-city.json")}:\n  services.title: '{brand}' is none of the placeholders`,
    );
    expect(await problemWith((words) => (words.services.title = "{cityOf}"), plain)).toBe("");
    expect(inflecting).toBeDefined();
  });
});

describe("the case forms a language's words name", () => {
  it("are on every city of that language's cities file", async () => {
    const { inflecting } = await languagesByForms();
    const locale = inflecting!;
    const read = (dir: string) =>
      citiesIn(locale, dir).then(({ content }) =>
        cityPageWordsIn(locale, content.headOffice, "98300 12345", dir).then(
          () => "",
          (error: Error) => error.message,
        ),
      );
    expect(await readEdited<CitiesContent, string>("cities", () => undefined, read, locale)).toBe("");
    const message = await readEdited<CitiesContent, string>(
      "cities",
      (cities) => delete cities.cities[2]!.forms!.in,
      read,
      locale,
    );
    expect(message).toContain(join(locale, "cities.json"));
    expect(message).toContain("cities[2].forms.in:");
  });

  it("are asked of no language whose words name none", async () => {
    const { plain } = await languagesByForms();
    const read = (dir: string) =>
      citiesIn(plain, dir).then(({ content }) =>
        cityPageWordsIn(plain, content.branches[0]!, "98300 12345", dir).then((w) => w.hero.title),
      );
    expect(await readEdited<CitiesContent, string>("cities", () => undefined, read, plain)).not.toMatch(/\{/);
  });
});
