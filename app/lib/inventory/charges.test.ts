// @vitest-environment node
import { describe, expect, it } from "vitest";

import { AC_SERVICE, DISMANTLING, extraCharges, LONG_CARRY, SHUTTLE, STAIRS, STORAGE } from "~/content/charges";

import {
  acCharge,
  atActualLines,
  carrySteps,
  dismantlingCharge,
  extraChargeLines,
  floorLabel,
  gstOn,
  insuranceLine,
  insurancePremium,
  longCarryCharge,
  premiumPackingCharge,
  shuttleCharge,
  stairsCharge,
  storageCharge,
  volumeSteps,
} from "./charges";
import { type Access, EMPTY_STATE, GROUND } from "./state";
import { totalsOf } from "./totals";

const at = (a: Partial<Access>): Access => ({ ...GROUND, ...a });

describe("volume steps", () => {
  it("count 100 cu ft steps, a part step as one", () => {
    expect(volumeSteps(0)).toBe(0);
    expect(volumeSteps(0.5)).toBe(1);
    expect(volumeSteps(100)).toBe(1);
    expect(volumeSteps(100.5)).toBe(2);
    expect(volumeSteps(563.5)).toBe(6);
  });
});

describe("stairs without a lift", () => {
  it("charge every floor above the ground floor, per volume step", () => {
    expect(stairsCharge(at({ floor: 0 }), 500)).toBe(0);
    expect(stairsCharge(at({ floor: 1 }), 100)).toBe(STAIRS.perFloorPerStep);
    expect(stairsCharge(at({ floor: 1 }), 100.5)).toBe(2 * STAIRS.perFloorPerStep);
    expect(stairsCharge(at({ floor: 3 }), 563.5)).toBe(3 * 6 * STAIRS.perFloorPerStep);
  });

  it("are free with a lift, and cost nothing without goods", () => {
    expect(stairsCharge(at({ floor: 12, lift: true }), 800)).toBe(0);
    expect(stairsCharge(at({ floor: 3 }), 0)).toBe(0);
  });
});

describe("long carry", () => {
  it("is free up to 20 m and then charged per 10 m or part, per volume step", () => {
    expect(LONG_CARRY.freeMetres).toBe(20);
    expect(longCarryCharge(at({ carryMetres: 20 }), 300)).toBe(0);
    expect(carrySteps(at({ carryMetres: 21 }))).toBe(1);
    expect(carrySteps(at({ carryMetres: 30 }))).toBe(1);
    expect(carrySteps(at({ carryMetres: 31 }))).toBe(2);
    expect(longCarryCharge(at({ carryMetres: 21 }), 300)).toBe(3 * LONG_CARRY.perStepPerVolumeStep);
    expect(longCarryCharge(at({ carryMetres: 50 }), 250)).toBe(3 * 3 * LONG_CARRY.perStepPerVolumeStep);
  });
});

describe("shuttle vehicle", () => {
  it("applies only to a narrow lane, one trip per shuttle load or part", () => {
    expect(shuttleCharge(at({ narrowLane: false }), 500)).toBe(0);
    expect(shuttleCharge(at({ narrowLane: true }), 0)).toBe(0);
    expect(shuttleCharge(at({ narrowLane: true }), SHUTTLE.tripCuFt)).toBe(SHUTTLE.perTrip);
    expect(shuttleCharge(at({ narrowLane: true }), SHUTTLE.tripCuFt + 0.5)).toBe(2 * SHUTTLE.perTrip);
  });
});

describe("dismantling and AC service", () => {
  it("charge per piece by kind, nothing for work the visitor does", () => {
    expect(dismantlingCharge("bed", 2, [])).toBe(2 * DISMANTLING.bed);
    expect(dismantlingCharge("wardrobe", 1, [])).toBe(DISMANTLING.wardrobe);
    expect(dismantlingCharge("bed", 2, ["bed"])).toBe(0);
    expect(dismantlingCharge("table", 0, [])).toBe(0);
    expect(acCharge({ split: 2, window: 1 }, [])).toBe(2 * AC_SERVICE.split + AC_SERVICE.window);
    expect(acCharge({ split: 2, window: 1 }, ["ac"])).toBe(0);
  });
});

describe("premium packing, storage, insurance and GST", () => {
  it("premium packing is per cu ft, standard packing is in the price", () => {
    expect(premiumPackingCharge(563.5, "standard")).toBe(0);
    expect(premiumPackingCharge(563.5, "premium")).toBe(Math.round(563.5 * 8));
  });

  it("storage is per day per volume step", () => {
    expect(storageCharge(0, 500)).toBe(0);
    expect(storageCharge(1, 100)).toBe(STORAGE.perDayPerStep);
    expect(storageCharge(10, 101)).toBe(10 * 2 * STORAGE.perDayPerStep);
  });

  it("insurance is 1–3% of a declared value, and absent without one", () => {
    expect(insurancePremium(0)).toBeUndefined();
    expect(insurancePremium(-5)).toBeUndefined();
    expect(insurancePremium(500000)).toEqual({ min: 5000, max: 15000 });
    expect(insurancePremium(1)).toEqual({ min: 0, max: 0 });
    expect(insuranceLine(200000)).toMatchObject({ id: "insurance", price: { min: 2000, max: 6000 } });
  });

  it("GST is 18% of a range or a fixed figure, rounded to the rupee", () => {
    expect(gstOn({ min: 10000, max: 20000 })).toEqual({ min: 1800, max: 3600 });
    expect(gstOn({ fixed: 1001 })).toEqual({ fixed: 180 });
    expect(gstOn("As Actual")).toEqual({ fixed: 0 });
  });
});

describe("charge lines", () => {
  const state = {
    ...EMPTY_STATE,
    pickup: at({ floor: 2, lift: true, carryMetres: 45 }),
    delivery: at({ floor: 3, narrowLane: true }),
    packing: "premium" as const,
    storageDays: 5,
    items: { "bedroom-1": { "double-bed": 1, "wardrobe-3": 1, "ac-split": 1 }, living: { "ac-window": 1 } },
  };
  const totals = totalsOf(state.items);

  it("list each charge that applies as its own line, each named after a published charge", () => {
    const lines = extraChargeLines(state, totals);
    const ids = new Set(extraCharges.map((c) => c.id));
    for (const l of lines) expect(ids.has(l.id), l.id).toBe(true);
    expect(lines.map((l) => l.id)).toEqual([
      "stairs",
      "long-carry",
      "shuttle",
      "dismantling",
      "dismantling",
      "ac-service",
      "premium-packing",
      "storage",
    ]);
    expect(lines[0]!.label).toMatch(/delivery \(3rd floor\)/);
    expect(lines[0]!.price).toEqual({ fixed: stairsCharge(state.delivery, totals.volume) });
  });

  it("leave out what comes to nothing and what the visitor does", () => {
    const lines = extraChargeLines({ ...state, selfService: ["bed", "wardrobe", "ac"] }, totals);
    expect(lines.map((l) => l.id)).not.toContain("dismantling");
    expect(lines.map((l) => l.id)).not.toContain("ac-service");
    expect(extraChargeLines(EMPTY_STATE, totalsOf({ living: { "sofa-3": 1 } }))).toEqual([]);
  });

  it("list tolls only between cities, and both pass-through charges as actual", () => {
    expect(atActualLines("local").map((l) => l.id)).toEqual(["society-fees"]);
    expect(atActualLines("between").map((l) => l.id)).toEqual(["tolls", "society-fees"]);
    for (const l of atActualLines("between")) expect(l.price).toBe("As Actual");
  });

  it("name floors in words", () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22].map(floorLabel)).toEqual([
      "ground floor",
      "1st floor",
      "2nd floor",
      "3rd floor",
      "4th floor",
      "11th floor",
      "12th floor",
      "13th floor",
      "21st floor",
      "22nd floor",
    ]);
  });
});
