/**
 * The lines of the estimator's item list that are functions of the list (its goods, vehicle, route and access), in
 * Hindi: they load with the list's code when the visitor opens "List my items"
 * (app/sections/estimator/estimator-tabs.tsx), so the page's first script carries none of them. The list's other
 * words are the page's data (content/hi/estimator.json).
 */
import { indianNumber } from "~/config/numbers";
import { findPlace, type Place } from "~/content/distances";
import type { InventoryQuote } from "~/lib/inventory/quote";
import type { Access, InventoryState } from "~/lib/inventory/state";
import type { Dictionary } from "~/locales/book";
import { localizedFloor } from "~/locales/hi/sections/floor";
import { localizedQuotePhrases } from "~/locales/hi/sections/inventory-text";

const cuFt = (n: number) => `${indianNumber(n, 1)} cu ft`;

function vehicleLine({ vehicle }: InventoryQuote): string {
  switch (vehicle.kind) {
    case "none":
      return "अभी कोई सामान नहीं जोड़ा गया";
    case "part-load":
      return vehicle.name;
    case "vehicle":
      return `${vehicle.name} (${cuFt(vehicle.vehicle.usableCuFt)} इस्तेमाल लायक)`;
    case "too-large":
      return "हमारे सबसे बड़े कंटेनर से भी ज्यादा: सर्वे में प्लान होगा";
  }
}

function routeLine(state: InventoryState, places: readonly Place[]): string | undefined {
  const placeName = (slug: string | undefined) => findPlace(places, slug)?.name;
  if (state.move === "local") {
    const city = placeName(state.city);
    return city ? `${city} के अंदर` : "शहर के अंदर";
  }
  if (state.move === "between") return `${placeName(state.from) ?? "?"} से ${placeName(state.to) ?? "?"}`;
  return undefined;
}

function accessLine(a: Access): string {
  const parts = [localizedFloor(a.floor)];
  if (a.floor > 0) parts.push(a.lift ? "लिफ्ट है" : "लिफ्ट नहीं");
  parts.push(a.carryMetres ? `दरवाजे से ट्रक तक ${indianNumber(a.carryMetres)} मीटर` : "ट्रक दरवाजे तक आता है");
  if (a.narrowLane) parts.push("तंग गली, शटल गाड़ी चाहिए");
  return parts.join(", ");
}

export const inventoryBuilder = {
  inventoryTextWords: {
    say: localizedQuotePhrases,
    goods: ({ totals }) =>
      `${indianNumber(totals.items)} ${totals.items === 1 ? "चीज" : "चीजें"} और ${indianNumber(totals.cartons)} कार्टन, ${cuFt(totals.volume)}`,
    vehicle: vehicleLine,
    route: routeLine,
    access: accessLine,
    floor: localizedFloor,
    packing: (level) => (level === "premium" ? "प्रीमियम" : "स्टैंडर्ड"),
    cuFt,
    listLine: (room, items) => `${room}: ${items.map(([name, qty]) => `${name} × ${qty}`).join("; ")}`,
  },
} satisfies Dictionary;
