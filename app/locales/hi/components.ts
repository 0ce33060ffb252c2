/**
 * The shared components' words in Hindi (docs/hindi-glossary.md), each paired with the English words its
 * component exports. The Hindi route modules hand them to their pages with the Hindi content; English pages never
 * load this module.
 */
import { indianNumber } from "~/config/numbers";
import { CITIES_SERVED, OFFICE_HOURS, PHONE_HOURS, REPLY_MINUTES } from "~/content/facts";
import { formatPrice } from "~/content/prices/types";
import type { Dictionary } from "~/locales/book";
import { branchesText, citiesServedText, yearsText } from "~/locales/hi/content/facts";
import { localizedHours } from "~/locales/hi/strings";

/**
 * A cell charged at actual cost ("As Actual", SPEC §9): here, with the price table's words every page has, rather
 * than in the price tables' texts, which only pages with a table load.
 */
export const asActual = "असल खर्च पर";

export const components = {
  stepsAsideWords: {
    step: (n: number) => ["स्टेप ", n, ": "],
    talk: "सीधे बात करना चाहते हैं?",
    call: "कॉल करें: ",
  },
  cityFactWords: {
    fromKolkata: "कोलकाता से घर की शिफ्टिंग",
    localMove: "शहर के अंदर घर की शिफ्टिंग",
    from: (price: number) => `₹${formatPrice({ fixed: price })} से`,
    transit: "कोलकाता से पहुंचने में",
    days: (min: number, max: number) => (min === max ? `${min} दिन` : `${min}–${max} दिन`),
    officeOpen: "ऑफिस खुला",
    officeHours: `सोम–शनि, ${localizedHours(OFFICE_HOURS)}`,
  },
  companyFactWords: {
    localMove: "शहर के अंदर घर की शिफ्टिंग",
    from: (price: number) => `₹${formatPrice({ fixed: price })} से`,
    quoteReply: "कोटेशन का जवाब",
    reply: `${REPLY_MINUTES} मिनट के अंदर`,
    phoneLines: "फोन लाइन",
    phoneHours: `रोज ${localizedHours(PHONE_HOURS)}`,
  },
  proofPanelWords: {
    rating: "ग्राहक रेटिंग",
    gst: "प्रकाशित रेट",
    beforeGst: (percent: number) => `${percent}% GST से पहले`,
    ibaCode: "IBA मान्यता कोड",
    domains: "हमारी एकमात्र वेबसाइट और ई-मेल",
    years: "परिवारों की शिफ्टिंग का अनुभव",
    yearsValue: yearsText,
  },
  bookSurveyLinkWords: { label: "फ्री सर्वे बुक करें" },
  guaranteeLinkWords: { label: "100% सुरक्षा गारंटी" },
  mapWords: {
    show: "नक्शा दिखाएं",
    source: "नक्शा OpenStreetMap से लोड होगा",
    larger: "बड़ा नक्शा देखें",
    newTab: "(OpenStreetMap नए टैब में खुलेगा)",
  },
  ratingBasisWords: {
    basis: (reviews: number) => ["", ` पर ${indianNumber(reviews)} रिव्यू के आधार पर`],
  },
  servicesBannerWords: {
    title: "हर तरह की शिफ्टिंग के लिए एक ही टीम",
    text: "घर, ऑफिस, कार, बाइक, कलाकृतियां और स्टोरेज — एक ही ट्रेंड टीम पैक करती है, पहुंचाती है और बीमा करवाती है।",
    button: "हमारी सभी सेवाएं देखें",
  },
  howItWorksWords: {
    title: "यह कैसे काम करता है?",
    step: "स्टेप",
    row: "शिफ्टिंग के स्टेप",
  },
  foldedParagraphsWords: { readMore: "और पढ़ें" },
  breadcrumbWords: { label: "आप यहां हैं" },
  officeContactWords: {
    address: "पता",
    phone: "फोन",
    email: "ई-मेल",
    hours: "समय",
  },
  ourServicesCrumb: [
    { label: "होम", to: "/" },
    { label: "हमारी सेवाएं", to: "/our-services" },
  ],
  faqWords: {
    title: "अक्सर पूछे जाने वाले सवाल",
    eyebrow: "सवाल-जवाब",
    intro: "सर्वे, पैकिंग, ट्रैकिंग, क्लेम और तारीखों के बारे में छोटे-छोटे जवाब। फिर भी कोई शंका हो तो किसी भी दिन कॉल करें।",
  },
  safetyGuaranteeWords: {
    eyebrow: "हमारा वादा, पूरा का पूरा",
    title: "100% सुरक्षा गारंटी का मतलब क्या है",
    intro:
      "हमारा पैक किया कोई सामान हमारे पास रहते खो जाए या टूट जाए, तो हम उसकी भरपाई करते हैं। इसमें ठीक-ठीक क्या आता है, यहां पढ़ें।",
    covered: "किसकी गारंटी है",
    howToClaim: "क्लेम कैसे करें",
    limits: "सीमाएं",
    summary: "किसकी गारंटी है, क्लेम कैसे करें और सीमाएं",
    readTerms: "हमारी शर्तों में क्लेम वाला हिस्सा पढ़ें",
  },
  testimonialCardsWords: {
    heading: "खुश ग्राहक",
    intro: "शिफ्टिंग के बाद परिवारों और कंपनियों ने हमारे बारे में क्या कहा।",
    readAll: "सभी ग्राहकों के रिव्यू पढ़ें",
    translatedNote: "ग्राहकों ने ये रिव्यू अंग्रेजी में लिखे थे; यहां उनका हिन्दी अनुवाद है।",
  },
  networkBlockWords: {
    title: "हमारा सर्विस नेटवर्क",
    eyebrow: "पूरे भारत में",
    citiesLabel: "जिन शहरों में हम हैं",
    rowLabel: "ब्रांच वाले शहर",
    cityLink: (city: string) => `${city} में पैकर्स एंड मूवर्स`,
    compactIntro: `हमारी ${branchesText} ${CITIES_SERVED}+ शहरों तक सामान पहुंचाते हैं, पैकिंग से अनलोडिंग तक एक ही चेकलिस्ट के साथ।`,
    intro: `गुजरात से असम तक हमारी ${branchesText} ${CITIES_SERVED}+ शहरों तक सामान पहुंचाते हैं — और जो टीम आपका घर पैक करती है और जो दूसरी तरफ सामान उतारती है, दोनों एक ही चेकलिस्ट पर चलती हैं।`,
    viewAll: "पूरा नेटवर्क देखें",
    branchCities: "ब्रांच वाले शहर",
    states: "राज्य और केंद्र शासित प्रदेश",
    citiesServedMeans: "जिन शहरों और कस्बों तक हमने सामान पहुंचाया है",
    citiesServed: citiesServedText,
  },
  priceTableWords: {
    note: "सभी कीमतें अनुमानित हैं और फ्री सर्वे के बाद पक्की होती हैं।",
    covers: "इस कीमत में शामिल:",
    estimate: "अपनी शिफ्टिंग का खर्च जानें",
    asActual,
  },
  companyIdentityWords: {
    legalName: "रजिस्टर्ड नाम",
    ibaApproval: "IBA मान्यता",
    founded: "स्थापना",
    director: "संस्थापक और मैनेजिंग डायरेक्टर",
    fleet: "अपने वाहन",
    fleetSize: (n: number) => `${n} ट्रक और कार कैरियर`,
    insurers: "ट्रांजिट बीमा कंपनियां",
    eyebrow: "रजिस्टर्ड कंपनी",
    title: "कंपनी की जानकारी",
    intro:
      "हमारे हर कोटेशन, कंसाइनमेंट नोट (LR) और बिल पर यही नंबर छपे होते हैं। जो भी खुद को हमारी कंपनी का बताए, उसे पैसे देने से पहले ये नंबर मिला लें।",
    verifyLink: "कैसे जांचें कि कोई कॉल, कोटेशन या पैसे की मांग सच में हमारी ओर से है",
  },
  carouselWords: {
    previous: (subject: string) => `पिछला: ${subject}`,
    pause: (subject: string) => `रोकें: ${subject}`,
    play: (subject: string) => `चलाएं: ${subject}`,
    next: (subject: string) => `अगला: ${subject}`,
  },
  notFoundWords: {
    title: "यह पेज हमें नहीं मिला",
    text: "हो सकता है पता गलत टाइप हो गया हो, या पेज कहीं और चला गया हो। हमारी हर सेवा बस एक क्लिक दूर है।",
    home: "होम पेज पर जाएं",
    services: "हमारी सेवाएं देखें",
  },
} satisfies Dictionary;
