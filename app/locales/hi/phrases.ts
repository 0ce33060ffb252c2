import { indianNumber } from "~/config/numbers";
import { OFFICE_HOURS, PHONE_HOURS, REPLY_MINUTES } from "~/content/facts";
import { formatPrice } from "~/content/prices/types";
import { yearsText } from "~/locales/hi/content/facts";
import { localizedHours } from "~/locales/hi/grammar";
import { directorName } from "~/locales/hi/names";
import type { LocalePhrases } from "~/locales/words";

import { calendarWords } from "./calendar";

/**
 * The shared words in Hindi (hindi-glossary.md) that are functions of a number, a name or a date: the records the
 * layout's data cannot carry (./layout.ts), so they load as script with every Hindi page. A record moves here
 * whole when one of its words becomes a function.
 */
/**
 * A cell charged at actual cost ("As Actual", SPEC §9): in every translated page's script with the phrases, so that
 * the estimator's words can name it without the price tables' texts or the layout's words.
 */
export const asActual = "असल खर्च पर";

const phrases = {
  translations: {
    chatWords: {
      greeting: "नमस्ते! मुझे आपकी सेवाओं के बारे में जानकारी चाहिए।",
      aboutService: (service) => `नमस्ते! मुझे ${service} के बारे में जानकारी चाहिए।`,
      aboutCity: (city) => `नमस्ते! मुझे ${city} में आपकी सेवाओं के बारे में जानकारी चाहिए।`,
      aboutEstimate: (total, link) => `नमस्ते! मुझे अपने ${total} के अनुमान के बारे में बात करनी है: ${link}`,
    },
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
    ratingBasisWords: {
      basis: (reviews: number) => ["", ` पर ${indianNumber(reviews)} रिव्यू के आधार पर`],
    },
    companyIdentityWords: {
      legalName: "रजिस्टर्ड नाम",
      ibaApproval: "IBA मान्यता",
      founded: "स्थापना",
      director: "संस्थापक और मैनेजिंग डायरेक्टर",
      directorName,
      fleet: "अपने वाहन",
      fleetSize: (n: number) => `${n} ट्रक और कार कैरियर`,
      insurers: "ट्रांजिट बीमा कंपनियां",
      eyebrow: "रजिस्टर्ड कंपनी",
      title: "कंपनी की जानकारी",
      intro:
        "हमारे हर कोटेशन, कंसाइनमेंट नोट (LR) और बिल पर यही नंबर छपे होते हैं। जो भी खुद को हमारी कंपनी का बताए, उसे पैसे देने से पहले ये नंबर मिला लें।",
      verifyLink: "कैसे जांचें कि कोई कॉल, कोटेशन या पैसे की मांग सच में हमारी ओर से है",
    },
    ...calendarWords,
  },
} satisfies LocalePhrases;

export const { translations } = phrases;
