// @vitest-environment node
import { describe, expect, it } from "vitest";

import { PART_LOAD_BELOW_CU_FT, vehicles } from "~/content/inventory/vehicles";

import { applyPreset, EMPTY_STATE, type InventoryState } from "./state";
import { chooseVehicle, formatCuFt, totalsOf } from "./totals";

const items = (list: InventoryState["items"]) => totalsOf(list);

describe("totals", () => {
  it("count pieces and cartons apart and add the packed volumes", () => {
    const t = items({
      living: { "sofa-3": 1, "carton-small": 3 },
      "bedroom-1": { "double-bed": 2, "ac-split": 1, "carton-large": 1 },
      kitchen: { "carton-medium": 2 },
    });
    expect(t.items).toBe(4);
    expect(t.cartons).toBe(6);
    expect(t.volume).toBe(45 + 3 * 1.5 + 2 * 60 + 12 + 4.5 + 2 * 3);
    expect(t.dismantle).toEqual({ bed: 2, wardrobe: 0, table: 0, workstation: 0 });
    expect(t.ac).toEqual({ split: 1, window: 0 });
  });

  it("are zero for an empty list and ignore unknown ids", () => {
    expect(items({})).toMatchObject({ items: 0, cartons: 0, volume: 0 });
    expect(items({ living: { "no-such-thing": 4 } }).volume).toBe(0);
  });

  it("of the 2 BHK preset fill a 17 ft truck", () => {
    const t = totalsOf(applyPreset(EMPTY_STATE, "2-bhk").items);
    expect(chooseVehicle(t.volume)).toMatchObject({ kind: "vehicle", vehicle: { id: "17-ft" } });
  });

  it("print volumes with at most one decimal, Indian grouping", () => {
    expect(formatCuFt(563.5)).toBe("563.5 cu ft");
    expect(formatCuFt(1740)).toBe("1,740 cu ft");
  });
});

describe("vehicle choice", () => {
  const pick = (v: number) => {
    const c = chooseVehicle(v);
    return c.kind === "vehicle" ? c.vehicle.id : c.kind;
  };

  it("is nothing for no goods", () => {
    expect(pick(0)).toBe("none");
    expect(pick(Number.NaN)).toBe("none");
  });

  it("is a part load below the threshold and a vehicle from the threshold on", () => {
    expect(PART_LOAD_BELOW_CU_FT).toBe(100);
    expect(pick(0.5)).toBe("part-load");
    expect(pick(99.5)).toBe("part-load");
    expect(pick(100)).toBe("tata-ace");
    expect(chooseVehicle(50)).toMatchObject({ priceColumn: "1-bhk" });
  });

  it("is the smallest vehicle whose usable volume holds the goods, at each capacity's edge", () => {
    for (let i = 0; i < vehicles.length; i++) {
      const v = vehicles[i]!;
      expect(pick(v.usableCuFt)).toBe(v.id);
      expect(pick(v.usableCuFt + 0.5)).toBe(vehicles[i + 1]?.id ?? "too-large");
    }
  });

  it("prices each vehicle at its home-size column", () => {
    expect(vehicles.map((v) => [v.id, v.priceColumn])).toEqual([
      ["tata-ace", "1-bhk"],
      ["14-ft", "1-bhk"],
      ["17-ft", "2-bhk"],
      ["20-ft", "3-bhk"],
      ["22-ft", "4-bhk-villa"],
      ["32-ft", "4-bhk-villa"],
    ]);
  });
});
