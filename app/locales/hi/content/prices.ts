/**
 * The price tables' texts in Hindi: captions, what a price covers, row and column labels of the tables
 * in ../prices/bands.ts and ../prices/local-national.ts. The prices themselves are the English tables' cells,
 * never retyped.
 */
import { type TableId, tableTexts, type TableTitle } from "~/locales/records";

/** What the household tables' prices pay for: a truck of your own (bands.ts, DEDICATED). */
const DEDICATED = "सिर्फ आपके सामान के लिए अलग ट्रक, पूरी पैकिंग, डोर-टू-डोर";

/** Each price table's own texts, by the table's id. */
const titles = {
  localShiftingTable: {
    caption: "लोकल शिफ्टिंग की कीमत (अनुमानित, ₹ में)",
    covers: "शहर के अंदर शिफ्टिंग: हमारी टीम की पैकिंग, लोडिंग, ट्रांसपोर्ट, अनलोडिंग और अनपैकिंग; मिस्त्री का काम असल खर्च पर",
    rowHeader: "खर्च",
  },
  nationalShiftingTable: {
    caption: "कोलकाता से दूसरे शहरों में शिफ्टिंग की कीमत (अनुमानित, ₹ में)",
    covers: "उसी रूट की दूसरी शिफ्टिंग के साथ शेयर्ड ट्रक, स्टैंडर्ड पैकिंग, डोर-टू-डोर; कार शेयर्ड कार कैरियर पर",
    rowHeader: "कहां तक",
  },
  homeShiftingTable: { caption: "होम शिफ्टिंग (अनुमानित, ₹)", covers: DEDICATED, rowHeader: "दूरी" },
  warehousingTable: {
    caption: "स्टोरेज के साथ शिफ्टिंग (अनुमानित, ₹)",
    covers: "पूरी पैकिंग के साथ अलग ट्रक, हमारे गोदाम तक और वहां से वापस आपके दरवाजे तक; स्टोरेज का किराया हर महीने अलग से",
    rowHeader: "दूरी",
  },
  defenceTable: {
    caption: "डिफेंस रिलोकेशन (अनुमानित, ₹)",
    covers: `${DEDICATED}, और बिल उसी फॉर्मेट में जो आपकी यूनिट मांगती है`,
    rowHeader: "दूरी",
  },
  fineArtsTable: {
    caption: "फाइन आर्ट शिफ्टिंग (अनुमानित, ₹)",
    covers: `${DEDICATED}, कलाकृतियों समेत पूरे घर के लिए; नाप से बने क्रेट का कोटेशन सर्वे के बाद`,
    rowHeader: "दूरी",
  },
  carTable: { caption: "कार ट्रांसपोर्ट (अनुमानित, ₹)", covers: "बंद कार कैरियर, डोर-टू-डोर", rowHeader: "कार का प्रकार" },
  bikeTable: {
    caption: "बाइक ट्रांसपोर्ट (अनुमानित, ₹)",
    covers: "क्रेट में पैक बाइक, ट्रक से डोर-टू-डोर",
    rowHeader: "बाइक का प्रकार",
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
  "4+ BHK/Villa": "4+ BHK/विला",
  Office: "ऑफिस",
  Car: "कार",

  // Car types
  Hatchback: "हैचबैक",
  Sedan: "सेडान",
  SUV: "एसयूवी",
  Luxury: "लग्जरी",
  Sports: "स्पोर्ट्स",

  // Bike types
  "100–150cc": "100–150 सीसी",
  "150–250cc": "150–250 सीसी",
  "250–350cc": "250–350 सीसी",
  "350–500cc": "350–500 सीसी",
  "Cruiser Sports": "क्रूजर स्पोर्ट्स",
  "Off Road Sports": "ऑफ-रोड स्पोर्ट्स",

  // Distance bands
  "100–350 km": "100–350 km",
  "350–750 km": "350–750 km",
  "750–1200 km": "750–1200 km",
  "1200–1700 km": "1200–1700 km",
  "1700–2300 km": "1700–2300 km",
  "2300–3000 km": "2300–3000 km",
  "Up to 400 km": "400 km तक",
  "400–800 km": "400–800 km",
  "800–1300 km": "800–1300 km",
  "1300–1900 km": "1300–1900 km",

  // The local table's charges
  Transport: "ट्रांसपोर्ट",
  Packing: "पैकिंग",
  Unpacking: "अनपैकिंग",
  Labour: "मजदूरी",
  Handyman: "मिस्त्री का काम",
  Total: "कुल",

  // The national table's destinations
  Delhi: "दिल्ली",
  "Mumbai/Pune": "मुंबई/पुणे",
  Bangalore: "बेंगलुरु",
  Ranchi: "रांची",
  Chennai: "चेन्नई",
  Ahmedabad: "अहमदाबाद",
};

/** The price tables' texts in Hindi: one text, a whole table, and the tables pages show whole. */
export const {
  label: localizedLabel,
  table: localizedTable,
  tables: priceTables,
  caption: localizedCaption,
} = tableTexts(titles, labels);
