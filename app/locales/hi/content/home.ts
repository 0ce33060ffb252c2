/**
 * The home page's copy and the shared marketing sections in Hindi: translates ../home.ts. Paths, icons,
 * claims' figures, dates and logos are read from the English records.
 */
import * as english from "~/content/home.ts";
import type { Dictionary } from "~/locales/book";
import { inOrder } from "~/locales/records";

import { yearsText } from "./facts.ts";

/** The six home cards. */
export const homeServiceCards = {
  homeServiceCards: inOrder(english.homeServiceCards, [
    {
      title: "होम शिफ्टिंग",
      description: "1 BHK से लेकर विला तक, कमरे-कमरे पैक करके भारत में कहीं भी आपके नए घर के दरवाजे तक।",
    },
    {
      title: "ऑफिस शिफ्टिंग",
      description: "डेस्क, सर्वर और फाइलें शनिवार-रविवार में शिफ्ट, ताकि सोमवार से काम नए ऑफिस में शुरू हो।",
    },
    {
      title: "वाहन शिफ्टिंग",
      description: "कारें बंद कैरियर में और बाइक गद्देदार रैक पर, भेजते और पहुंचाते समय कंडीशन रिपोर्ट के साथ।",
    },
    {
      title: "वेयरहाउसिंग",
      description:
        "साफ-सुथरा, CCTV की निगरानी वाला स्टोरेज, एक हफ्ते या एक साल के लिए, जब तक आप नए घर में जम न जाएं या मरम्मत पूरी न हो।",
    },
    {
      title: "पैकिंग और अनपैकिंग",
      description: "नए कार्टन के साथ कई परतों वाली पैकिंग, और ऐसी अनपैकिंग जिसमें सबसे पहले रसोई फिर से तैयार होती है।",
    },
    {
      title: "लोकल शिफ्टिंग",
      description: "शहर के अंदर उसी दिन शिफ्टिंग: साथ में टीम, बंद ट्रक और बाद में कोई अचानक चार्ज नहीं।",
    },
  ]).map(([card, text]) => ({ title: text.title, path: card.path, description: text.description, icon: card.icon })),
} satisfies Dictionary;

/** The four reasons to choose the company. */
export const reasons = {
  reasons: inOrder(english.reasons, [
    {
      title: "अनुभव और महारत",
      text: `${yearsText} से पूरे भारत में शिफ्टिंग करते हुए हमारी टीमों ने तंग गलियों, ऊंची इमारतों की लिफ्ट और बरसात की सड़कों से निपटना सीखा है।`,
    },
    {
      title: "ग्राहकों की संतुष्टि",
      text: "सर्वे से अनपैकिंग तक एक ही कोऑर्डिनेटर आपके साथ रहता है, और हमारा ज्यादातर काम उन परिवारों से आता है जो पहले भी हमारे साथ शिफ्ट हो चुके हैं।",
    },
    {
      title: "किफायती कीमत",
      text: "हर बजट के लिए रुपयों में साफ-साफ कोटेशन, जिसमें पैकिंग, ट्रांसपोर्ट और मजदूरी का खर्च एक-एक लाइन में अलग लिखा होता है।",
    },
    {
      title: "फुर्ती और भरोसा",
      text: "GPS से ट्रैक होने वाले ट्रक, हमारे अपने स्टाफ के ट्रेंड पैकर और डिलीवरी की तारीख, जो हम लिखकर देते हैं।",
    },
  ]).map(([reason, text]) => ({ title: text.title, text: text.text, icon: reason.icon })),
} satisfies Dictionary;

/** The four claims: the figures are the English ones. */
export const claims = {
  claims: inOrder(english.claims, ["साल का अनुभव", "अप्रूव्ड ट्रांसपोर्टर", "ग्राहक रेटिंग", "सुरक्षा गारंटी"]).map(
    ([claim, label]) => ({
      value: claim.value,
      label,
      ...(claim.isRating && { isRating: claim.isRating }),
    }),
  ),
} satisfies Dictionary;

/** The four texts of the rotating banner. */
export const bannerTestimonials = {
  bannerTestimonials: inOrder(english.bannerTestimonials, [
    {
      text: "उन्होंने साल्ट लेक में हमारा 3 BHK एक ही दिन में पैक कर दिया और सारा सामान बिना एक खरोंच के बेंगलुरु पहुंचा, मेरी मां का कांच वाला शोकेस भी।",
      name: "अनिर्बान घोष",
      place: "कोलकाता से बेंगलुरु",
    },
    {
      text: "चालीस डेस्क वाला हमारा ऑफिस शनिवार को शिफ्ट हुआ और सोमवार सुबह तक सर्वर चालू थे। कोटेशन में एक रुपये का भी फर्क नहीं आया।",
      name: "प्रिया रघुनाथन",
      place: "ऑफिस शिफ्टिंग, चेन्नई",
    },
    {
      text: "मेरी कार पिकअप के चार दिन बाद बंद कैरियर में पुणे पहुंची, ओडोमीटर की रीडिंग वही थी और एक भी नया निशान नहीं था।",
      name: "संदीप कुलकर्णी",
      place: "दिल्ली से पुणे",
    },
    {
      text: "अचानक रांची से गुवाहाटी तबादला हुआ, और टीम ने एक हफ्ते में सर्वे, पैकिंग और बैंक के कागजात सब संभाल लिए।",
      name: "मेजर हरप्रीत संधू",
      place: "रांची से गुवाहाटी",
    },
  ]).map(([testimonial, text]) => ({
    text: text.text,
    name: text.name,
    date: testimonial.date,
    place: text.place,
  })),
} satisfies Dictionary;

/** The client companies of the 'Happy Clients' strip, their names in Devanagari. */
export const clients = {
  clients: inOrder(english.clients, [
    "तरंगिणी टेक्सटाइल्स",
    "नीलाचल टी कंपनी",
    "अश्विका स्टील",
    "कविराह फार्मा",
    "इंद्रावली इन्फोटेक",
    "विंधारा सीमेंट",
    "रसोइया फूड्स",
    "सागरमित्र शिपिंग",
    "उज्ज्वल सोलर",
    "हेमकुंड होटल्स",
  ]).map(([client, name]) => ({ name, logo: client.logo, width: client.width, height: client.height })),
} satisfies Dictionary;

/** The process in four steps, as the home page summarises it. */
export const processOverview = {
  processOverview: inOrder(english.processOverview, [
    {
      title: "शिफ्टिंग की जानकारी दें",
      text: "फोन, WhatsApp या हमारे फॉर्म से बताएं कि आप कहां से कहां शिफ्ट हो रहे हैं, किस तारीख को और आपका घर कितना बड़ा है।",
    },
    {
      title: "शिफ्टिंग से पहले फ्री सलाह",
      text: "हमारा सर्वेयर घर आकर या वीडियो कॉल पर आपके सामान की लिस्ट बनाता है, सीढ़ियां और लिफ्ट देखता है और पैकिंग की योजना बनाता है।",
    },
    {
      title: "आपके हिसाब से कोटेशन",
      text: "आपको अपनी शिफ्टिंग के लिए लिखित कोटेशन मिलता है, हर चीज का अलग हिसाब, और शिफ्टिंग के दिन कोई छिपा चार्ज नहीं जुड़ता।",
    },
    {
      title: "बिना झंझट शिफ्टिंग",
      text: "हमारी टीम तय समय पर पैकिंग, लोडिंग, ट्रांसपोर्ट और अनपैकिंग करती है, और आपका कोऑर्डिनेटर आपको हर कदम की खबर देता रहता है।",
    },
  ]).map(([, step]) => ({ title: step.title, text: step.text })),
} satisfies Dictionary;
