/** The photos' alt texts in Hindi: translates `imageAlts` of ../images.ts, slot by slot. */
import { cityPageList } from "~/content/city-list.ts";
import { cityImageId, imageAlts } from "~/content/images.ts";
import type { Dictionary } from "~/locales/book";

import { cityNames } from "./city-list.ts";

const fixed: Record<string, string> = {
  "home-hero": "तंग गली में मूविंग ट्रक में सामान लादती हमारी टीम",
  "crew-packing": "कार्टन पर टेप लगाते और लेबल लिखते हमारे दो पैकर",
  warehouse: "हमारे गोदाम का एक गलियारा, पैलेट रैक पर रखे कार्टन",
  "home-shifting": "शिफ्टिंग से पहले घर का फर्नीचर लपेटते पैकर",
  "office-relocation": "लपेटे हुए मॉनिटर और ऑफिस की कुर्सियां बाहर ले जाती टीम",
  "vehicle-shifting": "कार कैरियर ट्रक पर बांधी गई एक कार और एक मोटरसाइकिल",
  "car-transport": "रैंप से हमारे बंद कार कैरियर में चढ़ाई जा रही एक कार",
  "bike-transport": "लकड़ी के खुले क्रेट में सीधी खड़ी करके बांधी गई, लपेटी हुई मोटरसाइकिल",
  "local-shifting": "शहर के अंदर शिफ्टिंग के लिए फ्लैटों की इमारत से छोटे ट्रक तक कार्टन ले जाती हमारी टीम",
  "defence-relocation": "सेना का एक परिवार, जो टीम को अपने ट्रंक लादते देख रहा है",
  "fine-arts-relocation": "फ्रेम की हुई पेंटिंग, जिसे गद्देदार लकड़ी के क्रेट में उतारा जा रहा है",
  "goods-insurance": "सही के निशान वाली ढाल के नीचे पैक कार्टन और एक टीवी, बगल में हस्ताक्षर की हुई बीमा पॉलिसी",
  "about-team": "ट्रक के सामने एक साथ खड़ी हमारी मूविंग टीम और ऑफिस टीम",
  career: "नए साथी को कार्टन पर टेप लगाना सिखाते हमारे एक टीम लीडर",
  process: "पुराने घर से नए घर तक सड़क पर चलता ट्रक, रास्ते में पड़ाव दर पड़ाव",
  "iba-approved-transporter": "बैंक के बाहर एक बैंक कर्मचारी को स्वीकृत बिल देती हमारी टीम, पीछे तैयार खड़ा ट्रक",
};

/** What stands behind each office in its drawing: the Hindi of the English alt texts' landmarks. */
const landmarks: Record<string, string> = {
  kolkata: "हावड़ा ब्रिज",
  ahmedabad: "झूलता मीनार और आसमान में पतंगें",
  bangalore: "विधान सौध",
  bhagalpur: "गंगा पर विक्रमशिला सेतु",
  bhubaneshwar: "लिंगराज मंदिर",
  chennai: "एक मंदिर का गोपुरम",
  chhapra: "नदी का एक घाट",
  delhi: "इंडिया गेट",
  gurgaon: "साइबर सिटी की ऊंची इमारतें",
  guwahati: "कामाख्या मंदिर",
  hyderabad: "चारमीनार",
  jaipur: "हवा महल",
  jamshedpur: "इस्पात कारखाने की चिमनियां",
  mumbai: "गेटवे ऑफ इंडिया",
  patna: "गोलघर",
  pune: "शनिवार वाड़ा",
  raipur: "एक घंटाघर",
  ranchi: "पहाड़ी मंदिर और उसका झंडा",
};

const city = Object.fromEntries(
  cityPageList.map(({ slug }) => [
    cityImageId(slug),
    `हमारे ${cityNames[slug]?.name ?? slug} ऑफिस का सामने का हिस्सा, पीछे ${landmarks[slug] ?? ""}`,
  ]),
);

const alts = { ...fixed, ...city };
const missing = [
  ...Object.keys(imageAlts).filter((id) => !(id in alts)),
  ...cityPageList.filter(({ slug }) => !landmarks[slug]).map(({ slug }) => cityImageId(slug)),
];
if (missing.length > 0) throw new Error(`No Hindi alt text for the photo slot(s): ${missing.join(", ")}`);

export const images = { imageAlts: alts } satisfies Dictionary;
