// @vitest-environment node
import { describe, expect, it } from "vitest";

import { catalogue, findItem } from "./items";
import { presets } from "./presets";
import { rooms } from "./rooms";
import { LOAD_FACTOR, PART_LOAD_BELOW_CU_FT, shuttleVehicle, vehicles } from "./vehicles";

const volumeOf = (list: Record<string, number>) =>
  Object.entries(list).reduce((v, [id, q]) => v + findItem(id)!.cuFt * q, 0);

describe("item catalogue", () => {
  it("has at least 60 items with unique ids", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    expect(new Set(catalogue.map((i) => i.id)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((i) => i.name)).size).toBe(catalogue.length);
  });

  it("gives every carried item a positive volume in steps of 0.5 cu ft (so sums stay exact)", () => {
    for (const i of catalogue.filter((i) => !i.notCarried)) {
      expect(i.cuFt, i.id).toBeGreaterThan(0);
      expect((i.cuFt * 2) % 1, i.id).toBe(0);
    }
  });

  it("lists each item under at least one room kind that exists", () => {
    const kinds = new Set(rooms.map((r) => r.kind));
    for (const i of catalogue) {
      expect(i.rooms.length, i.id).toBeGreaterThan(0);
      for (const k of i.rooms) expect(kinds.has(k), `${i.id}: ${k}`).toBe(true);
    }
  });

  it("has the goods the issue names, and says the gas cylinder is not carried", () => {
    for (const id of [
      "double-bed",
      "single-bed",
      "almirah-2",
      "almirah-3",
      "sofa-3",
      "sofa-set",
      "dining-4",
      "dining-6",
      "fridge-single",
      "fridge-double",
      "washing-machine",
      "tv-32",
      "tv-55",
      "ac-split",
      "ac-window",
      "water-purifier",
      "carton-small",
      "carton-medium",
      "carton-large",
      "bicycle",
      "plant-small",
      "pooja-unit",
      "computer-desk",
      "office-chair",
      "workstation",
      "server-rack",
    ])
      expect(findItem(id), id).toBeDefined();
    const gas = findItem("gas-cylinder")!;
    expect(gas.notCarried).toMatch(/not carried/i);
    expect(gas.cuFt).toBe(0);
  });

  it("marks the pieces that are taken apart and the ACs", () => {
    expect(findItem("double-bed")?.dismantle).toBe("bed");
    expect(findItem("wardrobe-3")?.dismantle).toBe("wardrobe");
    expect(findItem("almirah-3")?.dismantle).toBeUndefined();
    expect(findItem("ac-split")?.ac).toBe("split");
    expect(findItem("ac-window")?.ac).toBe("window");
    expect(catalogue.filter((i) => i.carton).map((i) => i.id)).toEqual([
      "carton-small",
      "carton-medium",
      "carton-large",
    ]);
  });

  it("has unique room ids", () => {
    expect(new Set(rooms.map((r) => r.id)).size).toBe(rooms.length);
  });
});

describe("vehicles", () => {
  it("are listed smallest first, each usable volume the box × the load factor rounded down to 10", () => {
    for (let i = 0; i < vehicles.length; i++) {
      const v = vehicles[i]!;
      const box = v.box.lengthFt * v.box.widthFt * v.box.heightFt;
      expect(v.usableCuFt, v.id).toBe(Math.floor((box * LOAD_FACTOR) / 10) * 10);
      if (i > 0) expect(v.usableCuFt).toBeGreaterThan(vehicles[i - 1]!.usableCuFt);
    }
    expect(vehicles.map((v) => v.name)).toEqual([
      "Tata Ace mini truck",
      "14 ft truck",
      "17 ft truck",
      "19–20 ft container",
      "22 ft truck",
      "32 ft container",
    ]);
  });

  it("start above the part-load threshold, and the shuttle is the smallest", () => {
    expect(PART_LOAD_BELOW_CU_FT).toBeLessThan(vehicles[0]!.usableCuFt);
    expect(shuttleVehicle).toBe(vehicles[0]);
  });
});

describe("presets", () => {
  it("use only carried catalogue items and existing rooms, with whole quantities", () => {
    const roomIds = new Set<string>(rooms.map((r) => r.id));
    for (const p of presets)
      for (const [room, list] of Object.entries(p.rooms)) {
        expect(roomIds.has(room), room).toBe(true);
        for (const [id, q] of Object.entries(list!)) {
          expect(findItem(id)?.notCarried, id).toBeUndefined();
          expect(Number.isInteger(q) && q > 0, `${id} × ${q}`).toBe(true);
        }
      }
  });

  it("each fill the vehicle that prices them at their own home size", () => {
    for (const p of presets) {
      const volume = Object.values(p.rooms).reduce((v, list) => v + volumeOf(list!), 0);
      const vehicle = vehicles.find((v) => v.usableCuFt >= volume)!;
      expect(vehicle.priceColumn, p.id).toBe(p.id);
    }
  });
});
