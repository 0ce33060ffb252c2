// @vitest-environment node
import { describe, expect, it } from "vitest";

import { quoteChargesIn } from "~/content/charges";
import { estimatorIn } from "~/content/estimator";
import { catalogue } from "~/content/inventory/items";
import { rooms } from "~/content/inventory/rooms";
import { priceTablesIn } from "~/content/prices/tables";
import { readPrefill } from "~/lib/estimate/prefill";

import { offeredPlacesOf } from "../../../tests/places";
import {
  byteLength,
  fitBytes,
  inventoryData as dataWith,
  inventorySummary as summaryWith,
  inventoryText as textWith,
  MAX_FIELD_BYTES,
  requestHref as hrefWith,
  shipmentModeOf,
} from "./payload";
import { EMPTY_STATE, type InventoryState, MAX_DECLARED_VALUE, MAX_ENTRIES, MAX_QTY } from "./state";

// What the office's copy is priced from, as the cost estimator's page gives it.
const office = {
  tables: (await priceTablesIn("en")).tables,
  charges: (await quoteChargesIn("en")).englishCharges,
  lines: (await estimatorIn("en")).lines,
  list: (await estimatorIn("en")).list.lines,
};
const places = await offeredPlacesOf();
const inventoryText = (state: InventoryState, l: typeof links) => textWith(state, office, places, l);
const inventoryData = (state: InventoryState) => dataWith(state, office, places);
const inventorySummary = (state: InventoryState) => summaryWith(state, office, places);
const requestHref = (state: InventoryState) => hrefWith(state, office, places);

const known: InventoryState = {
  ...EMPTY_STATE,
  items: { living: { "sofa-3": 1, "tv-43": 1 }, "bedroom-1": { "double-bed": 1, "carton-large": 4 } },
  move: "between",
  from: "kolkata",
  to: "delhi",
  date: "2026-12-20",
  delivery: { floor: 3, lift: false, carryMetres: 30, narrowLane: false },
  declaredValue: 200000,
};
const links = {
  siteUrl: "https://movers.example.in",
  listLink: "https://movers.example.in/cost-estimator?tab=items",
};

describe("the request's inventory text", () => {
  it("for a known inventory lists the goods, the access and every priced line", () => {
    expect(inventoryText(known, links)).toBe(
      `INVENTORY QUOTE (approximate)
Move: Kolkata to Delhi, about 1,570 km by road, moving date 20 December 2026.
Goods: 3 items and 4 cartons, 131 cu ft. Vehicle: Tata Ace mini truck (140 cu ft usable).

LIST
Living & dining: Sofa, 3-seater × 1; TV 40–43" × 1
Bedroom 1: Double bed (queen or king) × 1; Carton, large (clothes, linen) × 4

ACCESS AND SERVICES
Pickup: ground floor, truck at the door.
Delivery: 3rd floor, no lift, 30 m from the door to the truck.
Packing: standard.
Customer takes apart and fits: nothing.
Storage: none.
Declared value for insurance: ₹2,00,000.

PRICE
Priced as: 1 BHK (published tables).
Moving the goods (priced as 1 BHK): ₹15,500 (National shifting charges from Kolkata (approximate, in ₹): Delhi row, 1 BHK column)
Stairs without a lift, delivery (3rd floor): ₹900 (3 floors × ₹150 per 100 cu ft × 2)
Long carry, delivery (30 m): ₹200 (1 step of 10 m beyond the free 20 m × ₹100 per 100 cu ft × 2)
Dismantle and refit: 1 bed: ₹400 (1 × ₹400)
GST: ₹3,060 (18% of ₹17,000)
Transit insurance on ₹2,00,000: ₹2,000–6,000 (1–3% of the declared value)
Total: ₹22,060–26,060
Not in the total, at actual with receipts: Tolls and state entry charges; Society and parking fees.
Only if it happens: Waiting time: the first 2 hours at each end are free, then ₹400 an hour, only if the wait is on your side.
Note: Kolkata–Delhi is in our national price list, so its figures are used.

Every extra charge and its rule: https://movers.example.in/charges
Prices are approximate and confirmed after the free survey.
Open this list: https://movers.example.in/cost-estimator?tab=items`,
    );
  });

  it("says when there is no price yet", () => {
    const s = { ...known, move: undefined };
    expect(inventoryText(s, links)).toContain("No price yet");
  });
});

describe("the compact structured copy", () => {
  it("is JSON with the declared state and the computed result", () => {
    const data = JSON.parse(inventoryData(known));
    expect(data).toMatchObject({
      v: 1,
      items: known.items,
      delivery: known.delivery,
      cuFt: 131,
      vehicle: "tata-ace",
      column: "1 BHK",
      total: { min: 22060, max: 26060 },
    });
    expect(data.lines.map((l: [string]) => l[0])).toEqual([
      "table",
      "stairs",
      "long-carry",
      "dismantling",
      "gst",
      "insurance",
    ]);
  });
});

describe("field sizes", () => {
  it("stay under 8 KB for the largest list the builder allows", () => {
    // Longest names, two-digit quantities, every room, every option set.
    const longest = [...catalogue].filter((i) => !i.notCarried).sort((a, b) => b.name.length - a.name.length);
    const items: InventoryState["items"] = {};
    let n = 0;
    for (const room of rooms)
      for (const i of longest) {
        if (n >= MAX_ENTRIES) break;
        (items[room.id] ??= {})[i.id] = MAX_QTY;
        n++;
      }
    const s: InventoryState = {
      ...known,
      items,
      pickup: { floor: 40, lift: false, carryMetres: 500, narrowLane: true },
      delivery: { floor: 39, lift: false, carryMetres: 490, narrowLane: true },
      packing: "premium",
      storageDays: 365,
      declaredValue: MAX_DECLARED_VALUE,
    };
    const text = inventoryText(s, { ...links, listLink: `${links.listLink}${"x".repeat(1500)}` });
    expect(byteLength(text)).toBeLessThanOrEqual(MAX_FIELD_BYTES);
    expect(byteLength(inventoryData(s))).toBeLessThanOrEqual(MAX_FIELD_BYTES);
    expect(JSON.parse(inventoryData(s)).items).toEqual(items);
  });
});

describe("byte limit", () => {
  it("leaves a short text alone and cuts a long one on a character boundary, saying so", () => {
    expect(fitBytes("₹".repeat(10), 30)).toBe("₹".repeat(10));
    const cut = fitBytes("₹".repeat(5000));
    expect(byteLength(cut)).toBeLessThanOrEqual(MAX_FIELD_BYTES);
    expect(cut).toMatch(/^₹+\n… \(cut to fit; the full list is in inventory_data\)$/);
  });
});

describe("hand-over to the free-estimate form", () => {
  it("prefills the route, date, service and a summary, and asks for the attachment", () => {
    const href = requestHref(known);
    expect(href.startsWith("/free-estimate?")).toBe(true);
    const query = href.split("?")[1]!;
    expect(new URLSearchParams(query).get("attach")).toBe("inventory");
    expect(readPrefill(query, ["Home Shifting", "Local Shifting", "Corporate Relocation"])).toEqual({
      origin_city: "Kolkata",
      destination_city: "Delhi",
      date: "2026-12-20",
      shipment_mode: "Home Shifting",
      shipment_description: inventorySummary(known),
    });
    expect(inventorySummary(known)).toContain("₹22,060–26,060");
  });

  it("chooses the service from the move and the rooms", () => {
    expect(shipmentModeOf(known)).toBe("Home Shifting");
    expect(shipmentModeOf({ ...known, move: "local" })).toBe("Local Shifting");
    expect(shipmentModeOf({ ...known, items: { office: { workstation: 10 } } })).toBe("Corporate Relocation");
  });
});
