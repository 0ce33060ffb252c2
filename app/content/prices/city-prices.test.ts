// @vitest-environment node
import { describe, expect, it } from "vitest";

import { citiesIn } from "../cities";
import { findBandIndex } from "./bands";
import { cityPagePrices } from "./city-prices";
import { priceTablesIn } from "./tables";

const { branches: cities, headOffice } = (await citiesIn("en")).content;
const { tables } = await priceTablesIn("en");
const national = tables["national-shifting"];
const home = tables["home-shifting"];
const pricesOf = (c: { slug: string; transit?: { km: number } }) => cityPagePrices(tables, c.slug, c.transit?.km);

describe("a city page's prices from Kolkata", () => {
  it("are the national table's row that names the city, wherever one does", () => {
    for (const c of cities) {
      const row = national.rows.find((r) => r.cities?.includes(c.slug));
      const route = pricesOf(c).route!;
      if (!row) continue;
      expect(route).toMatchObject({ source: "national", row: row.label, covers: national.covers });
      // The same cells, not a copy of the numbers.
      expect(route.cells).toBe(row.cells);
    }
    expect(cities.filter((c) => pricesOf(c).route?.source === "national")).toHaveLength(7);
  });

  it("are otherwise the home-shifting table's band of the city's road distance", () => {
    const banded = cities.filter((c) => pricesOf(c).route?.source === "distance");
    expect(banded.length).toBe(10);
    for (const c of banded) {
      const band = findBandIndex(
        home.rows as { fromKm: number; toKm: number; id: string; label: string }[],
        c.transit.km,
      )!;
      expect(pricesOf(c).route, c.name).toMatchObject({ row: home.rows[band]!.label, cells: home.rows[band]!.cells });
    }
  });

  it("always have at least one figure", () => {
    for (const c of cities)
      expect(
        pricesOf(c).route!.cells.some((p) => p !== "As Actual"),
        c.name,
      ).toBe(true);
  });

  it("are none on the head office's page, which shows a move within the city and the national table", () => {
    const prices = pricesOf(headOffice);
    expect(prices.route).toBeUndefined();
    expect(prices.national).toBe(national);
    expect(prices.local.total).toBe(tables["local-shifting"].rows.find((r) => r.id === "total")!.cells);
  });
});
