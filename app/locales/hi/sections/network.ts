/** The city pages' section words in Hindi, translated by the names their sections give them. */
import { indianNumber } from "~/config/numbers";
import { BRANCHES, CITIES_SERVED, OFFICE_HOURS, PHONE_HOURS } from "~/content/facts";
import type { Dictionary } from "~/locales/book";
import { branchesText } from "~/locales/hi/content/facts";
import { localizedHours } from "~/locales/hi/grammar";
import { headOfficeLocality } from "~/locales/hi/names";

/** "1–2 दिन", "1 दिन". */
const days = ({ days: [min, max] }: { days: readonly [number, number] }) =>
  min === max ? `${min} दिन` : `${min}–${max} दिन`;

export const networkSectionPhrases = {
  cityBenefitsWords: {
    officeTitle: (locality: string) => `${locality} में हमारा ऑफिस`,
    officeText: (city: string, headOffice: boolean, localities: string) =>
      `आपका सर्वेयर, टीम लीडर और बिलिंग, सब हमारे ${city} ${headOffice ? "हेड ऑफिस" : "ब्रांच"} में बैठते हैं, यानी आपका काम उन लोगों से पड़ता है जो ${localities} और बाकी शहर को अच्छी तरह जानते हैं।`,
    plannedTitle: (city: string) => `${city} के हिसाब से प्लान`,
    plannedText: "तारीख देने से पहले सर्वे में वे सब बातें देखी जाती हैं जिनसे यहां की शिफ्टिंग तय होती है:",
    lineTitle: "कोलकाता से सीधा जुड़ाव",
    lineText: (city: string, duration: string) =>
      `हमारे अपने ट्रक ${city} को ${duration} में कोलकाता हब से जोड़ते हैं, और उसके जरिए हर दूसरी ब्रांच से।`,
    hubTitle: "पूरे नेटवर्क का हब",
    hubText: (city: string) =>
      `सभी ${BRANCHES} ब्रांच का सामान यहीं जोड़ा जाता है, इसलिए ${city} से आपका सामान हमारे अपने ट्रक में निकलता है, किसी ब्रोकर के ट्रक में नहीं।`,
    insuredTitle: "बीमा सहित और IBA अप्रूव्ड",
    insuredText: "हमारे ले जाए सामान का ट्रांजिट बीमा, GST बिल, और तबादले का खर्च वापस पाने के लिए बैंक से मान्य कागजात।",
    eyebrow: "हमारी लोकल ब्रांच क्यों",
    title: (city: string) => `${city} में हमारी टीम क्यों चुनें`,
    row: (city: string) => `${city} में हमारी टीम चुनने की वजहें`,
    days,
  },
  cityIntroWords: {
    eyebrow: (city: string, state: string) => `${city}, ${state}`,
    title: (city: string) => `${city} में और ${city} से शिफ्टिंग`,
    glance: (city: string) => `${city} एक नजर में`,
    distance: "हमारे कोलकाता हब से दूरी",
    km: (km: number) => `सड़क से लगभग ${indianNumber(km)} km`,
    route: (route: string) => `रास्ता: ${route}`,
    transit: "कोलकाता से पहुंचने में आम तौर पर",
    days,
    network: "यहां से हमारा नेटवर्क",
    branches: branchesText,
    delivering: `${CITIES_SERVED}+ शहरों तक डिलीवरी`,
    hoursTitle: "ऑफिस का समय",
    officeHours: `सोमवार से शनिवार, ${localizedHours(OFFICE_HOURS)}`,
    phoneHours: `फोन रोज ${localizedHours(PHONE_HOURS)} उठाए जाते हैं`,
    areas: (city: string) => `${city} और आसपास के इलाके, जहां हम सेवा देते हैं`,
  },
  cityOfficeWords: {
    eyebrow: "आइए या कॉल करें",
    title: (city: string) => `${city} में हमारा ऑफिस`,
    intro: `सर्वे बुक करने के लिए ऑफिस आइए, या कॉल कीजिए और हम आपके पास आएंगे। सोमवार से शनिवार, ${localizedHours(OFFICE_HOURS)} खुला।`,
    map: (city: string, locality: string) => `${city} में हमारे ऑफिस का नक्शा, ${locality}`,
  },
  cityPracticalitiesWords: {
    eyebrow: "जानने लायक बातें",
    title: (city: string) => `${city} में शिफ्टिंग से पहले`,
    intro: (city: string) => `तारीख और कीमत बताने से पहले हमारे ${city} के सर्वेयर क्या-क्या जांचते हैं।`,
  },
  cityPricesWords: {
    eyebrow: "अनुमानित कीमतें",
    titleTo: (city: string) => `कोलकाता से ${city}: कितना खर्च आएगा`,
    titleFrom: (city: string) => `${city} से शिफ्टिंग: कितना खर्च आएगा`,
    introLocal: (city: string) =>
      `${city} के अंदर और ${city} से दूसरे शहरों की शिफ्टिंग के अनुमानित चार्ज। आपकी कीमत आपके सामान के फ्री सर्वे के बाद तय होती है।`,
    introNational: (city: string) =>
      `कोलकाता से ${city} तक डोर-टू-डोर शिफ्टिंग के अनुमानित चार्ज। आपकी कीमत आपके सामान के फ्री सर्वे के बाद तय होती है।`,
    introBandBefore: (city: string) => `${city} के लिए हम रूट की कोई तय कीमत नहीं छापते, इसलिए यह हमारी `,
    introBandLink: "होम शिफ्टिंग की दूरी वाली टेबल",
    introBandAfter: (km: string) =>
      ` की वह लाइन है जो कोलकाता से सड़क की दूरी (लगभग ${km} km) पर लागू होती है। आपकी कीमत फ्री सर्वे के बाद तय होती है।`,
    caption: (city: string) => `कोलकाता से ${city} (अनुमानित, ₹ में)`,
    bandCaption: (city: string) => `कोलकाता से ${city} तक होम शिफ्टिंग (अनुमानित, ₹ में)`,
    to: "कहां तक",
    distance: "दूरी",
    withinCaption: (city: string) => `${city} के अंदर शिफ्टिंग, सब मिलाकर (अनुमानित, ₹ में)`,
    move: "शिफ्टिंग",
    within: (city: string) => `${city} के अंदर`,
    itemised: "ट्रांसपोर्ट, पैकिंग, अनपैकिंग और मजदूरी का अलग-अलग हिसाब: ",
    itemisedLink: "हमारी लोकल शिफ्टिंग की टेबल",
    otherCities: "कोलकाता से दूसरे शहरों की कीमतें",
  },
  cityServicesWords: {
    eyebrow: "हमारी सेवाएं",
    title: (city: string) => `हमारी ${city} ब्रांच आपके लिए क्या-क्या कर सकती है`,
  },
  cityTestimonialsWords: {
    eyebrow: "ग्राहकों की राय",
    title: (city: string) => `${city} के हमारे ग्राहक क्या कहते हैं`,
    row: (city: string) => `हमारी ${city} ब्रांच के रिव्यू`,
    translatedNote: "ग्राहकों ने ये रिव्यू अंग्रेजी में लिखे थे; यहां उनका हिन्दी अनुवाद है।",
  },
  cityVerifyWords: {
    title: (city: string) => `क्या आपको हमारे नाम से “${city} पैकर्स” का कॉल आया है?`,
    text: "नंबर को हमारी आधिकारिक लिस्ट से मिलाइए, और किसी निजी UPI ID पर कभी एडवांस न भेजें।",
    button: "क्या यह सच में हम हैं?",
  },
  cityListWords: {
    fromKolkata: (transit) => `कोलकाता से ${days(transit)}`,
  },
  headOfficeWords: {
    eyebrow: "हेड ऑफिस",
    title: ({ city }) => `${city}, जहां से हर रूट शुरू होता है`,
    text: ({ city, state }) =>
      `${headOfficeLocality} में हमारा हेड ऑफिस प्लानिंग, बिलिंग और क्लेम संभालता है, और यहीं वह हब है जहां अलग-अलग ब्रांच का सामान एक साथ जोड़ा जाता है। ${city} और ${state} के अंदर की शिफ्टिंग भी यही ऑफिस खुद करता है।`,
    card: (brand) => `${brand}, हेड ऑफिस`,
    prices: ({ city }) => `${city} से शिफ्टिंग: रेट और इलाके`,
    contact: "रास्ता और पूछताछ फॉर्म",
  },
  interCityWords: {
    eyebrow: "एक शहर से दूसरे शहर",
    title: "दूसरे शहर की शिफ्टिंग कैसे होती है",
    intro: "हर इंटरसिटी शिफ्टिंग दो ब्रांच मिलकर करती हैं: एक पैक करती है, दूसरी पहुंचाती है, और दोनों तरफ का काम एक ही कीमत में।",
    step: (n) => `स्टेप ${n}`,
    steps: [
      {
        title: "जिस शहर से जा रहे हैं, वहां की ब्रांच सर्वे और कोटेशन करती है",
        text: "आपके शहर की ब्रांच घर आकर या वीडियो कॉल पर सर्वे करती है, हर सामान की लिस्ट बनाती है और पूरी शिफ्टिंग की एक ही कीमत देती है।",
      },
      {
        title: "पैकिंग और लोडिंग एक ही टीम करती है",
        text: "वही टीम सामान पैक करती है, हर कार्टन पर आपकी लिस्ट का नंबर लगाती है और ट्रक लोड करती है। आपको सामान की लिस्ट और लॉरी रसीद (LR) की कॉपी मिलती है।",
      },
      {
        title: "सीधा ट्रक या कोलकाता हब से होकर",
        text: "पूरे घर का सामान अलग ट्रक में सीधे नए शहर जाता है। कम सामान कोलकाता हब आता है और वहां से उस शहर जाने वाले अगले ट्रक में निकलता है।",
      },
      {
        title: "नए शहर की ब्रांच सामान पहुंचाती है",
        text: "दूसरे शहर की ब्रांच काम संभालती है: सोसाइटी या गेट की औपचारिकताएं पूरी करती है, सामान उतारती है, खोलती है, फर्नीचर जोड़ती है और आपके साथ लिस्ट से मिलान करती है।",
      },
    ],
  },
  networkMapWords: {
    title: "भारत में हमारे ऑफिस का नक्शा",
    description: (branchCount: number) =>
      `भारत का नक्शा, जिस पर कोलकाता का हेड ऑफिस और हमारी ${branchCount} ब्रांच दिखाई गई हैं। हर निशान उस शहर का पेज खोलता है; यही शहर नक्शे के साथ लिस्ट में भी हैं।`,
    headOfficePin: (city: string) => `${city}, हेड ऑफिस`,
    legendHeadOffice: "हेड ऑफिस",
    legendBranch: "ब्रांच",
  },
} satisfies Dictionary;
