// @vitest-environment node
import { describe, expect, it } from "vitest";

import { keepRequest, readRequest, REQUEST_KEY, wantsInventory } from "./request";

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    clear: () => m.clear(),
    key: () => null,
    length: 0,
  };
}

describe("inventory hand-over", () => {
  it("keeps and reads back both fields", () => {
    const store = memory();
    const data = { inventory: "INVENTORY QUOTE …", inventory_data: '{"v":1}' };
    expect(keepRequest(store, data)).toBe(true);
    expect(readRequest(store)).toEqual(data);
  });

  it("reads nothing from an empty, damaged or oversized store", () => {
    const store = memory();
    expect(readRequest(store)).toBeUndefined();
    for (const raw of ["{", "null", '{"inventory":1,"inventory_data":"x"}', '{"inventory":"","inventory_data":"x"}']) {
      store.setItem(REQUEST_KEY, raw);
      expect(readRequest(store), raw).toBeUndefined();
    }
    store.setItem(REQUEST_KEY, JSON.stringify({ inventory: "₹".repeat(3000), inventory_data: "{}" }));
    expect(readRequest(store)).toBeUndefined();
  });

  it("reports a store that refuses to save", () => {
    const full = {
      ...memory(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(keepRequest(full, { inventory: "a", inventory_data: "b" })).toBe(false);
  });

  it("is attached only when the link asks for it", () => {
    expect(wantsInventory("origin_city=Patna&attach=inventory")).toBe(true);
    expect(wantsInventory("origin_city=Patna")).toBe(false);
    expect(wantsInventory("attach=other")).toBe(false);
  });
});
