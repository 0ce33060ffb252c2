// @vitest-environment node
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { type Locale, locales } from "../../config/locales";
import { networkBlockWordsIn, networkPageWordsIn, unknownCityWordsIn } from "../network";
import type { CitiesContent } from "./cities";
import type { NetworkContent } from "./network";

const problemWith = (edit: (words: NetworkContent) => void, locale: Locale = "en") =>
  problemWithEdit<NetworkContent>("network", edit, locale);

/** A language of the table whose network words name a case form of a city. */
async function inflecting() {
  const { readContent } = await import("../read");
  const named = await Promise.all(
    locales.map(async (l) => JSON.stringify(await readContent("network", l)).includes("{cityOf}")),
  );
  return locales.find((_, i) => named[i]);
}

describe("a network words file that breaks a rule", () => {
  it("refuses a placeholder the page does not fill, naming the file and the field", async () => {
    const message = await problemWith((words) => (words.page.eyebrow = "{branches} cities in {town}"));
    expect(message).toContain(join("en", "network.json"));
    expect(message).toContain("page.eyebrow: '{town}' is none of the placeholders '{branches}', '{states}'");
  });

  it("refuses a template that lost a figure or a city it must name", async () => {
    expect(await problemWith((words) => (words.map.description = "India with our branches marked."))).toContain(
      "map.description: names '{branches}'",
    );
    expect(await problemWith((words) => (words.list.days = "{min} days"))).toContain("list.days: names '{max}'");
    expect(await problemWith((words) => (words.block.cityLink = "Packers and movers"))).toContain(
      "block.cityLink: names '{city}'",
    );
    expect(await problemWith((words) => (words.unknownCity.intro = "We move all over India."))).toContain(
      "unknownCity.intro: names '{branches}'",
    );
  });

  it("takes a case form of the city for the city, and leaves out a name a language writes in its words", async () => {
    expect(await problemWith((words) => (words.headOffice.prices = "Moving from {cityOf}: prices"))).toBe("");
    expect(await problemWith((words) => (words.headOffice.text = "Our head office in {city}."))).toBe("");
  });

  it("holds a language's words to the same placeholders", async () => {
    const other = locales.find((l) => l !== "en")!;
    expect(await problemWith((words) => (words.interCity.step = "{n}"), other)).toContain(
      `${join(other, "network.json")}:\n  interCity.step: '{n}' is none of the placeholders '{step}'`,
    );
  });

  it("refuses an inter-city move without steps, or two steps with one id", async () => {
    expect(await problemWith((words) => (words.interCity.steps = []))).toContain("interCity.steps: at least one step");
    expect(
      await problemWith((words) => (words.interCity.steps[1]!.id = words.interCity.steps[0]!.id)),
    ).toContain("interCity.steps[1].id: the id 'survey' is used twice");
  });
});

describe("the network words as the pages show them", () => {
  it("name no placeholder left unfilled, in any language, but the step's number each step fills", async () => {
    for (const locale of locales) {
      const { interCity, ...page } = await networkPageWordsIn(locale, "Brand");
      expect(interCity.step, locale).toContain("{step}");
      const shown = JSON.stringify([
        { ...page, interCity: { ...interCity, step: "" } },
        await unknownCityWordsIn(locale),
        await networkBlockWordsIn(locale),
      ]);
      expect(shown, locale).not.toMatch(/\{[a-zA-Z]+\}/);
    }
  });

  it("say a road link of one day in the one-day words, and a range in the range's", async () => {
    const read = (dir: string) => networkPageWordsIn("en", "Brand", dir).then((w) => w.fromKolkata);
    const fromKolkata = await readEdited<CitiesContent, Record<string, string>>(
      "cities",
      (cities) => {
        const [one, range] = cities.cities.filter((c) => c.transit);
        Object.assign(one!.transit!, { minDays: 1, maxDays: 1 });
        Object.assign(range!.transit!, { minDays: 2, maxDays: 3 });
      },
      read,
    );
    const [one, range] = Object.values(fromKolkata);
    expect(one).toMatch(/^1 day\b/);
    expect(range).toMatch(/^2–3 days\b/);
  });

  it("ask every city of a language's cities file for each case form its words name", async () => {
    const locale = (await inflecting())!;
    const read = (dir: string) =>
      networkPageWordsIn(locale, "Brand", dir).then(
        () => "",
        (error: Error) => error.message,
      );
    expect(await readEdited<CitiesContent, string>("cities", () => undefined, read, locale)).toBe("");
    const message = await readEdited<CitiesContent, string>(
      "cities",
      (cities) => delete cities.cities[2]!.forms!.of,
      read,
      locale,
    );
    expect(message).toContain(join(locale, "cities.json"));
    expect(message).toContain("cities[2].forms.of:");
  });
});
