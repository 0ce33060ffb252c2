// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit, readEdited } from "../../../tests/edited-content";
import { translatedLocales } from "../../config/locales";
import { moveKinds } from "../../lib/estimate/input";
import { cityFormsIn, estimatorIn } from "../estimator";
import { CONTENT_DIR } from "../read";
import type { CitiesContent } from "./cities";
import { ESTIMATOR_MOVE_KINDS, type EstimatorContent } from "./estimator";

const readWords = (locale: string) => readFileSync(join(CONTENT_DIR, locale, "estimator.json"), "utf8");
const problemWith = (edit: (file: EstimatorContent) => void) => problemWithEdit<EstimatorContent>("estimator", edit);

describe("an estimator file that breaks a rule", () => {
  it("refuses the free-estimate page's steps out of order or one missing, naming the file and the path", async () => {
    expect(await problemWith((file) => file.freeEstimate.steps.reverse())).toMatch(
      /\/en\/estimator\.json:\n\s+freeEstimate\.steps: the steps 'read', 'call', 'quote', in this order/,
    );
    expect(await problemWith((file) => file.freeEstimate.steps.pop())).toContain("freeEstimate.steps: the steps");
  });

  it("refuses a source whose page is no address of the site", async () => {
    expect(await problemWith((file) => (file.sources.sources[0]!.path = "https://example.com"))).toContain(
      "sources.sources[0].path: an address of the site",
    );
  });

  it("refuses a translation that leaves a text out, naming the language's file", async () => {
    for (const locale of translatedLocales) {
      const problem = await problemWithEdit<EstimatorContent>(
        "estimator",
        (file) => delete (file.tabs as Partial<EstimatorContent["tabs"]>).loading,
        locale,
      );
      expect(problem, locale).toMatch(new RegExp(`/${locale}/estimator\\.json:\\n\\s+tabs\\.loading: missing`));
    }
  });

  it("refuses the kinds of move out of order or one missing, the ones the form asks", async () => {
    expect(ESTIMATOR_MOVE_KINDS).toEqual(moveKinds);
    expect(await problemWith((file) => file.form.kinds.reverse())).toContain(
      "form.kinds: the kinds 'local', 'between', 'defence', 'fine-arts', 'warehousing', in this order",
    );
    expect(await problemWith((file) => file.form.kinds.pop())).toContain("form.kinds: the kinds");
  });

  it("refuses a template that loses one of its placeholders or names one the page does not fill", async () => {
    expect(await problemWith((file) => (file.result.route = "Based on {what}, {from} to {to}."))).toContain(
      "result.route: names '{km}'",
    );
    expect(await problemWith((file) => (file.result.fromTable = "From “{table}”, {caption}."))).toContain(
      "result.fromTable: '{caption}' is none of the placeholders '{table}'",
    );
  });

  it("refuses an estimate's line that loses a figure the estimate puts in, or names one it does not", async () => {
    expect(await problemWith((file) => (file.lines.ownTruck = "{what}: {shared}; up to {upTo}."))).toContain(
      "lines.ownTruck: names '{caption}', '{cell}'",
    );
    expect(await problemWith((file) => (file.lines.shorterThanFirstBand.bike = "{km} km, {band} band, {city}."))).toContain(
      "lines.shorterThanFirstBand.bike: '{city}' is none of the placeholders '{km}', '{band}'",
    );
    expect(await problemWith((file) => (file.lines.nationalRouteWithCar = "Kolkata is in our list."))).toContain(
      "lines.nationalRouteWithCar: names '{city}'",
    );
  });

  it("refuses an item list's sentence that loses what the list puts in, in any plural form", async () => {
    expect(await problemWith((file) => (file.list.picker.matches.other = "{count} items match."))).toContain(
      "list.picker.matches.other: names '{room}'",
    );
    expect(await problemWith((file) => (file.list.print.summaryOn = "{route}. {goods}. Vehicle: {vehicle}."))).toContain(
      "list.print.summaryOn: names '{date}'",
    );
    expect(await problemWith((file) => (file.list.stepper.count = "{name}: {count}"))).toContain(
      "list.stepper.count: '{count}' is none of the placeholders '{name}', '{qty}'",
    );
  });

  it("refuses a line of the item list's quote that loses a figure the list puts in, or names one it does not", async () => {
    expect(await problemWith((file) => (file.list.lines.stairsWork = "{floors} × {rate} × {units}"))).toContain(
      "list.lines.stairsWork: names '{unit}'",
    );
    expect(await problemWith((file) => (file.list.lines.access.lift = "{floor}, lift, {metres}"))).toContain(
      "list.lines.access.lift: '{metres}' is none of the placeholders '{floor}'",
    );
    expect(await problemWith((file) => (file.list.lines.notices.shared.dropped.one = "An entry was removed."))).toContain(
      "list.lines.notices.shared.dropped.one: names '{count}'",
    );
    expect(await problemWith((file) => (file.list.lines.route.within = "Within one city"))).toContain(
      "list.lines.route.within: names one of",
    );
  });

  it("refuses a count of the item list's quote without its 'other' form, the one every number falls back to", async () => {
    const problem = await problemWith((file) => delete (file.list.lines.items as { other?: string }).other);
    expect(problem).toContain("list.lines.items.other");
  });

  it("refuses a sentence within a city that names no city, or the city twice over in two forms", async () => {
    expect(await problemWith((file) => (file.result.within = "Based on {what}."))).toMatch(
      /result\.within: names one of '\{city\}', '\{cityIn\}', '\{cityOf\}'/,
    );
    expect(await problemWith((file) => (file.result.within = "{what}: {city}, {cityOf}."))).toContain(
      "result.within: names one of",
    );
  });

  it("checks every language's file by the same templates, naming the language's file", async () => {
    for (const locale of translatedLocales) {
      const problem = await problemWithEdit<EstimatorContent>(
        "estimator",
        (file) => (file.result.stillToChoose = "…"),
        locale,
      );
      expect(problem, locale).toMatch(
        new RegExp(`/${locale}/estimator\\.json:\\n\\s+result\\.stillToChoose: names '\\{missing\\}'`),
      );
    }
  });

  it("stops a language whose sentences name a city's case form when a city of its file lacks it", async () => {
    // Bengali says "within Patna" with the city's genitive; read through the file that names that form.
    const locale = translatedLocales.find((l) => /\{city(In|Of)\}/.test(readWords(l)));
    expect(locale, "a language whose words name a case form").toBeDefined();
    const words = await estimatorIn(locale!);
    const problem = await readEdited<CitiesContent, string>(
      "cities",
      (file) => delete file.cities[1]!.forms,
      (dir) =>
        cityFormsIn(words, locale!, dir).then(
          () => "",
          (error: Error) => error.message,
        ),
      locale,
    );
    expect(problem).toMatch(new RegExp(`/${locale}/cities\\.json:\\n\\s+cities\\[1\\]\\.forms\\.(of|in): .* in the form`));
  });
});
