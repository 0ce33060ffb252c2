/**
 * The cost estimator's words in Bengali (docs/bengali-glossary.md): both tabs' sections, translated by the
 * names their modules give them, and the texts the estimator's libraries write (./estimator-text.ts). Only the
 * Bengali route module loads this; it imports the sections' words as types, so the item list's code still loads
 * only when its tab opens. Values stay English: field values, item ids, the query, and what goes to the office.
 */
import { indianNumber } from "~/config/numbers";
import type { CatalogueItem } from "~/content/inventory/items";
import type { RoomId, RoomKind } from "~/content/inventory/rooms";
import { formatPrice } from "~/content/prices/types";
import { NO_HOME } from "~/lib/estimate/input";
import type { InventoryQuote } from "~/lib/inventory/quote";
import type { Access, InventoryState } from "~/lib/inventory/state";
import { cityNames } from "~/locales/bn/content/city-list";
import {
  itemNames,
  itemSearchWords,
  notCarriedTexts,
  presetNames,
  roomNames,
  vehicleNames,
} from "~/locales/bn/content/inventory";
import { asActual } from "~/locales/bn/phrases";
import type { Dictionary } from "~/locales/book";

import { localizedPhrases, localizedQuotePhrases } from "./estimator-text";
import { localizedFloor } from "./floor";

/** Latin digits with Indian grouping, as on the English and Hindi pages (docs/bengali-glossary.md). */
const cuFt = (n: number) => `${indianNumber(n, 1)} cu ft`;

const placeName = (slug: string | undefined) => (slug === undefined ? undefined : cityNames[slug]?.name);

/**
 * A Bengali name in the genitive: "কলকাতার", "চেন্নাইয়ের", "হায়দরাবাদের", "একই শহরের"; a name in Latin script
 * or ending in a digit takes "-এর".
 */
function genitive(name: string): string {
  if (/[\u09BE-\u09CC\u09D7]\u0981?$/.test(name)) return `${name}র`;
  if (/[\u0985-\u0994]\u0981?$/.test(name)) return `${name}য়ের`;
  if (/[\u0980-\u09FF]$/.test(name)) return `${name}ের`;
  return `${name}-এর`;
}

/** Whether a visitor typed in Bengali script. */
const BENGALI = /[\u0980-\u09FF]/;

const itemName = (item: CatalogueItem) => itemNames[item.id] ?? item.name;

/** The catalogue's items whose Bengali name or search words hold every word typed, the room's usual items first. */
function searchInBengali(query: string, room: RoomKind, catalogue: readonly CatalogueItem[]): CatalogueItem[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  const haystack = (item: CatalogueItem) => [itemName(item), ...(itemSearchWords[item.id] ?? [])].join(" ");
  const usual = (item: CatalogueItem) => (item.rooms.includes(room) ? 0 : 1);
  return catalogue.filter((item) => words.every((w) => haystack(item).includes(w))).sort((a, b) => usual(a) - usual(b));
}

function vehicleLine({ vehicle }: InventoryQuote): string {
  switch (vehicle.kind) {
    case "none":
      return "এখনও কোনো জিনিস যোগ করা হয়নি";
    case "part-load":
      return vehicleNames["part-load"] ?? vehicle.name;
    case "vehicle":
      return `${vehicleNames[vehicle.vehicle.id] ?? vehicle.name} (${cuFt(vehicle.vehicle.usableCuFt)} ব্যবহারযোগ্য)`;
    case "too-large":
      return "আমাদের সবচেয়ে বড় কন্টেনারের চেয়েও বেশি: সার্ভেতে পরিকল্পনা হবে";
  }
}

function routeLine(state: InventoryState): string | undefined {
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

export const estimatorSections = {
  estimatorTextWords: {
    say: localizedPhrases,
    price: (price) => (price === "As Actual" ? asActual : `₹${formatPrice(price)}`),
    place: (place) => cityNames[place.slug]?.name ?? place.name,
  },
  estimatorFieldWords: {
    optional: " (ঐচ্ছিক)",
    from: "কোথা থেকে",
    to: "কোথায়",
    date: "শিফটিংয়ের তারিখ",
  },
  estimatorTabsWords: {
    label: "খরচ জানার উপায়",
    quick: "চটজলদি আনুমানিক খরচ",
    items: "আমার জিনিসপত্রের তালিকা",
    loading: "জিনিসপত্রের তালিকা খুলছে…",
  },
  estimatorWords: {
    noScript:
      "এই ক্যালকুলেটর JavaScript ছাড়া চলে না। একই অঙ্কগুলি আমাদের দামের টেবিলে আছে, নিচে “এই অঙ্কগুলি কোথা থেকে আসে” অংশে দেওয়া হয়েছে।",
  },
  estimatorFormWords: {
    title: "আপনার শিফটিংয়ের কথা জানান",
    intro: "আপনি যেমন যেমন বেছে নেবেন, দামের রেঞ্জ বদলাতে থাকবে। ফ্রি এস্টিমেট না চাওয়া পর্যন্ত কিছুই পাঠানো হয় না।",
    kind: "কী ধরনের শিফটিং?",
    kinds: {
      local: "শহরের মধ্যে",
      between: "এক শহর থেকে অন্য শহরে",
      defence: "ডিফেন্স রিলোকেশন",
      "fine-arts": "ফাইন আর্ট শিফটিং",
      warehousing: "ওয়্যারহাউসিং",
    },
    hints: {
      local: "বাড়ি বা অফিস, একই শহরে",
      between: "বাড়ি, কার ও বাইক",
      defence: "পোস্টিং ও বদলি",
      "fine-arts": "পেন্টিং, ভাস্কর্য, অ্যান্টিক",
      warehousing: "স্টোরেজে রাখা বা সেখান থেকে আনা",
    },
    sizeLegend: {
      local: "বাড়ি বা অফিসের মাপ",
      between: "বাড়ির মাপ",
      defence: "ঘরোয়া জিনিসপত্র কতটা",
      "fine-arts": "সংগ্রহ কত বড় (এত বড় বাড়ির সমান)",
      warehousing: "কতটা জিনিস রাখবেন (এত বড় বাড়ির সমান)",
    },
    size: (size: string) => (size === NO_HOME ? "শুধু কার/বাইক" : localizedPhrases.table(size)),
    city: "শহর",
    anyCity: "যেকোনো শহর",
    cityHint: "এটি শুধু আপনার ফ্রি এস্টিমেটের অনুরোধ পূরণ করতে কাজে লাগে।",
    chooseCity: "শহর বেছে নিন",
    car: "কার",
    noCar: "কার নেই",
    bike: "বাইক",
    noBike: "বাইক নেই",
    bikeHint: "ইঞ্জিনের সিসি বা বাইকের ধরন অনুযায়ী।",
    vehicleClass: localizedPhrases.table,
    dateHint: "এটি আপনার ফ্রি এস্টিমেটের অনুরোধে চলে যাবে; এতে দামের রেঞ্জ বদলায় না।",
    show: "আমার আনুমানিক খরচ দেখুন",
    reset: "আবার শুরু করুন",
  },
  estimateResultWords: {
    title: "আপনার আনুমানিক খরচ",
    empty: "শুরু করতে শিফটিংয়ের ধরন বেছে নিন; আপনি যেমন যেমন বাছবেন, দামের রেঞ্জ এখানে দেখা যাবে।",
    stillToChoose: "এখনও বেছে নিতে হবে: ",
    stop: "।",
    samePlace: "আপনি দুই দিকেই একই শহর বেছেছেন। একই শহরের মধ্যে শিফটিংয়ের জন্য",
    samePlaceChoice: "শহরের মধ্যে",
    samePlaceEnd: " বেছে নিন।",
    approximateRange: "আনুমানিক খরচের রেঞ্জ",
    details: "বিস্তারিত দেখুন",
    basis: (what: string) => ["ভিত্তি: ", what, "; "],
    list: (items: string[]) =>
      items.length > 1 ? `${items.slice(0, -1).join(", ")} ও ${items[items.length - 1]}` : (items[0] ?? ""),
    oneCity: "একই শহর",
    route: (from: string, to: string) => [from, " থেকে ", to, ": সড়কপথে প্রায় "],
    byRoad: " (আনুমানিক)",
    band: (band: string) => [", ", band, " ধাপে"],
    within: (city: string) => [genitive(city), " মধ্যে।"],
    total: "মোট",
    fromTable: (table: string) => ["“", table, "” টেবিল থেকে।"],
    approximate: "সব দামই আনুমানিক, ফ্রি সার্ভের পরে পাকা হয়।",
    extras: "সিঁড়ি, দূর পর্যন্ত বয়ে নেওয়া, ফার্নিচার খোলা-জোড়া ও অন্যান্য অতিরিক্ত চার্জ শুধু সেভাবেই নেওয়া হয়, যেভাবে",
    extrasLink: "আমাদের অতিরিক্ত চার্জের পেজে",
    extrasEnd: " লেখা আছে।",
    listLink: "আপনার জিনিসপত্রের তালিকা বানান",
    listEnd: "আর দেখুন কোন চার্জগুলি আপনার ক্ষেত্রে লাগবে।",
    roadDistance: (factor: number) => [
      "সড়কপথের দূরত্ব: আমাদের অফিসগুলির মধ্যে সরলরেখায় দূরত্ব × ",
      factor,
      ", 10 km-এর রাউন্ড ফিগারে।",
    ],
    request: "এই তথ্য দিয়ে ফ্রি এস্টিমেট নিন",
    bookSurvey: "ফ্রি সার্ভে বুক করুন",
    whatsapp: "WhatsApp-এ শেয়ার করুন",
    opensWhatsapp: " (WhatsApp খুলবে)",
    plan: "সপ্তাহ ধরে ধরে শিফটিংয়ের প্ল্যান বানান",
  },
  estimatorSourcesWords: {
    title: "এই অঙ্কগুলি কোথা থেকে আসে",
    intro:
      "এই ক্যালকুলেটর দামের সেই টেবিলগুলিই পড়ে, যা আমরা আমাদের পরিষেবার পেজে প্রকাশ করি; নিজে থেকে কিছু যোগ করে না। শহরগুলির মধ্যে দূরত্ব আনুমানিক: আমাদের অফিসগুলির মধ্যে সরলরেখায় দূরত্ব, রাস্তার হিসাবে বাড়িয়ে নেওয়া। আপনার সঠিক দাম ঠিক হয় আপনার জিনিসপত্রের ফ্রি সার্ভের পরে।",
    sources: [
      {
        title: "লোকাল শিফটিং",
        text: "একই শহরের মধ্যে ট্রান্সপোর্ট, প্যাকিং, আনপ্যাকিং ও লেবারের খরচ, 1 BHK থেকে অফিস পর্যন্ত।",
      },
      {
        title: "কলকাতা থেকে অন্য শহরে শিফটিং",
        text: "দিল্লি, মুম্বাই/পুনে, বেঙ্গালুরু, রাঁচি, চেন্নাই ও আহমেদাবাদের নির্দিষ্ট অঙ্ক।",
      },
      {
        title: "দূরত্ব অনুযায়ী হোম শিফটিং",
        text: "বাকি যেকোনো দুই শহরের মধ্যে, সড়কপথের দূরত্বের ধাপ আর বাড়ির মাপ অনুযায়ী।",
      },
      {
        title: "কার ও বাইক ট্রান্সপোর্ট",
        text: "পাঁচ ধরনের কার আর সাত ধরনের বাইক, দূরত্বের ধাপ অনুযায়ী।",
      },
      {
        title: "ডিফেন্স রিলোকেশন",
        text: "পোস্টিংয়ে শিফটিং, দূরত্বের ধাপ আর ঘরোয়া জিনিসপত্রের পরিমাণ অনুযায়ী।",
      },
      {
        title: "ফাইন আর্ট শিফটিং",
        text: "ক্রেটে প্যাক করা শিল্পকর্ম ও অ্যান্টিক, দূরত্বের ধাপ আর সংগ্রহের মাপ অনুযায়ী।",
      },
      {
        title: "ওয়্যারহাউসিং",
        text: "স্টোরেজে জিনিসপত্র রাখা বা সেখান থেকে আনার শিফটিং, দূরত্বের ধাপ অনুযায়ী।",
      },
    ],
  },
  inventoryTextWords: {
    say: localizedQuotePhrases,
    item: itemName,
    notCarried: (item) => (item.notCarried === undefined ? undefined : (notCarriedTexts[item.id] ?? item.notCarried)),
    room: (room) => roomNames[room.id as RoomId] ?? room.name,
    preset: (preset) => presetNames[preset.id] ?? preset.name,
    search: (query, room, english, catalogue) =>
      BENGALI.test(query) ? searchInBengali(query, room, catalogue) : english,
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
  inventoryBuilderWords: {
    loading: "আপনার তালিকা খুলছে…",
    ok: "ঠিক আছে",
    confirmClear: "পুরো তালিকা মুছে দেবেন? এটি আর ফিরিয়ে আনা যাবে না।",
  },
  yourListWords: {
    title: "আপনার তালিকা",
    presets: "একটি সাধারণ বাড়ির তালিকা দিয়ে শুরু করুন, তারপর নিজের বাড়ির মতো করে বদলে নিন:",
    typical: (home: string) => ["সাধারণ ", home],
    empty: "এখনও কোনো জিনিস নেই। উপর থেকে একটি সাধারণ বাড়ি বেছে নিন অথবা ঘর ধরে ধরে জিনিস যোগ করুন।",
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
  moveDetailsWords: {
    title: "আপনার শিফটিং",
    where: "শিফটিং কোথায়",
    moves: { local: "শহরের মধ্যে", between: "এক শহর থেকে অন্য শহরে" },
    city: "শহর (ঐচ্ছিক)",
    anyCity: "যেকোনো শহর",
    choose: "বেছে নিন",
    pickup: "পিকআপের জায়গায়",
    delivery: "ডেলিভারির জায়গায়",
    floor: "তলা",
    carry: "দরজা থেকে ট্রাক পর্যন্ত কত মিটার",
    lift: "ফার্নিচার ধরে এমন লিফট আছে",
    narrowLane: "গলি ট্রাকের পক্ষে খুব সরু",
    packing: "প্যাকিং",
    packings: { standard: "স্ট্যান্ডার্ড", premium: "প্রিমিয়াম" },
    self: "এগুলি আমি নিজেই খুলব ও আবার জুড়ব (চার্জ লাগবে না)",
    selfServices: {
      bed: "খাট",
      wardrobe: "কাঠের ওয়ার্ডরোব",
      table: "টেবিল ও ডেস্ক",
      workstation: "ওয়ার্কস্টেশন",
      ac: "AC (নিজের টেকনিশিয়ান দিয়ে)",
    },
    storage: "স্টোরেজ (দিন)",
    declaredValue: "বিমার জন্য ঘোষিত মূল্য (₹)",
    noInsurance: "বিমা না চাইলে ফাঁকা রাখুন।",
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
