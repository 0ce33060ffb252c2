import type { Dictionary } from "~/locales/book";

/**
 * The forms in Hindi (docs/hindi-glossary.md): data the layout's loader gives every Hindi page (the shared
 * messages, `sharedForm`, are ./phrases.ts). What the office
 * receives does not change: field names, option values and defaults stay the English ones, and the hidden
 * `language` field says "Hindi".
 */
const forms = {
  callForm: {
    title: "अभी कॉल करें",
    intro: "फ्री कोटेशन के लिए हमारे शिफ्टिंग एक्सपर्ट से बात करें, कोई बाध्यता नहीं।",
  },
  quotePopupForm: {
    tagline: "कुछ ही मिनटों में फ्री एस्टीमेट",
    formName: "फ्री कोटेशन का अनुरोध",
    submit: "मेरा फ्री कोटेशन पाएं",
    success: "फॉर्म भेज दिया गया है ✅",
  },
} satisfies Dictionary;

/** The quote pop-up's field texts, by id (app/forms/lib/field-words.ts). */
const fieldWords = {
  yourName: "आपका नाम",
  fullName: "पूरा नाम",
  email: "ई-मेल",
  validEmailExample: "सही ई-मेल पता, जैसे name@example.com",
  phone: "फोन",
  mobileNumber: "मोबाइल नंबर",
  tenDigitMobile: "10 अंकों का मोबाइल नंबर",
  shiftingFrom: "कहां से",
  shiftingTo: "कहां तक",
  localityFrom: "शहर या इलाका, जहां से आप शिफ्ट हो रहे हैं",
  localityTo: "शहर या इलाका, जहां आप शिफ्ट हो रहे हैं",
  movingDate: "शिफ्टिंग की तारीख",
  pickDate: "तारीख चुनें",
  service: "सेवा",
  serviceType: "सेवा का प्रकार",
  chooseService: "जो सेवा आपको चाहिए, वह चुनें",
  homeShifting: "होम शिफ्टिंग",
  localShifting: "लोकल शिफ्टिंग",
  corporateRelocation: "ऑफिस शिफ्टिंग",
  carRelocation: "कार ट्रांसपोर्ट",
  bikeRelocation: "बाइक ट्रांसपोर्ट",
  defenceRelocation: "डिफेंस रिलोकेशन",
  fineArtsRelocation: "फाइन आर्ट शिफ्टिंग",
  storageServices: "स्टोरेज सेवाएं",
  goodsInsurance: "सामान का बीमा",
};

/**
 * The Hindi layout imports this module itself rather than ~/forms, whose chunk holds every form and the e-mail
 * SDK: a Hindi page loads the forms' words, not the forms.
 */
export const formWords = { ...forms, fieldWords } satisfies Dictionary;
