/**
 * The words of the estimator's item list that are functions of the list, in Bengali: they load with the list's code
 * when the visitor opens "List my items" (app/sections/estimator/estimator-tabs.tsx), so the page's first script
 * carries none of them.
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
  yourListWords: {
    title: "আপনার তালিকা",
    presets: "একটি সাধারণ বাড়ির তালিকা দিয়ে শুরু করুন, তারপর নিজের বাড়ির মতো করে বদলে নিন:",
    typical: (home: string) => ["সাধারণ ", home],
    empty: "এখনও কোনো জিনিস নেই। ওপর থেকে একটি সাধারণ বাড়ি বেছে নিন অথবা ঘর ধরে ধরে জিনিস যোগ করুন।",
    clear: "পুরো তালিকা মুছুন",
  },
  stepperWords: {
    count: (name: string, qty: number) => `${name}: ${qty}`,
    fewer: (name: string) => `একটি কম: ${name}`,
    more: (name: string) => `আরও একটি: ${name}`,
  },
  itemPickerWords: {
    title: "জিনিস যোগ করুন",
    room: "ঘর",
    search: "জিনিস খুঁজুন",
    placeholder: "যেমন আলমারি, ফ্রিজ, কার্টন",
    matches: (n: number, room: string) => `${indianNumber(n)}টি জিনিস মিলেছে; যোগ হবে এই ঘরে: ${room}।`,
    usual: (room: string) => `এই ঘরে সাধারণত যা থাকে; যোগ হবে এই ঘরে: ${room}।`,
    packed: (size: string) => ["প্যাক করে ", size],
    showAll: (n: number) => ["সবগুলি ", n, "টি জিনিস দেখান"],
  },
  quoteResultWords: {
    title: "আপনার তালিকার কোটেশন",
    vehicle: "গাড়ি: ",
    empty: "গাড়ি আর দাম দেখতে জিনিস যোগ করুন।",
    samePlace: "দুটি আলাদা শহর বেছে নিন।",
    stillToChoose: "এখনও বেছে নিতে হবে: ",
    theRoute: "রুট",
    stop: "।",
    priceTables: "দামের টেবিল",
    rule: "নিয়ম",
    total: "মোট, GST সহ",
    atActual: "মোটে ধরা নেই, রসিদ সহ আসল খরচে: ",
    onTheDay: "। শুধু দরকার পড়লে: ",
    approximate: "আনুমানিক দাম, ফ্রি সার্ভের পরে পাকা হবে। প্রতিটি অতিরিক্ত চার্জ ও তার নিয়ম:",
    chargesLink: "অতিরিক্ত চার্জ",
    confirm: "এই কোটেশন পাকা করুন",
    print: "তালিকা প্রিন্ট করুন",
    whatsapp: "WhatsApp-এ শেয়ার করুন",
    opensWhatsapp: " (WhatsApp খুলবে)",
    shareText: (link: string) => `শিফটিংয়ের জন্য আমার জিনিসপত্রের তালিকা: ${link}`,
    listLink: "এই তালিকার লিঙ্ক: ",
    plan: "সপ্তাহ ধরে ধরে শিফটিংয়ের প্ল্যান বানান",
  },
  printSummaryWords: {
    title: "জিনিসপত্রের তালিকার কোটেশন (আনুমানিক)",
    noRoute: "রুট বেছে নেওয়া হয়নি",
    movingOn: (date: string) => `, শিফটিংয়ের তারিখ ${date}`,
    stop: "। ",
    vehicle: "। গাড়ি: ",
    end: "।",
    list: "তালিকা",
    access: "যাতায়াতের ব্যবস্থা",
    pickup: "পিকআপ: ",
    delivery: "ডেলিভারি: ",
    packing: "প্যাকিং: ",
    price: "দাম, প্রযোজ্য চার্জ সহ",
    total: "মোট, GST সহ",
    atActual: "মোটে ধরা নেই, রসিদ সহ আসল খরচে: ",
    noPrice: "এখনও কোনো দাম নেই: ",
    incomplete: "রুট পুরোপুরি বেছে নেওয়া হয়নি।",
    footer: (siteUrl: string) => [
      "প্রতিটি অতিরিক্ত চার্জ ও তার নিয়ম: ",
      siteUrl,
      "/charges। দাম আনুমানিক, ফ্রি সার্ভের পরে পাকা হয়।",
    ],
  },
} satisfies Dictionary;
