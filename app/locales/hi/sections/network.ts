/** The city pages' section words in Hindi, translated by the names their sections give them. */
import type { Dictionary } from "~/locales/book";
import { headOfficeLocality } from "~/locales/hi/names";

/** "1–2 दिन", "1 दिन". */
const days = ({ days: [min, max] }: { days: readonly [number, number] }) =>
  min === max ? `${min} दिन` : `${min}–${max} दिन`;

export const networkSectionPhrases = {
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
