/**
 * The lines of the estimator's item list that are functions of the list (its goods, vehicle, route and access), in
 * Bengali: they load with the list's code when the visitor opens "List my items"
 * (app/sections/estimator/estimator-tabs.tsx), so the page's first script carries none of them. The list's other
 * words are the page's data (content/bn/estimator.json).
 */
import { indianNumber } from "~/config/numbers";
import { findPlace, type Place } from "~/content/distances";
import type { InventoryQuote } from "~/lib/inventory/quote";
import type { Access, InventoryState } from "~/lib/inventory/state";
import { genitive } from "~/locales/bn/grammar";
import { localizedFloor } from "~/locales/bn/sections/floor";
import { localizedQuotePhrases } from "~/locales/bn/sections/inventory-text";
import type { Dictionary } from "~/locales/book";

/** Latin digits with Indian grouping, as on the English and Hindi pages (docs/bengali-glossary.md). */
const cuFt = (n: number) => `${indianNumber(n, 1)} cu ft`;

function vehicleLine({ vehicle }: InventoryQuote): string {
  switch (vehicle.kind) {
    case "none":
      return "এখনও কোনো জিনিস যোগ করা হয়নি";
    case "part-load":
      return vehicle.name;
    case "vehicle":
      return `${vehicle.name} (${cuFt(vehicle.vehicle.usableCuFt)} ব্যবহারযোগ্য)`;
    case "too-large":
      return "আমাদের সবচেয়ে বড় কন্টেনারের চেয়েও বেশি: সার্ভেতে পরিকল্পনা হবে";
  }
}

function routeLine(state: InventoryState, places: readonly Place[]): string | undefined {
  const placeName = (slug: string | undefined) => findPlace(places, slug)?.name;
  if (state.move === "local") {
    const city = placeName(state.city);
    return city ? `${genitive(city)} মধ্যে` : "শহরের মধ্যে";
  }
  if (state.move === "between") return `${placeName(state.from) ?? "?"} থেকে ${placeName(state.to) ?? "?"}`;
  return undefined;
}

function accessLine(a: Access): string {
  const parts = [localizedFloor(a.floor)];
  if (a.floor > 0) parts.push(a.lift ? "লিফট আছে" : "লিফট নেই");
  parts.push(a.carryMetres ? `দরজা থেকে ট্রাক পর্যন্ত ${indianNumber(a.carryMetres)} মিটার` : "ট্রাক দরজা পর্যন্ত আসে");
  if (a.narrowLane) parts.push("সরু গলি, শাটল গাড়ি লাগবে");
  return parts.join(", ");
}

export const inventoryBuilder = {
  inventoryTextWords: {
    say: localizedQuotePhrases,
    // Counted with the classifier "টি": one word for one item and for many.
    goods: ({ totals }) =>
      `${indianNumber(totals.items)}টি জিনিস ও ${indianNumber(totals.cartons)}টি কার্টন, ${cuFt(totals.volume)}`,
    vehicle: vehicleLine,
    route: routeLine,
    access: accessLine,
    floor: localizedFloor,
    packing: (level) => (level === "premium" ? "প্রিমিয়াম" : "স্ট্যান্ডার্ড"),
    cuFt,
    listLine: (room, items) => `${room}: ${items.map(([name, qty]) => `${name} × ${qty}`).join("; ")}`,
  },
} satisfies Dictionary;
