/**
 * The item list's content in Hindi: the catalogue's goods, the rooms, the typical homes and the vehicles
 * of ../inventory/*, by their ids. Ids, volumes and every other figure stay the English records'; only what a
 * visitor reads changes. Types only from the English modules, so a Hindi page does not load the catalogue before
 * its item list opens. app/locales/locales.test.ts checks no text is left in English.
 */
import type { PresetId } from "~/content/inventory/presets.ts";
import type { RoomId } from "~/content/inventory/rooms.ts";

/** Each catalogue item's name, by id (../inventory/items.ts). */
export const itemNames: Readonly<Record<string, string>> = {
  // Living and dining
  "sofa-3": "सोफा, 3 सीट वाला",
  "sofa-2": "सोफा, 2 सीट वाला",
  "sofa-chair": "सोफा चेयर, 1 सीट वाली",
  "sofa-set": "सोफा सेट (3+1+1)",
  "sofa-cum-bed": "सोफा कम बेड",
  diwan: "दीवान, स्टोरेज वाला",
  "centre-table": "सेंटर टेबल",
  "tv-unit": "TV यूनिट",
  "tv-32": "TV, 32 इंच तक",
  "tv-43": "TV, 40–43 इंच",
  "tv-55": "TV, 50–55 इंच",
  "tv-65": "TV, 65 इंच या उससे बड़ा",
  "home-theatre": "म्यूजिक सिस्टम या होम थिएटर",
  showcase: "शोकेस या क्रॉकरी यूनिट",
  bookshelf: "किताबों की अलमारी",
  "shoe-rack": "जूतों का रैक",
  "pooja-unit": "पूजा का मंदिर",
  "dining-4": "डाइनिंग टेबल, 4 सीट, कुर्सियों के साथ",
  "dining-6": "डाइनिंग टेबल, 6 सीट, कुर्सियों के साथ",
  chair: "कुर्सी",
  carpet: "कालीन या दरी, लपेटी हुई",
  "floor-lamp": "फ्लोर लैंप",
  painting: "पेंटिंग या शीशा",
  "ceiling-fan": "छत का पंखा, उतारा हुआ",
  "pedestal-fan": "स्टैंड वाला या टेबल पंखा",
  "air-cooler": "कूलर",
  inverter: "इन्वर्टर, बैटरी के साथ",
  aquarium: "एक्वेरियम, खाली किया हुआ",
  // Bedrooms
  "double-bed": "डबल बेड (क्वीन या किंग)",
  "single-bed": "सिंगल बेड",
  "bunk-bed": "बंक बेड",
  "mattress-double": "गद्दा, डबल",
  "mattress-single": "गद्दा, सिंगल",
  "almirah-2": "स्टील की अलमारी, 2 दरवाजे",
  "almirah-3": "स्टील की अलमारी, 3 दरवाजे",
  "wardrobe-2": "लकड़ी का वार्डरोब, 2 दरवाजे",
  "wardrobe-3": "लकड़ी का वार्डरोब, 3 दरवाजे",
  "dressing-table": "ड्रेसिंग टेबल",
  "bedside-table": "बेड के पास की साइड टेबल",
  "chest-of-drawers": "दराजों वाली अलमारी",
  "baby-cot": "बच्चे का पालना या झूला",
  trunk: "स्टील का ट्रंक या बक्सा",
  suitcase: "सूटकेस या बैग",
  "ac-split": "AC, स्प्लिट (इनडोर और आउटडोर यूनिट)",
  "ac-window": "AC, विंडो",
  // Kitchen
  "fridge-single": "फ्रिज, सिंगल डोर",
  "fridge-double": "फ्रिज, डबल डोर",
  "fridge-side": "फ्रिज, साइड-बाय-साइड",
  "washing-machine": "वॉशिंग मशीन",
  microwave: "माइक्रोवेव या ओटीजी",
  "water-purifier": "वॉटर प्यूरीफायर (आरओ)",
  "gas-stove": "गैस चूल्हा या हॉब",
  "gas-cylinder": "गैस सिलेंडर (एलपीजी)",
  chimney: "किचन चिमनी, उतारी हुई",
  dishwasher: "डिशवॉशर",
  "water-dispenser": "वॉटर डिस्पेंसर",
  "kitchen-rack": "किचन रैक या ट्रॉली",
  "grain-drum": "अनाज या सामान रखने का ड्रम",
  // Cartons
  "carton-small": "कार्टन, छोटा (किताबें, क्रॉकरी)",
  "carton-medium": "कार्टन, मीडियम (रसोई का सामान, खिलौने)",
  "carton-large": "कार्टन, बड़ा (कपड़े, चादरें)",
  // Study
  "computer-desk": "कंप्यूटर डेस्क",
  "study-table": "स्टडी टेबल",
  "desktop-computer": "डेस्कटॉप कंप्यूटर, मॉनिटर के साथ",
  printer: "प्रिंटर",
  "office-chair": "ऑफिस चेयर",
  "filing-cabinet": "फाइलिंग कैबिनेट",
  piano: "कीबोर्ड या डिजिटल पियानो",
  // Balcony and store
  bicycle: "साइकिल",
  "kids-bicycle": "बच्चों की साइकिल",
  "plant-small": "गमले में पौधा, छोटा",
  "plant-large": "गमले में पौधा, बड़ा",
  treadmill: "ट्रेडमिल",
  "exercise-bike": "एक्सरसाइज साइकिल",
  "drying-stand": "कपड़े सुखाने का स्टैंड",
  ladder: "सीढ़ी (लैडर)",
  geyser: "गीजर, उतारा हुआ",
  toolbox: "औजारों का बक्सा",
  // Office
  workstation: "वर्कस्टेशन (एक सीट)",
  "office-desk": "मैनेजर की डेस्क",
  "conference-table": "कॉन्फ्रेंस टेबल",
  "reception-desk": "रिसेप्शन डेस्क",
  "office-cupboard": "ऑफिस की स्टोरेज अलमारी",
  "server-rack": "सर्वर रैक (42U तक)",
  photocopier: "फोटोकॉपी मशीन",
  "online-ups": "ऑनलाइन यूपीएस, बैटरियों के साथ",
  safe: "तिजोरी या लॉकर",
  whiteboard: "व्हाइटबोर्ड",
  "visitor-chair": "विजिटर चेयर",
};

/** Other Hindi words visitors search an item by, beyond its name (the English `also`). */
export const itemSearchWords: Readonly<Record<string, readonly string[]>> = {
  "sofa-3": ["काउच"],
  "sofa-2": ["काउच"],
  "sofa-set": ["काउच"],
  "centre-table": ["कॉफी टेबल"],
  "tv-32": ["टीवी", "एलईडी"],
  "tv-43": ["टीवी", "एलईडी"],
  "tv-55": ["टीवी", "एलईडी"],
  "tv-65": ["टीवी", "एलईडी"],
  "tv-unit": ["टीवी"],
  "home-theatre": ["स्पीकर"],
  "shoe-rack": ["चप्पल"],
  "pooja-unit": ["पूजा घर"],
  chair: ["चेयर"],
  "double-bed": ["पलंग", "खाट"],
  "single-bed": ["पलंग", "खाट"],
  "almirah-2": ["गोदरेज", "कपबोर्ड"],
  "almirah-3": ["गोदरेज", "कपबोर्ड"],
  "wardrobe-2": ["अलमारी", "कपबोर्ड"],
  "wardrobe-3": ["अलमारी", "कपबोर्ड"],
  "ac-split": ["एसी"],
  "ac-window": ["एसी"],
  "fridge-single": ["रेफ्रिजरेटर"],
  "fridge-double": ["रेफ्रिजरेटर"],
  "fridge-side": ["रेफ्रिजरेटर"],
  microwave: ["ओवन"],
  "gas-stove": ["स्टोव"],
  "gas-cylinder": ["सिलिंडर"],
  "carton-small": ["डिब्बा", "बॉक्स"],
  "carton-medium": ["डिब्बा", "बॉक्स"],
  "carton-large": ["डिब्बा", "बॉक्स"],
  "study-table": ["डेस्क"],
  "desktop-computer": ["पीसी"],
  bicycle: ["सायकल"],
  geyser: ["वॉटर हीटर"],
  toolbox: ["टूलबॉक्स"],
  photocopier: ["जेरॉक्स"],
  "online-ups": ["इन्वर्टर"],
};

/** Why an item cannot be added, by id (the English `notCarried`). */
export const notCarriedTexts: Readonly<Record<string, string>> = {
  "gas-cylinder":
    "यह हम नहीं ले जाते: भरे हुए गैस सिलेंडर हम शिफ्ट नहीं करते (हमारे नियम और शर्तें देखें)। अपना सिलेंडर ट्रांसफर वाउचर लेकर अपनी गैस एजेंसी को लौटा दें और नए घर पर वहां की एजेंसी से ले लें।",
};

/** The rooms (../inventory/rooms.ts). */
export const roomNames: Readonly<Record<RoomId, string>> = {
  living: "लिविंग और डाइनिंग",
  "bedroom-1": "बेडरूम 1",
  "bedroom-2": "बेडरूम 2",
  "bedroom-3": "बेडरूम 3",
  "bedroom-4": "बेडरूम 4",
  kitchen: "किचन",
  study: "स्टडी रूम",
  balcony: "बालकनी और स्टोर",
  office: "ऑफिस",
};

/** The typical homes (../inventory/presets.ts). */
export const presetNames: Readonly<Record<PresetId, string>> = {
  "1-bhk": "1 BHK",
  "2-bhk": "2 BHK",
  "3-bhk": "3 BHK",
};

/** The vehicles, by id, and the part load's shared truck (../inventory/vehicles.ts). */
export const vehicleNames: Readonly<Record<string, string>> = {
  "part-load": "पार्ट लोड (शेयर्ड ट्रक)",
  "tata-ace": "Tata Ace मिनी ट्रक",
  "14-ft": "14 ft ट्रक",
  "17-ft": "17 ft ट्रक",
  "20-ft": "19–20 ft कंटेनर",
  "22-ft": "22 ft ट्रक",
  "32-ft": "32 ft कंटेनर",
};
