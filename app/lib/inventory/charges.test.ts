// @vitest-environment node
import { describe, expect, it } from "vitest";

import { quoteChargesIn } from "~/content/charges";
import { estimatorIn } from "~/content/estimator";

import {
  acCharge,
  atActualLines,
  carrySteps,
  dismantlingCharge,
  extraChargeLines,
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
import { englishFloor } from "./floor";
import { listPhrases } from "./phrases";
import { type Access, EMPTY_STATE, GROUND } from "./state";
import { totalsOf } from "./totals";

const at = (a: Partial<Access>): Access => ({ ...GROUND, ...a });
// The published rates, as the cost estimator's page gives them.
const { englishCharges: charges } = await quoteChargesIn("en");
const { rates } = charges;
const { stairs, shuttle, dismantling, storage, insurance } = rates;
const carry = rates["long-carry"];
const ac = rates["ac-service"];
// The lines as the office reads them.
const say = listPhrases((await estimatorIn("en")).list.lines, "en", englishFloor);

describe("volume steps", () => {
  it("count steps of a rate's volume, a part step as one", () => {
    expect(volumeSteps(0, 100)).toBe(0);
    expect(volumeSteps(0.5, 100)).toBe(1);
    expect(volumeSteps(100, 100)).toBe(1);
    expect(volumeSteps(100.5, 100)).toBe(2);
    expect(volumeSteps(563.5, 100)).toBe(6);
    expect(volumeSteps(563.5, 50)).toBe(12);
  });
});

describe("stairs without a lift", () => {
  it("charge every floor above the ground floor, per volume step", () => {
    expect(stairsCharge(at({ floor: 0 }), 500, stairs)).toBe(0);
    expect(stairsCharge(at({ floor: 1 }), 100, stairs)).toBe(stairs["per-floor"]);
    expect(stairsCharge(at({ floor: 1 }), 100.5, stairs)).toBe(2 * stairs["per-floor"]);
    expect(stairsCharge(at({ floor: 3 }), 563.5, stairs)).toBe(3 * 6 * stairs["per-floor"]);
  });

  it("are free with a lift, and cost nothing without goods", () => {
    expect(stairsCharge(at({ floor: 12, lift: true }), 800, stairs)).toBe(0);
    expect(stairsCharge(at({ floor: 3 }), 0, stairs)).toBe(0);
  });
});

describe("long carry", () => {
  it("is free up to the free metres and then charged per step of metres or part, per volume step", () => {
    const [free, step] = [carry["free-metres"], carry["step-metres"]];
    expect(longCarryCharge(at({ carryMetres: free }), 300, carry)).toBe(0);
    expect(carrySteps(at({ carryMetres: free + 1 }), carry)).toBe(1);
    expect(carrySteps(at({ carryMetres: free + step }), carry)).toBe(1);
    expect(carrySteps(at({ carryMetres: free + step + 1 }), carry)).toBe(2);
    expect(longCarryCharge(at({ carryMetres: free + 1 }), 300, carry)).toBe(3 * carry["per-step"]);
    expect(longCarryCharge(at({ carryMetres: free + 3 * step }), 250, carry)).toBe(3 * 3 * carry["per-step"]);
  });
});

describe("shuttle vehicle", () => {
  it("applies only to a narrow lane, one trip per shuttle load or part", () => {
    expect(shuttleCharge(at({ narrowLane: false }), 500, shuttle)).toBe(0);
    expect(shuttleCharge(at({ narrowLane: true }), 0, shuttle)).toBe(0);
    expect(shuttleCharge(at({ narrowLane: true }), shuttle["trip-volume"], shuttle)).toBe(shuttle["per-trip"]);
    expect(shuttleCharge(at({ narrowLane: true }), shuttle["trip-volume"] + 0.5, shuttle)).toBe(
      2 * shuttle["per-trip"],
    );
  });
});

describe("dismantling and AC service", () => {
  it("charge per piece by kind, nothing for work the visitor does", () => {
    expect(dismantlingCharge("bed", 2, [], dismantling)).toBe(2 * dismantling.bed);
    expect(dismantlingCharge("wardrobe", 1, [], dismantling)).toBe(dismantling.wardrobe);
    expect(dismantlingCharge("bed", 2, ["bed"], dismantling)).toBe(0);
    expect(dismantlingCharge("table", 0, [], dismantling)).toBe(0);
    expect(acCharge({ split: 2, window: 1 }, [], ac)).toBe(2 * ac.split + ac.window);
    expect(acCharge({ split: 2, window: 1 }, ["ac"], ac)).toBe(0);
  });
});

describe("premium packing, storage, insurance and GST", () => {
  it("premium packing is per cu ft, standard packing is in the price", () => {
    expect(premiumPackingCharge(563.5, "standard", rates["premium-packing"])).toBe(0);
    expect(premiumPackingCharge(563.5, "premium", rates["premium-packing"])).toBe(
      Math.round(563.5 * rates["premium-packing"]["per-cu-ft"]),
    );
  });

  it("storage is per day per volume step", () => {
    expect(storageCharge(0, 500, storage)).toBe(0);
    expect(storageCharge(1, 100, storage)).toBe(storage["per-day"]);
    expect(storageCharge(10, 101, storage)).toBe(10 * 2 * storage["per-day"]);
  });

  it("insurance is the premium's range of a declared value, and absent without one", () => {
    expect(insurancePremium(0, insurance)).toBeUndefined();
    expect(insurancePremium(-5, insurance)).toBeUndefined();
    expect(insurancePremium(500000, insurance)).toEqual({ min: 5000 * insurance.min, max: 5000 * insurance.max });
    expect(insurancePremium(1, { min: 1, max: 3 })).toEqual({ min: 0, max: 0 });
    expect(insuranceLine(200000, charges, say)).toMatchObject({
      id: "insurance",
      price: { min: 2000 * insurance.min, max: 2000 * insurance.max },
    });
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
    const lines = extraChargeLines(state, totals, charges, say);
    const ids = new Set(Object.keys(charges.names));
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
    expect(lines[0]!.price).toEqual({ fixed: stairsCharge(state.delivery, totals.volume, stairs) });
  });

  it("leave out what comes to nothing and what the visitor does", () => {
    const lines = extraChargeLines({ ...state, selfService: ["bed", "wardrobe", "ac"] }, totals, charges, say);
    expect(lines.map((l) => l.id)).not.toContain("dismantling");
    expect(lines.map((l) => l.id)).not.toContain("ac-service");
    expect(extraChargeLines(EMPTY_STATE, totalsOf({ living: { "sofa-3": 1 } }), charges, say)).toEqual([]);
  });

  it("list tolls only between cities, and both pass-through charges as actual", () => {
    expect(atActualLines("local", charges, say).map((l) => l.id)).toEqual(["society-fees"]);
    expect(atActualLines("between", charges, say).map((l) => l.id)).toEqual(["tolls", "society-fees"]);
    for (const l of atActualLines("between", charges, say)) expect(l.price).toBe("As Actual");
  });

  it("name floors for the office in words", () => {
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22].map(englishFloor)).toEqual([
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
