// @vitest-environment node
import { describe, expect, it } from "vitest";

import { catalogue } from "~/content/inventory/items";

import {
  applyPreset,
  clearItems,
  EMPTY_STATE,
  entries,
  entryCount,
  MAX_ENTRIES,
  MAX_QTY,
  quantityOf,
  setQuantity,
} from "./state";

describe("list updates", () => {
  it("set, raise, cap and remove a quantity", () => {
    let s = setQuantity(EMPTY_STATE, "living", "sofa-3", 1);
    expect(quantityOf(s, "living", "sofa-3")).toBe(1);
    s = setQuantity(s, "living", "sofa-3", 250);
    expect(quantityOf(s, "living", "sofa-3")).toBe(MAX_QTY);
    s = setQuantity(s, "living", "sofa-3", 0);
    expect(s.items).toEqual({});
  });

  it("ignore unknown items, uncarried goods and unknown rooms", () => {
    expect(setQuantity(EMPTY_STATE, "living", "spaceship", 1)).toBe(EMPTY_STATE);
    expect(setQuantity(EMPTY_STATE, "kitchen", "gas-cylinder", 1)).toBe(EMPTY_STATE);
    expect(setQuantity(EMPTY_STATE, "attic" as "living", "sofa-3", 1)).toBe(EMPTY_STATE);
  });

  it("refuse a new entry past the limit but still change existing ones", () => {
    let s = EMPTY_STATE;
    const carried = catalogue.filter((i) => !i.notCarried);
    const rooms = ["living", "bedroom-1", "bedroom-2", "kitchen"] as const;
    for (const room of rooms) for (const i of carried) s = setQuantity(s, room, i.id, 1);
    expect(entryCount(s.items)).toBe(MAX_ENTRIES);
    const [first] = entries(s.items);
    expect(setQuantity(s, first!.room, first!.item, 5).items[first!.room]![first!.item]).toBe(5);
  });

  it("keep rooms in the catalogue's order and items in the order added", () => {
    let s = setQuantity(EMPTY_STATE, "kitchen", "microwave", 1);
    s = setQuantity(s, "living", "tv-43", 1);
    s = setQuantity(s, "living", "sofa-3", 2);
    expect(entries(s.items)).toEqual([
      { room: "living", item: "tv-43", qty: 1 },
      { room: "living", item: "sofa-3", qty: 2 },
      { room: "kitchen", item: "microwave", qty: 1 },
    ]);
  });

  it("a preset replaces the list and keeps the rest; clearing empties only the list", () => {
    const s = { ...setQuantity(EMPTY_STATE, "study", "printer", 1), move: "local" as const, storageDays: 3 };
    const p = applyPreset(s, "1-bhk");
    expect(p.items.study).toBeUndefined();
    expect(p.items["bedroom-1"]?.["double-bed"]).toBe(1);
    expect(p).toMatchObject({ move: "local", storageDays: 3 });
    expect(clearItems(p)).toEqual({ ...p, items: {} });
  });
});
