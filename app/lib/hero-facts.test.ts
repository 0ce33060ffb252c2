// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { citiesIn } from "~/content/cities";
import { componentWordsIn } from "~/content/components";
import { cityPagePrices } from "~/content/prices/city-prices";
import { priceTablesIn } from "~/content/prices/tables";
import { componentFacts } from "~/routes/page-data";

import { cityFacts, companyFacts, lowestPrice } from "./hero-facts";

const { branches: cities, headOffice } = (await citiesIn("en")).content;

const { facts } = await componentFacts(new Request("https://example.in/"));
const w = (await componentWordsIn("en", facts)).heroFacts;

const inr = (n: number) => n.toLocaleString("en-IN");
const { tables } = await priceTablesIn("en");
const pricesOf = (city: { slug: string; transit?: { km: number } }) =>
  cityPagePrices(tables, city.slug, city.transit?.km);

describe("hero facts come from the content modules", () => {
  it("the lowest price skips 'As Actual' and reads fixed prices and ranges", () => {
    expect(lowestPrice(["As Actual", { fixed: 9000 }, { min: 4600, max: 7400 }])).toBe(4600);
    expect(lowestPrice(["As Actual"])).toBeUndefined();
  });

  it("each branch shows the lowest price of its own row from Kolkata and its own transit days", () => {
    for (const city of cities) {
      const prices = pricesOf(city);
      const facts = cityFacts(city, prices, w).map((f) => f.value);
      expect(facts[0]).toBe(`from ₹${inr(lowestPrice(prices.route!.cells)!)}`);
      const [min, max] = city.transit.days;
      expect(facts).toContain(min === max ? `${min} days` : `${min}–${max} days`);
    }
  });

  it("the head office, with no route from itself, shows the local move's lowest total instead", () => {
    const prices = pricesOf(headOffice);
    const low = lowestPrice(prices.local.total)!;
    expect(cityFacts(headOffice, prices, w)[0]).toEqual({ label: "Local home move", value: `from ₹${inr(low)}` });
    expect(cityFacts(headOffice, prices, w).some((f) => f.label.startsWith("Transit"))).toBe(false);
    expect(companyFacts(low, w)[0]!.value).toBe(`from ₹${inr(low)}`);
  });

  it("no page writes a price or a transit time by hand", () => {
    const files = [
      ...readdirSync("app/routes").map((f) => `app/routes/${f}`),
      "app/components/page-hero.tsx",
      "app/lib/hero-facts.ts",
    ].filter((f) => f.endsWith(".tsx") || f.endsWith("hero-facts.ts"));
    for (const file of files) {
      const src = readFileSync(file, "utf8");
      expect(src, file).not.toMatch(/₹\s?\d/);
      expect(src, file).not.toMatch(/\b\d+\s?(–|-|to)?\s?\d*\s?days\b/);
    }
  });
});
