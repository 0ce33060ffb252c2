// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { type Locale, locales, localeTable, translatedLocales } from "../config/locales";
import { calendarIn } from "./calendar";
import { chargesIn, premiumIn, quoteChargesIn } from "./charges";
import { citiesIn } from "./cities";
import { courtsOf, courtsPlace } from "./facts";
import { legalIn } from "./legal";
import { CONTENT_DIR, readContent } from "./read";
import { CHARGE_IDS } from "./schemas/charges";

/** The head office as the cities file has it in English: where the courts are when its state is registered. */
const { headOffice } = (await citiesIn("en")).english;

const { charges: english } = await readContent("charges", "en");
const figure = (value: number, locale: Locale) => new Intl.NumberFormat(localeTable[locale].intl).format(value);

describe("the published extra charges", () => {
  it("are every charge the code names, once each, in every language", async () => {
    for (const locale of locales) {
      const { charges } = await chargesIn(locale);
      expect(charges.map((c) => c.id)).toEqual(english.map((c) => c.id));
      expect(charges.map((c) => c.id)).toEqual(expect.arrayContaining(CHARGE_IDS));
      expect(new Set(charges.map((c) => c.name)).size).toBe(charges.length);
    }
  });

  it("write each rate a rule names in the page's digits, rupees with their sign", async () => {
    for (const locale of locales) {
      const { charges } = await chargesIn(locale);
      for (const [i, charge] of charges.entries()) {
        expect(charge.rule).not.toMatch(/[{}]/);
        for (const rate of english[i]!.rates) {
          const written = figure(rate.value, locale);
          expect(charge.rule, `${locale} ${charge.id} ${rate.id}`).toContain(
            rate.unit === "rupees" ? `₹${written}` : written,
          );
        }
      }
    }
  });

  it("give the item list the English file's rates in every language, with the language's names", async () => {
    for (const locale of locales) {
      const { charges, englishCharges } = await quoteChargesIn(locale);
      expect(charges.rates).toEqual(englishCharges.rates);
      expect(charges.rates.stairs["per-floor"]).toBe(english[0]!.rates[0]!.value);
      const shown = await chargesIn(locale);
      for (const c of shown.charges) expect(charges.names[c.id as keyof typeof charges.names]).toBe(c.name);
    }
  });

  it("state the insurance premium as the range of its two rates", async () => {
    const insurance = english.find((c) => c.id === "insurance")!.rates;
    const [min, max] = ["min", "max"].map((id) => insurance.find((r) => r.id === id)!.value);
    for (const locale of locales)
      expect((await premiumIn(locale)).premium).toBe(`${figure(min!, locale)}–${figure(max!, locale)}%`);
  });

  it("leave only the charges passed on at cost out of a quote's total", () => {
    expect(english.filter((c) => c.when === "at-actual").map((c) => c.id)).toEqual(["tolls", "society-fees"]);
    expect(english.filter((c) => c.when === "on-the-day").map((c) => c.id)).toEqual(["waiting"]);
  });
});

describe("a charges file whose rule's placeholders do not match", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  type Json = { charges: { id: string; rule: string; name: string; rates?: unknown[]; when?: string }[] };

  /** A copy of the content folder with the charges file of each of `locales` changed by `edit`. */
  function copyWith(edits: Partial<Record<Locale, (json: Json) => void>>) {
    dir = mkdtempSync(join(tmpdir(), "content-"));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    for (const [locale, edit] of Object.entries(edits)) {
      const file = join(dir, locale, "charges.json");
      const json = JSON.parse(readFileSync(file, "utf8")) as Json;
      edit(json);
      writeFileSync(file, JSON.stringify(json));
    }
    return dir;
  }
  const problemIn = (locale: Locale) =>
    chargesIn(locale, dir).then(
      () => "",
      (error: Error) => error.message,
    );

  it("refuses a translation that drops a rate, naming its file and the charge", async () => {
    const [locale] = translatedLocales;
    copyWith({ [locale!]: (json: Json) => (json.charges[0]!.rule = json.charges[0]!.rule.replace("{per-floor}", "")) });
    const message = await problemIn(locale!);
    expect(message).toContain(join(locale!, "charges.json"));
    expect(message).toContain("charges: the rule of 'stairs': names '{volume-step}', the English rule '{per-floor}'");
  });

  it("refuses a translation that adds a rate of its charge, or a placeholder that is no rate", async () => {
    const [locale] = translatedLocales;
    copyWith({ [locale!]: (json: Json) => (json.charges[0]!.rule += " {per-floor}") });
    expect(await problemIn(locale!)).toContain("charges: the rule of 'stairs': names '{per-floor}', '{per-floor}'");
    copyWith({ [locale!]: (json: Json) => (json.charges[0]!.rule += " {rate}") });
    expect(await problemIn(locale!)).toContain(
      "charges[0].rule: '{rate}' is none of this charge's rates '{per-floor}', '{volume-step}'",
    );
  });

  it("has the terms refuse a charge they do not name", async () => {
    const piano = { id: "piano", name: "Piano", rule: "A piano's own crew." };
    copyWith(
      Object.fromEntries(
        locales.map((l) => [
          l,
          (json: Json) => json.charges.push(l === "en" ? { ...piano, when: "quoted", rates: [] } : piano),
        ]),
      ),
    );
    const context = { brand: "B", email: "e@x.in", phone: "1", address: "A", url: "https://x.in" };
    const courts = courtsOf("West Bengal", headOffice);
    const message = await legalIn("en", { ...context, courts }, courtsPlace(courts), await calendarIn("en"), dir).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(message).toContain(join("en", "legal.json"));
    expect(message).toContain("charges.names: the charge 'piano' of charges.json has no name");
  });
});
