/**
 * The item list's content in Bengali: the catalogue's goods, the rooms, the typical homes and the vehicles of
 * ../inventory/*, by their ids. Ids, volumes and every other figure stay the English records'; only what a
 * visitor reads changes. Types only from the English modules, so a Bengali page does not load the catalogue before
 * its item list opens. Every id needs its Bengali, as app/routes/hi/estimator.test.ts checks for the Hindi.
 */
import type { PresetId } from "~/content/inventory/presets.ts";
import type { RoomId } from "~/content/inventory/rooms.ts";

/** Each catalogue item's name, by id (../inventory/items.ts). */
export const itemNames: Readonly<Record<string, string>> = {
  // Living and dining
  "sofa-3": "সোফা, 3 সিটের",
  "sofa-2": "সোফা, 2 সিটের",
  "sofa-chair": "সোফা চেয়ার, 1 সিটের",
  "sofa-set": "সোফা সেট (3+1+1)",
  "sofa-cum-bed": "সোফা কাম বেড",
  diwan: "ডিভান, স্টোরেজ সহ",
  "centre-table": "সেন্টার টেবিল",
  "tv-unit": "TV ইউনিট",
  "tv-32": "TV, 32 ইঞ্চি পর্যন্ত",
  "tv-43": "TV, 40–43 ইঞ্চি",
  "tv-55": "TV, 50–55 ইঞ্চি",
  "tv-65": "TV, 65 ইঞ্চি বা তার বেশি",
  "home-theatre": "মিউজিক সিস্টেম বা হোম থিয়েটার",
  showcase: "শোকেস বা ক্রকারি ইউনিট",
  bookshelf: "বইয়ের তাক",
  "shoe-rack": "জুতোর র‍্যাক",
  "pooja-unit": "ঠাকুরের আসন (পুজোর ইউনিট)",
  "dining-4": "ডাইনিং টেবিল, 4 জনের, চেয়ার সহ",
  "dining-6": "ডাইনিং টেবিল, 6 জনের, চেয়ার সহ",
  chair: "চেয়ার",
  carpet: "কার্পেট বা শতরঞ্চি, গোটানো",
  "floor-lamp": "ফ্লোর ল্যাম্প",
  painting: "পেন্টিং বা আয়না",
  "ceiling-fan": "সিলিং ফ্যান, খুলে নামানো",
  "pedestal-fan": "স্ট্যান্ড ফ্যান বা টেবিল ফ্যান",
  "air-cooler": "এয়ার কুলার",
  inverter: "ইনভার্টার, ব্যাটারি সহ",
  aquarium: "অ্যাকোয়ারিয়াম, খালি করা",
  // Bedrooms
  "double-bed": "ডাবল বেড (কুইন বা কিং)",
  "single-bed": "সিঙ্গল বেড",
  "bunk-bed": "বাঙ্ক বেড",
  "mattress-double": "গদি, ডাবল",
  "mattress-single": "গদি, সিঙ্গল",
  "almirah-2": "স্টিলের আলমারি, 2 দরজার",
  "almirah-3": "স্টিলের আলমারি, 3 দরজার",
  "wardrobe-2": "কাঠের ওয়ার্ডরোব, 2 দরজার",
  "wardrobe-3": "কাঠের ওয়ার্ডরোব, 3 দরজার",
  "dressing-table": "ড্রেসিং টেবিল",
  "bedside-table": "খাটের পাশের সাইড টেবিল",
  "chest-of-drawers": "ড্রয়ারওয়ালা দেরাজ",
  "baby-cot": "বাচ্চার খাট বা দোলনা",
  trunk: "স্টিলের ট্রাঙ্ক বা বাক্স",
  suitcase: "স্যুটকেস বা ব্যাগ",
  "ac-split": "AC, স্প্লিট (ইনডোর ও আউটডোর ইউনিট)",
  "ac-window": "AC, উইন্ডো",
  // Kitchen
  "fridge-single": "ফ্রিজ, সিঙ্গল ডোর",
  "fridge-double": "ফ্রিজ, ডাবল ডোর",
  "fridge-side": "ফ্রিজ, সাইড-বাই-সাইড",
  "washing-machine": "ওয়াশিং মেশিন",
  microwave: "মাইক্রোওয়েভ বা ওটিজি",
  "water-purifier": "ওয়াটার পিউরিফায়ার (আর.ও.)",
  "gas-stove": "গ্যাসের উনুন বা হব",
  "gas-cylinder": "গ্যাস সিলিন্ডার (এলপিজি)",
  chimney: "কিচেন চিমনি, খুলে নামানো",
  dishwasher: "ডিশওয়াশার",
  "water-dispenser": "ওয়াটার ডিসপেনসার",
  "kitchen-rack": "রান্নাঘরের র‍্যাক বা ট্রলি",
  "grain-drum": "চাল-ডাল বা জিনিস রাখার ড্রাম",
  // Cartons
  "carton-small": "কার্টন, ছোট (বই, ক্রকারি)",
  "carton-medium": "কার্টন, মাঝারি (রান্নাঘরের জিনিস, খেলনা)",
  "carton-large": "কার্টন, বড় (জামাকাপড়, চাদর)",
  // Study
  "computer-desk": "কম্পিউটার ডেস্ক",
  "study-table": "পড়ার টেবিল",
  "desktop-computer": "ডেস্কটপ কম্পিউটার, মনিটর সহ",
  printer: "প্রিন্টার",
  "office-chair": "অফিস চেয়ার",
  "filing-cabinet": "ফাইলিং ক্যাবিনেট",
  piano: "কিবোর্ড বা ডিজিটাল পিয়ানো",
  // Balcony and store
  bicycle: "সাইকেল",
  "kids-bicycle": "বাচ্চাদের সাইকেল",
  "plant-small": "টবে গাছ, ছোট",
  "plant-large": "টবে গাছ, বড়",
  treadmill: "ট্রেডমিল",
  "exercise-bike": "এক্সারসাইজ সাইকেল",
  "drying-stand": "জামাকাপড় শুকোনোর স্ট্যান্ড",
  ladder: "মই",
  geyser: "গিজার, খুলে নামানো",
  toolbox: "যন্ত্রপাতির বাক্স",
  // Office
  workstation: "ওয়ার্কস্টেশন (একটি সিট)",
  "office-desk": "ম্যানেজারের ডেস্ক",
  "conference-table": "কনফারেন্স টেবিল",
  "reception-desk": "রিসেপশন ডেস্ক",
  "office-cupboard": "অফিসের স্টোরেজ আলমারি",
  "server-rack": "সার্ভার র‍্যাক (42U পর্যন্ত)",
  photocopier: "ফটোকপি মেশিন",
  "online-ups": "অনলাইন ইউপিএস, ব্যাটারি সহ",
  safe: "সিন্দুক বা লকার",
  whiteboard: "হোয়াইটবোর্ড",
  "visitor-chair": "ভিজিটর চেয়ার",
};

/** Other Bengali words visitors search an item by, beyond its name (the English `also`). */
export const itemSearchWords: Readonly<Record<string, readonly string[]>> = {
  "sofa-3": ["কাউচ"],
  "sofa-2": ["কাউচ"],
  "sofa-set": ["কাউচ"],
  diwan: ["দিওয়ান"],
  "centre-table": ["কফি টেবিল"],
  "tv-32": ["টিভি", "এলইডি"],
  "tv-43": ["টিভি", "এলইডি"],
  "tv-55": ["টিভি", "এলইডি"],
  "tv-65": ["টিভি", "এলইডি"],
  "tv-unit": ["টিভি"],
  "home-theatre": ["স্পিকার"],
  bookshelf: ["বুকশেলফ", "বইয়ের আলমারি"],
  "shoe-rack": ["চটি"],
  "pooja-unit": ["পুজো", "ঠাকুরঘর", "মন্দির"],
  carpet: ["গালিচা", "রাগ"],
  painting: ["ফ্রেম", "ছবি"],
  "ceiling-fan": ["পাখা"],
  "pedestal-fan": ["পাখা"],
  aquarium: ["ফিশ ট্যাঙ্ক"],
  "double-bed": ["খাট", "পালঙ্ক"],
  "single-bed": ["খাট", "চৌকি"],
  "mattress-double": ["ম্যাট্রেস", "তোশক"],
  "mattress-single": ["ম্যাট্রেস", "তোশক"],
  "almirah-2": ["গোদরেজ", "কাবার্ড"],
  "almirah-3": ["গোদরেজ", "কাবার্ড"],
  "wardrobe-2": ["আলমারি", "কাবার্ড"],
  "wardrobe-3": ["আলমারি", "কাবার্ড"],
  "chest-of-drawers": ["চেস্ট অফ ড্রয়ার্স", "আলমারি"],
  trunk: ["তোরঙ্গ"],
  suitcase: ["লাগেজ"],
  "ac-split": ["এসি"],
  "ac-window": ["এসি"],
  "fridge-single": ["রেফ্রিজারেটর"],
  "fridge-double": ["রেফ্রিজারেটর"],
  "fridge-side": ["রেফ্রিজারেটর"],
  microwave: ["ওভেন"],
  "water-purifier": ["ফিল্টার", "অ্যাকোয়াগার্ড"],
  "gas-stove": ["স্টোভ", "গ্যাস ওভেন"],
  "gas-cylinder": ["সিলিণ্ডার"],
  chimney: ["এগজস্ট"],
  "carton-small": ["বাক্স", "বক্স"],
  "carton-medium": ["বাক্স", "বক্স"],
  "carton-large": ["বাক্স", "বক্স"],
  "study-table": ["ডেস্ক", "স্টাডি টেবিল"],
  "desktop-computer": ["পিসি"],
  bicycle: ["বাইসাইকেল"],
  treadmill: ["জিম"],
  "exercise-bike": ["জিম"],
  ladder: ["ল্যাডার", "সিঁড়ি"],
  geyser: ["ওয়াটার হিটার"],
  toolbox: ["টুলবক্স"],
  photocopier: ["জেরক্স"],
  "online-ups": ["ইনভার্টার"],
  safe: ["তিজোরি"],
};

/** Why an item cannot be added, by id (the English `notCarried`). */
export const notCarriedTexts: Readonly<Record<string, string>> = {
  "gas-cylinder":
    "এটি আমরা নিই না: খালি নয় এমন গ্যাস সিলিন্ডার আমরা শিফট করি না (আমাদের নিয়ম ও শর্তাবলি দেখুন)। ট্রান্সফার ভাউচার নিয়ে আপনার সিলিন্ডারটি গ্যাস এজেন্সিতে ফেরত দিন, আর নতুন বাড়িতে সেখানকার এজেন্সি থেকে নিয়ে নিন।",
};

/** The rooms (../inventory/rooms.ts). */
export const roomNames: Readonly<Record<RoomId, string>> = {
  living: "লিভিং ও ডাইনিং",
  "bedroom-1": "বেডরুম 1",
  "bedroom-2": "বেডরুম 2",
  "bedroom-3": "বেডরুম 3",
  "bedroom-4": "বেডরুম 4",
  kitchen: "রান্নাঘর",
  study: "পড়ার ঘর",
  balcony: "বারান্দা ও স্টোররুম",
  office: "অফিস",
};

/** The typical homes (../inventory/presets.ts). */
export const presetNames: Readonly<Record<PresetId, string>> = {
  "1-bhk": "1 BHK",
  "2-bhk": "2 BHK",
  "3-bhk": "3 BHK",
};

/** The vehicles, by id, and the part load's shared truck (../inventory/vehicles.ts). */
export const vehicleNames: Readonly<Record<string, string>> = {
  "part-load": "পার্ট লোড (শেয়ার্ড ট্রাক)",
  "tata-ace": "Tata Ace মিনি ট্রাক",
  "14-ft": "14 ft ট্রাক",
  "17-ft": "17 ft ট্রাক",
  "20-ft": "19–20 ft কন্টেনার",
  "22-ft": "22 ft ট্রাক",
  "32-ft": "32 ft কন্টেনার",
};
