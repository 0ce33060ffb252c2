/**
 * The price tables' texts in Bengali: captions, what a price covers, row and column labels of the tables
 * in ../prices/bands.ts and ../prices/local-national.ts. The prices themselves are the English tables' cells,
 * never retyped.
 */
import { type TableId, tableTexts, type TableTitle } from "~/locales/records";

/** What the household tables' prices pay for: a truck of your own (bands.ts, DEDICATED). */
const DEDICATED = "শুধু আপনার জিনিসপত্রের জন্য আলাদা ট্রাক, পুরো প্যাকিং, ডোর-টু-ডোর";

/** Each price table's own texts, by the table's id. */
const titles = {
  localShiftingTable: {
    caption: "লোকাল শিফটিংয়ের খরচ (আনুমানিক, ₹-এ)",
    covers: "শহরের মধ্যে শিফটিং: আমাদের টিমের প্যাকিং, লোডিং, ট্রান্সপোর্ট, আনলোডিং ও আনপ্যাকিং; মিস্ত্রির কাজ আসল খরচে",
    rowHeader: "খরচ",
  },
  nationalShiftingTable: {
    caption: "কলকাতা থেকে অন্য শহরে শিফটিংয়ের খরচ (আনুমানিক, ₹-এ)",
    covers: "একই রুটের অন্য শিফটিংয়ের সঙ্গে শেয়ার্ড ট্রাক, স্ট্যান্ডার্ড প্যাকিং, ডোর-টু-ডোর; কার যায় শেয়ার্ড কার ক্যারিয়ারে",
    rowHeader: "কোথায়",
  },
  homeShiftingTable: { caption: "হোম শিফটিং (আনুমানিক, ₹)", covers: DEDICATED, rowHeader: "দূরত্ব" },
  warehousingTable: {
    caption: "স্টোরেজ সহ শিফটিং (আনুমানিক, ₹)",
    covers:
      "পুরো প্যাকিং সহ আলাদা ট্রাক, আমাদের গুদাম পর্যন্ত এবং সেখান থেকে আবার আপনার দরজায়; স্টোরেজের ভাড়া প্রতি মাসে আলাদা",
    rowHeader: "দূরত্ব",
  },
  defenceTable: {
    caption: "ডিফেন্স রিলোকেশন (আনুমানিক, ₹)",
    covers: `${DEDICATED}, আর বিল আপনার ইউনিট যে ফরম্যাটে চায় সেই ফরম্যাটেই`,
    rowHeader: "দূরত্ব",
  },
  fineArtsTable: {
    caption: "ফাইন আর্ট শিফটিং (আনুমানিক, ₹)",
    covers: `${DEDICATED}, শিল্পকর্ম সহ গোটা বাড়ির জন্য; মাপমতো তৈরি ক্রেটের কোটেশন সার্ভের পরে`,
    rowHeader: "দূরত্ব",
  },
  carTable: { caption: "কার ট্রান্সপোর্ট (আনুমানিক, ₹)", covers: "বন্ধ কার ক্যারিয়ার, ডোর-টু-ডোর", rowHeader: "কারের ধরন" },
  bikeTable: {
    caption: "বাইক ট্রান্সপোর্ট (আনুমানিক, ₹)",
    covers: "ক্রেটে প্যাক করা বাইক, ট্রাকে ডোর-টু-ডোর",
    rowHeader: "বাইকের ধরন",
  },
} satisfies Record<TableId, TableTitle>;

/**
 * The tables' row and column labels, by the label: the tables' data, which the estimator takes and the office
 * receives as they are. Labels that read the same in this language (BHK sizes, distance bands in km) are listed too, so a new
 * English label is caught rather than shown untranslated.
 */
const labels: Record<string, string> = {
  // Home sizes and the local and national tables' other columns
  "1 BHK": "1 BHK",
  "2 BHK": "2 BHK",
  "3 BHK": "3 BHK",
  "4+ BHK/Villa": "4+ BHK/ভিলা",
  Office: "অফিস",
  Car: "কার",

  // Car types
  Hatchback: "হ্যাচব্যাক",
  Sedan: "সেডান",
  SUV: "এসইউভি",
  Luxury: "লাক্সারি",
  Sports: "স্পোর্টস",

  // Bike types
  "100–150cc": "100–150 সিসি",
  "150–250cc": "150–250 সিসি",
  "250–350cc": "250–350 সিসি",
  "350–500cc": "350–500 সিসি",
  "Cruiser Sports": "ক্রুজার স্পোর্টস",
  "Off Road Sports": "অফ-রোড স্পোর্টস",

  // Distance bands
  "100–350 km": "100–350 km",
  "350–750 km": "350–750 km",
  "750–1200 km": "750–1200 km",
  "1200–1700 km": "1200–1700 km",
  "1700–2300 km": "1700–2300 km",
  "2300–3000 km": "2300–3000 km",
  "Up to 400 km": "400 km পর্যন্ত",
  "400–800 km": "400–800 km",
  "800–1300 km": "800–1300 km",
  "1300–1900 km": "1300–1900 km",

  // The local table's charges
  Transport: "ট্রান্সপোর্ট",
  Packing: "প্যাকিং",
  Unpacking: "আনপ্যাকিং",
  Labour: "মজুরি",
  Handyman: "মিস্ত্রির কাজ",
  Total: "মোট",

  // The national table's destinations
  Delhi: "দিল্লি",
  "Mumbai/Pune": "মুম্বাই/পুনে",
  Bangalore: "বেঙ্গালুরু",
  Ranchi: "রাঁচি",
  Chennai: "চেন্নাই",
  Ahmedabad: "আহমেদাবাদ",
};

/** The price tables' texts in Bengali: one text, a whole table, and the tables pages show whole. */
export const {
  label: localizedLabel,
  table: localizedTable,
  tables: priceTables,
  caption: localizedCaption,
} = tableTexts(titles, labels);
