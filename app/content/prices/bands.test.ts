// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  bandPrice,
  type BandPriceTable,
  bikeBands,
  bikePrices,
  bikeTable,
  carPrices,
  carTable,
  defencePrices,
  distanceBands,
  findBandIndex,
  fineArtsPrices,
  homeShiftingPrices,
  homeShiftingTable,
  type PriceRange,
  warehousingPrices,
} from "./bands";

const cell = (t: BandPriceTable, cls: string, band: number): PriceRange => {
  const c = t.classes.indexOf(cls);
  expect(c, `class ${cls}`).toBeGreaterThanOrEqual(0);
  return t.prices[c]![band]!;
};

/** Every cell not below its left neighbour along bands, and not below the one above along classes (up to `classesUpTo`). */
function expectMonotonic(t: BandPriceTable, classesUpTo = t.classes.length) {
  for (let c = 0; c < t.classes.length; c++) {
    for (let b = 0; b < t.bands.length; b++) {
      const p = t.prices[c]![b]!;
      expect(p.min, `min < max at ${t.classes[c]}, band ${b}`).toBeLessThan(p.max);
      if (b > 0) {
        const prev = t.prices[c]![b - 1]!;
        expect(p.min, `min rises across bands for ${t.classes[c]}`).toBeGreaterThan(prev.min);
        expect(p.max, `max rises across bands for ${t.classes[c]}`).toBeGreaterThan(prev.max);
      }
      if (c > 0 && c < classesUpTo) {
        const above = t.prices[c - 1]![b]!;
        expect(p.min, `min rises across classes at band ${b}`).toBeGreaterThan(above.min);
        expect(p.max, `max rises across classes at band ${b}`).toBeGreaterThan(above.max);
      }
    }
  }
}

const allMultiplesOf100 = (t: BandPriceTable) => t.prices.flat().every((p) => p.min % 100 === 0 && p.max % 100 === 0);

describe("band definitions", () => {
  it("are the spec's six distance bands and four bike bands, contiguous", () => {
    expect(distanceBands.map((b) => [b.fromKm, b.toKm])).toEqual([
      [100, 350],
      [350, 750],
      [750, 1200],
      [1200, 1700],
      [1700, 2300],
      [2300, 3000],
    ]);
    expect(bikeBands.map((b) => [b.fromKm, b.toKm])).toEqual([
      [0, 400],
      [400, 800],
      [800, 1300],
      [1300, 1900],
    ]);
    for (const list of [distanceBands, bikeBands]) {
      for (let i = 1; i < list.length; i++) expect(list[i]!.fromKm).toBe(list[i - 1]!.toKm);
    }
  });

  it("finds the band of a distance, boundaries belonging to the lower band", () => {
    expect(findBandIndex(distanceBands, 100)).toBe(0);
    expect(findBandIndex(distanceBands, 350)).toBe(0);
    expect(findBandIndex(distanceBands, 351)).toBe(1);
    expect(findBandIndex(distanceBands, 1450)).toBe(3);
    expect(findBandIndex(distanceBands, 3000)).toBe(5);
    expect(findBandIndex(distanceBands, 99)).toBeUndefined();
    expect(findBandIndex(distanceBands, 3001)).toBeUndefined();
    expect(findBandIndex(distanceBands, Number.NaN)).toBeUndefined();
    expect(findBandIndex(bikeBands, 0)).toBe(0);
    expect(findBandIndex(bikeBands, 401)).toBe(1);
    expect(findBandIndex(bikeBands, 1900)).toBe(3);
  });

  it("looks a price up by class and distance", () => {
    expect(bandPrice(homeShiftingPrices, "1 BHK", 200)).toEqual({ min: 11000, max: 21000 });
    expect(bandPrice(carPrices, "Sports", 2800)).toEqual({ min: 35000, max: 45000 });
    expect(bandPrice(homeShiftingPrices, "Castle", 200)).toBeUndefined();
    expect(bandPrice(homeShiftingPrices, "1 BHK", 20)).toBeUndefined();
  });
});

describe("household tables (home, warehouse, defence, fine arts)", () => {
  it("reproduce the spec's end points exactly", () => {
    for (const t of [homeShiftingPrices, warehousingPrices, defencePrices, fineArtsPrices]) {
      expect(cell(t, "1 BHK", 0)).toEqual({ min: 11000, max: 21000 });
      expect(cell(t, "1 BHK", 5)).toEqual({ min: 23500, max: 36700 });
      expect(cell(t, "4+ BHK/Villa", 0)).toEqual({ min: 22500, max: 34500 });
      expect(cell(t, "4+ BHK/Villa", 5)).toEqual({ min: 41000, max: 60000 });
    }
  });

  it("warehousing repeats the home figures", () => {
    expect(warehousingPrices.prices).toEqual(homeShiftingPrices.prices);
  });

  it("rise across bands and across home sizes, rounded to ₹100", () => {
    expectMonotonic(homeShiftingPrices);
    expect(allMultiplesOf100(homeShiftingPrices)).toBe(true);
  });

  it("interpolate linearly: a middle cell is the rounded bilinear value", () => {
    // 2 BHK (1/3 of the way across), band 3 (3/5 of the way down).
    const t = 3 / 5;
    const s = 1 / 3;
    const first = 11000 + (23500 - 11000) * t;
    const last = 22500 + (41000 - 22500) * t;
    expect(cell(homeShiftingPrices, "2 BHK", 3).min).toBe(Math.round((first + (last - first) * s) / 100) * 100);
  });

  it("render as a 6 × 4 table with distance rows", () => {
    expect(homeShiftingTable.columns).toEqual(["1 BHK", "2 BHK", "3 BHK", "4+ BHK/Villa"]);
    expect(homeShiftingTable.rows.map((r) => r.label)).toEqual(distanceBands.map((b) => b.label));
    expect(homeShiftingTable.caption).toMatch(/approximate/i);
  });
});

describe("car table", () => {
  it("reproduces the spec's end points exactly", () => {
    expect(cell(carPrices, "Hatchback", 0)).toEqual({ min: 5500, max: 11000 });
    expect(cell(carPrices, "Hatchback", 5)).toEqual({ min: 15000, max: 26000 });
    expect(cell(carPrices, "Sports", 0)).toEqual({ min: 20000, max: 24000 });
    expect(cell(carPrices, "Sports", 5)).toEqual({ min: 35000, max: 45000 });
  });

  it("rises across bands and car types", () => {
    expectMonotonic(carPrices);
    expect(allMultiplesOf100(carPrices)).toBe(true);
    expect(carTable.rows.map((r) => r.label)).toEqual(["Hatchback", "Sedan", "SUV", "Luxury", "Sports"]);
    expect(carTable.columns).toHaveLength(6);
  });
});

describe("bike table", () => {
  it("reproduces the spec's end points exactly", () => {
    expect(cell(bikePrices, "100–150cc", 0)).toEqual({ min: 2000, max: 3500 });
    expect(cell(bikePrices, "100–150cc", 3)).toEqual({ min: 4000, max: 5000 });
    expect(cell(bikePrices, "Sports", 0)).toEqual({ min: 4500, max: 7000 });
    expect(cell(bikePrices, "Sports", 3)).toEqual({ min: 11000, max: 15000 });
  });

  it("has engine rows from 100–150cc to 350–500cc, then the three sports types", () => {
    expect(bikeTable.rows.map((r) => r.label)).toEqual([
      "100–150cc",
      "150–250cc",
      "250–350cc",
      "350–500cc",
      "Sports",
      "Cruiser Sports",
      "Off Road Sports",
    ]);
    expect(bikeTable.columns).toEqual(["Up to 400 km", "400–800 km", "800–1300 km", "1300–1900 km"]);
  });

  it("rises across bands and rows", () => {
    expectMonotonic(bikePrices);
    expect(allMultiplesOf100(bikePrices)).toBe(true);
  });
});
