import { clockOf } from "~/config/locales";
import { type Hours, PHONE_HOURS, YEARS_IN_BUSINESS } from "~/content/facts";
import type { Strings } from "~/i18n/strings";

/** A time of day of the records ("08:00", "09:30", "19:00") as Hindi says it: "सुबह 8", "सुबह 9:30", "शाम 7". */
export function localizedTime(time: string): string {
  const { hour, minute } = clockOf(time);
  const part = hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : hour < 20 ? "शाम" : "रात";
  const clock = hour % 12 || 12;
  return `${part} ${minute ? `${clock}:${String(minute).padStart(2, "0")}` : clock}`;
}

/** Opening hours' times in Hindi, short: "सुबह 8 – रात 9". */
export const localizedHours = (h: Hours) => `${localizedTime(h.opens)} – ${localizedTime(h.closes)}`;

/**
 * The layout's words in Hindi (docs/hindi-glossary.md). Loaded only by the Hindi pages' layout, so English pages
 * carry none of it. Paths are the English ones; links turn them into /hi paths.
 */
export const hi = {
  skipToContent: "सीधे मुख्य जानकारी पर जाएं",
  mainNav: [
    { to: "/", label: "होम" },
    { to: "/about", label: "हमारे बारे में" },
    { to: "/process", label: "प्रक्रिया" },
    { to: "/network", label: "नेटवर्क" },
    { to: "/career", label: "करियर" },
    { to: "/cost-estimator", label: "खर्च जानें" },
    { to: "/contact", label: "संपर्क" },
  ],
  services: [
    { path: "/home-shifting", name: "होम शिफ्टिंग", summary: "पूरे भारत में घरेलू सामान की डोर-टू-डोर शिफ्टिंग" },
    { path: "/office-relocation", name: "ऑफिस शिफ्टिंग", summary: "आपके कामकाज के समय के हिसाब से ऑफिस की शिफ्टिंग" },
    { path: "/vehicle-shifting", name: "कार और बाइक ट्रांसपोर्ट", summary: "कार और दोपहिया के लिए बंद कैरियर" },
    { path: "/warehousing", name: "वेयरहाउसिंग और स्टोरेज", summary: "कम और लंबे समय के लिए स्टोरेज, CCTV निगरानी में" },
    { path: "/packing", name: "पैकिंग और अनपैकिंग", summary: "आपके घर पर कई परतों वाली पैकिंग और अनपैकिंग" },
    { path: "/local-shifting", name: "लोकल शिफ्टिंग", summary: "शहर के अंदर उसी दिन शिफ्टिंग" },
    { path: "/defence-relocation", name: "डिफेंस रिलोकेशन", summary: "सेना और अर्धसैनिक बलों के तबादले पर शिफ्टिंग" },
    { path: "/fine-arts-relocation", name: "फाइन आर्ट शिफ्टिंग", summary: "कलाकृतियों के लिए क्रेट में, मौसम का ध्यान रखकर" },
    { path: "/goods-insurance", name: "सामान का बीमा", summary: "हमारे ले जाए हर सामान के लिए ट्रांजिट बीमा" },
    { path: "/iba-approved-transporter", name: "IBA अप्रूव्ड ट्रांसपोर्टर", summary: "कर्मचारियों के तबादले के लिए बैंकों से मान्य" },
  ],
  servicesMenu: "सेवाएं",
  allServices: "सभी सेवाएं",
  getFreeQuote: "फ्री कोटेशन पाएं",
  menu: "मेन्यू",
  openMenu: "मेन्यू खोलें",
  closeMenu: "मेन्यू बंद करें",
  mobileNav: "मोबाइल मेन्यू",
  mainNavLabel: "मुख्य मेन्यू",
  verify: "जांचें",
  verifyRest: " कि यह हम ही हैं",
  topBarOffer: `फ्री सर्वे और कोटेशन · रोज ${localizedHours(PHONE_HOURS)}`,
  addAddress: "पता जोड़ें",
  quickContact: "तुरंत संपर्क",
  call: "कॉल करें",
  chatWhatsApp: "WhatsApp पर हमसे बात करें (नए टैब में खुलेगा)",
  chatGreeting: "नमस्ते! मुझे आपकी सेवाओं के बारे में जानकारी चाहिए।",
  chatAboutService: (service) => `नमस्ते! मुझे ${service} के बारे में जानकारी चाहिए।`,
  chatAboutCity: (city) => `नमस्ते! मुझे ${city} में आपकी सेवाओं के बारे में जानकारी चाहिए।`,
  chatAboutEstimate: (total, link) => `नमस्ते! मुझे अपने ${total} के अनुमान के बारे में बात करनी है: ${link}`,
  callUs: "हमें कॉल करें",
  newTab: "(नए टैब में खुलेगा)",
  socialMedia: "सोशल मीडिया",
  footerAbout: `IBA अप्रूव्ड पैकर्स एंड मूवर्स: ${YEARS_IN_BUSINESS}+ साल से पूरे भारत में घर, ऑफिस, वाहन और कलाकृतियों की शिफ्टिंग। घर पर फ्री सर्वे, लिखित कोटेशन और कोई छिपा चार्ज नहीं।`,
  helpfulLinks: "काम के लिंक",
  footerHelpful: [
    { to: "/about", label: "हमारे बारे में" },
    { to: "/our-services", label: "हमारी सेवाएं" },
    { to: "/free-estimate", label: "फ्री एस्टीमेट" },
    { to: "/cost-estimator", label: "शिफ्टिंग का खर्च जानें" },
    { to: "/charges", label: "अतिरिक्त चार्ज" },
    { to: "/testimonials", label: "ग्राहकों की राय" },
    { to: "/faq", label: "अक्सर पूछे जाने वाले सवाल" },
    { to: "/partner", label: "फ्रेंचाइजी पार्टनरशिप" },
    { to: "/career", label: "करियर" },
    { to: "/contact", label: "संपर्क करें" },
  ],
  relocationTypes: "शिफ्टिंग के प्रकार",
  footerRelocationTypes: [
    { to: "/home-shifting", label: "घर की शिफ्टिंग" },
    { to: "/office-relocation", label: "ऑफिस शिफ्टिंग" },
    { to: "/vehicle-shifting", label: "बाइक ट्रांसपोर्ट" },
    { to: "/vehicle-shifting", label: "कार ट्रांसपोर्ट" },
    { to: "/local-shifting", label: "लोकल शिफ्टिंग" },
    { to: "/fine-arts-relocation", label: "फाइन आर्ट शिफ्टिंग" },
    { to: "/defence-relocation", label: "डिफेंस रिलोकेशन" },
  ],
  planYourMove: "शिफ्टिंग की तैयारी",
  footerPlanning: [
    { to: "/book-survey", label: "फ्री सर्वे बुक करें" },
    { to: "/moving-plan", label: "शिफ्टिंग का प्लान" },
  ],
  contactUs: "संपर्क करें",
  headOffice: "हेड ऑफिस",
  ibaApproval: "IBA मान्यता",
  since: "स्थापना",
  isThisUs: "क्या यह सच में हम हैं? पैसे देने से पहले जांचें",
  allRights: "सर्वाधिकार सुरक्षित।",
  terms: "नियम और शर्तें",
  privacy: "प्राइवेसी पॉलिसी",
} satisfies Strings;
