/**
 * The /process page's copy in Hindi: translates ../process.ts. The steps' titles are the home page's
 * Hindi steps (./home.ts), as the English ones are; the rating, years, cities and the claim window are read from
 * the facts and the guarantee. The survey notice (3–5 days) is the English module's own figure, written here as it
 * writes it.
 */
import { CITIES_SERVED, RATING } from "~/content/facts.ts";
import { CLAIM_WINDOW_HOURS } from "~/content/guarantee.ts";
import * as english from "~/content/process.ts";
import type { Dictionary } from "~/locales/book";
import { inOrder } from "~/locales/records";

import { ratingText, replyText, yearsText } from "./facts.ts";
import { processOverview } from "./home.ts";

/** The Hindi steps of the home page, whose titles the English process steps share. */
const hindiOverview = processOverview.processOverview as readonly english.Step[];

/** What each step of /process adds: its full account (the step's text) and its outcome. */
const details = [
  {
    text: "फोन, चैट या फ्री एस्टीमेट फॉर्म से बताएं कि कहां से कहां, कब और लगभग क्या-क्या सामान शिफ्ट करना है।",
    outcome: `${replyText} शिफ्टिंग कोऑर्डिनेटर का कॉल बैक, पहले अनुमान के साथ।`,
  },
  {
    text: "हमारा सुपरवाइजर आपके घर या ऑफिस आकर या वीडियो कॉल पर पूरा सामान देखता है और भारी, नाजुक और कीमती चीजें नोट करता है। शिफ्टिंग की तारीख से 3–5 दिन पहले सर्वे बुक करें।",
    outcome: "सामान की सूची: क्या-क्या जाएगा और किस चीज की खास पैकिंग होगी।",
  },
  {
    text: "आपको हर चीज के अलग हिसाब वाला कोटेशन मिलता है: पैकिंग, लोडिंग, ट्रांसपोर्ट, अनलोडिंग, अनपैकिंग और ट्रांजिट बीमा (जरूरी नहीं), सबकी कीमत अलग-अलग। कोई छिपा चार्ज नहीं।",
    outcome: "पक्की कीमत और तारीखें, जिन पर आप कुछ भी पैक होने से पहले हामी भरते हैं।",
  },
  {
    text: "हमारी टीम बबल रैप, कोरुगेटेड शीट और वार्डरोब कार्टन से पैकिंग करती है, हर कार्टन पर कमरे का नाम लिखती है और सामान बंद, GPS से ट्रैक होने वाले ट्रक में लोड करती है। नए पते पर हम सामान उतारते हैं, फर्नीचर आपकी बताई जगह पर रखते हैं, बेड और वार्डरोब दोबारा जोड़ते हैं, अनपैकिंग करते हैं और पैकिंग का कचरा साथ ले जाते हैं।",
    outcome: `नए घर में सब कुछ अपनी जगह, रास्ते में रोज की खबर, और कोई नुकसान बताने के लिए ${CLAIM_WINDOW_HOURS} घंटे।`,
  },
];

export const processSteps = {
  processSteps: inOrder(english.processSteps, inOrder(hindiOverview, details)).map(([, [step, detail]]) => ({
    title: step.title,
    text: detail.text,
    outcome: detail.outcome,
  })),
} satisfies Dictionary;

/** Six reasons to trust the company; their icons are the section's, by position. */
export const trustReasons = {
  trustReasons: inOrder(english.trustReasons, [
    {
      title: "IBA अप्रूव्ड",
      text: "इंडियन बैंक्स एसोसिएशन (IBA) से मान्यता प्राप्त, ताकि बैंक और PSU कर्मचारियों को तबादले के बिल का पैसा वापस मिल सके।",
    },
    {
      title: `${yearsText} का अनुभव`,
      text: `${yearsText} से भारत के ${CITIES_SERVED}+ शहरों तक घर, ऑफिस और वाहन की शिफ्टिंग।`,
    },
    {
      title: "अपनी ट्रेंड टीम",
      text: "पैकर और ड्राइवर हमारे अपने कर्मचारी हैं, जिन्हें पैकिंग, सामान उठाने और लोडिंग की ट्रेनिंग मिली है — दिहाड़ी मजदूर नहीं।",
    },
    {
      title: "ट्रांजिट बीमा",
      text: "सामान की घोषित कीमत के छोटे-से हिस्से में बीमा कवर, और क्लेम भरने से लेकर उसके निपटने तक हमारी टीम आपके साथ रहती है।",
    },
    {
      title: "ट्रैक होने वाले ट्रक",
      text: "बंद, GPS से ट्रैक होने वाले ट्रक, और एक सुपरवाइजर जो रोज फोन करके बताता है कि सामान कहां तक पहुंचा।",
    },
    {
      title: `ग्राहकों की रेटिंग ${ratingText}`,
      text: `परिवार और कंपनियां अपनी शिफ्टिंग को 5 में से ${RATING} की रेटिंग देती हैं, और ज्यादातर नए ग्राहक किसी जानने वाले के कहने पर हमारे पास आते हैं।`,
    },
  ]).map(([, reason]) => reason),
} satisfies Dictionary;
