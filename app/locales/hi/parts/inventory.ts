/**
 * The words of the estimator's item list that are functions of the list, in Hindi: they load with the list's code
 * when the visitor opens "List my items" (app/sections/estimator/estimator-tabs.tsx), so the page's first script
 * carries none of them.
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
  yourListWords: {
    title: "आपकी सूची",
    presets: "किसी आम घर की सूची से शुरू करें, फिर उसे अपने घर के हिसाब से बदल लें:",
    typical: (home: string) => ["आम ", home],
    empty: "अभी कोई सामान नहीं है। ऊपर से कोई आम घर चुनें या कमरे के हिसाब से सामान जोड़ें।",
    clear: "पूरी सूची मिटाएं",
  },
  stepperWords: {
    count: (name: string, qty: number) => `${name}: ${qty}`,
    fewer: (name: string) => `एक कम: ${name}`,
    more: (name: string) => `एक और: ${name}`,
  },
  itemPickerWords: {
    title: "सामान जोड़ें",
    room: "कमरा",
    search: "सामान खोजें",
    placeholder: "जैसे अलमारी, फ्रिज, कार्टन",
    matches: (n: number, room: string) => `${indianNumber(n)} चीजें मिलीं; ${room} में जुड़ेंगी।`,
    usual: (room: string) => `इस कमरे का आम सामान; ${room} में जुड़ेगा।`,
    packed: (size: string) => ["पैक होकर ", size],
    showAll: (n: number) => ["सभी ", n, " चीजें दिखाएं"],
  },
  quoteResultWords: {
    title: "आपकी सूची का कोटेशन",
    vehicle: "गाड़ी: ",
    empty: "गाड़ी और कीमत देखने के लिए सामान जोड़ें।",
    samePlace: "दो अलग-अलग शहर चुनें।",
    stillToChoose: "अभी चुनना बाकी है: ",
    theRoute: "रूट",
    stop: "।",
    priceTables: "कीमतों की टेबल",
    rule: "नियम",
    total: "कुल, GST सहित",
    atActual: "कुल में शामिल नहीं, रसीद के साथ असल खर्च पर: ",
    onTheDay: "। सिर्फ जरूरत पड़ने पर: ",
    approximate: "अनुमानित कीमत, फ्री सर्वे के बाद पक्की होगी। हर अतिरिक्त चार्ज और उसका नियम:",
    chargesLink: "अतिरिक्त चार्ज",
    confirm: "यह कोटेशन पक्का करवाएं",
    print: "सूची प्रिंट करें",
    whatsapp: "WhatsApp पर शेयर करें",
    opensWhatsapp: " (WhatsApp खुलेगा)",
    shareText: (link: string) => `शिफ्टिंग के लिए मेरे सामान की सूची: ${link}`,
    listLink: "इस सूची का लिंक: ",
    plan: "हफ्ते-दर-हफ्ते शिफ्टिंग का प्लान बनाएं",
  },
  printSummaryWords: {
    title: "सामान की सूची का कोटेशन (अनुमानित)",
    noRoute: "रूट नहीं चुना गया",
    movingOn: (date: string) => `, शिफ्टिंग की तारीख ${date}`,
    stop: "। ",
    vehicle: "। गाड़ी: ",
    end: "।",
    list: "सूची",
    access: "पहुंच",
    pickup: "पिकअप: ",
    delivery: "डिलीवरी: ",
    packing: "पैकिंग: ",
    price: "कीमत, लागू होने वाले चार्ज के साथ",
    total: "कुल, GST सहित",
    atActual: "कुल में शामिल नहीं, रसीद के साथ असल खर्च पर: ",
    noPrice: "अभी कोई कीमत नहीं: ",
    incomplete: "रूट पूरा नहीं चुना गया है।",
    footer: (siteUrl: string) => [
      "हर अतिरिक्त चार्ज और उसका नियम: ",
      siteUrl,
      "/charges। कीमतें अनुमानित हैं और फ्री सर्वे के बाद पक्की होती हैं।",
    ],
  },
} satisfies Dictionary;
