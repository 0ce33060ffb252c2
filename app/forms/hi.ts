import { REPLY_MINUTES } from "~/content/facts";

import type { FormTranslation } from "./lib/words";
import type { FormWords } from "./words";

/**
 * The forms in Hindi (issue 18, docs/hindi-glossary.md): given by the Hindi pages' layout only. What the office
 * receives does not change: field names, option values and defaults stay the English ones, and the hidden
 * `language` field says "Hindi".
 */
const forms = {
  shared: {
    sending: "भेजा जा रहा है...",
    optional: "(जरूरी नहीं)",
    chooseOne: "एक चुनें",
    phoneRule: "6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर लिखें (आगे +91 या 0 लगा सकते हैं)।",
    close: "बंद करें",
    cancel: "रद्द करें",
    securityCode: "सिक्योरिटी कोड",
    refresh: "नया कोड",
    refreshCode: "नया सिक्योरिटी कोड दिखाएं",
    typeCode: "कोड लिखें",
    networkFailure: "सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन देखकर दोबारा कोशिश करें।",
    serverFailure: "सर्वर अभी आपका अनुरोध नहीं ले पाया। कुछ मिनट बाद दोबारा कोशिश करें।",
    tooMany: "इस कनेक्शन से बहुत ज्यादा अनुरोध आए हैं। एक मिनट रुककर दोबारा कोशिश करें।",
    refused: (providerMessage) => `फॉर्म नहीं भेजा जा सका (${providerMessage})। दोबारा कोशिश करें या हमें कॉल करें।`,
  },
  application: {
    title: (job) => `${job} के लिए आवेदन करें`,
    intro: "अपनी जानकारी और अपने CV का लिंक भेजें।",
    submit: "आवेदन भेजें",
    sent: "भेज दिया!",
    success: "✅ आपका आवेदन भेज दिया गया है!",
    failure: "आवेदन नहीं भेजा जा सका। थोड़ी देर बाद दोबारा कोशिश करें।",
  },
  callBack: {
    title: "कॉल बैक के लिए कहें",
    intro: "अपना नंबर दें, हमारे शिफ्टिंग एक्सपर्ट आपको कॉल करेंगे।",
    submit: "अनुरोध भेजें",
    success: "✅ अनुरोध मिल गया! हम जल्द ही आपको कॉल करेंगे।",
    failure: "❌ कुछ गड़बड़ हो गई। कृपया दोबारा कोशिश करें।",
  },
  call: {
    title: "अभी कॉल करें",
    intro: "फ्री कोटेशन के लिए हमारे शिफ्टिंग एक्सपर्ट से बात करें, कोई बाध्यता नहीं।",
  },
  enquiry: {
    title: "नीचे अपनी पूछताछ भेजें",
    intro: `फोन के समय में हम हर पूछताछ का जवाब ${REPLY_MINUTES} मिनट के अंदर देते हैं।`,
    codeHint: "ऊपर दिखाए गए 6 अंक",
    submit: "पूछताछ भेजें",
    captcha: "सिक्योरिटी कोड सही नहीं है। कृपया दोबारा कोशिश करें!",
    success: "आपका संदेश भेज दिया गया है!",
    failure: "कुछ गड़बड़ हो गई। थोड़ी देर बाद दोबारा कोशिश करें।",
  },
  franchise: {
    title: "फ्रेंचाइजी पूछताछ फॉर्म",
    intro: "अपने बिजनेस की जानकारी और दस्तावेजों के लिंक भेजें। हमारी पार्टनरशिप टीम आपको कॉल करेगी।",
    codeHint: "ऊपर दिखाए गए 6 अक्षर और अंक; कैपिटल लिखना जरूरी नहीं",
    submit: "पूछताछ भेजें",
    captcha: "सिक्योरिटी कोड सही नहीं है! कृपया दोबारा कोशिश करें।",
    success: "✅ फॉर्म भेज दिया गया है!",
    failure: "कुछ गड़बड़ हो गई! दोबारा कोशिश करें।",
  },
  fraudReport: {
    title: "धोखाधड़ी की शिकायत करें",
    intro:
      "हमारे नाम से आई किसी कॉल, मैसेज, वेबसाइट या पैसे की मांग के बारे में बताएं। हम हर शिकायत की जांच करते हैं, दूसरे ग्राहकों को सावधान करते हैं और पुलिस में शिकायत दर्ज कराने में आपकी मदद करते हैं।",
    submit: "शिकायत भेजें",
  },
  freeEstimate: {
    title: "अपना फ्री एस्टीमेट पाएं",
    intro: "जिन फील्ड पर “जरूरी नहीं” लिखा है उन्हें खाली छोड़ सकते हैं; बाकी जानकारी से हम सही कोटेशन दे पाते हैं।",
    submit: "एस्टीमेट का अनुरोध भेजें",
    attached: "आपके सामान की सूची साथ में भेजी जा रही है",
    success: "संदेश भेज दिया गया है ✅",
    failure: "भेजा नहीं जा सका ❌",
  },
  ibaQuote: {
    title: "IBA अप्रूव्ड कोटेशन पाएं",
    intro: "IBA अप्रूव्ड लेटरहेड पर कोटेशन, जिसे आपका बैंक या PSU तबादले के क्लेम के लिए मानता है।",
    submit: "IBA कोटेशन मांगें",
  },
  insuranceQuote: {
    title: "बीमा का कोटेशन मांगें",
    intro: "प्रीमियम आमतौर पर घोषित कीमत का 1–3% होता है। बताएं कि आप क्या शिफ्ट कर रहे हैं, हम कोटेशन भेज देंगे।",
    submit: "बीमा कोटेशन पाएं",
  },
  quoteCard: {
    title: "आसान और तेज शिफ्टिंग चाहिए?",
    intro: "फ्री कोटेशन, कोई बाध्यता नहीं। बताएं कहां से कहां और कब, हम आपको कॉल करेंगे।",
    submit: "फ्री कोटेशन मांगें",
    success: "जानकारी मिल गई! हमारी टीम आपसे संपर्क करेगी। ✅",
  },
  quotePopup: {
    tagline: "कुछ ही मिनटों में फ्री एस्टीमेट",
    formName: "फ्री कोटेशन का अनुरोध",
    submit: "मेरा फ्री कोटेशन पाएं",
    success: "फॉर्म भेज दिया गया है ✅",
  },
} satisfies FormWords;

/** The field tables' texts, by their English text (app/forms/words.test.ts checks every table's text is here). */
const fieldText: Record<string, string> = {
  // Who you are
  "Your name": "आपका नाम",
  "Full name": "पूरा नाम",
  "Full name, as on your transfer order": "पूरा नाम, जैसा तबादले के आदेश में है",
  "As on your ID": "जैसा आपके पहचान पत्र में है",
  "First name": "पहला नाम",
  "Last name": "उपनाम",
  Surname: "सरनेम",
  "So we know whom to ask for": "ताकि हमें पता हो कि किससे बात करनी है",
  "So we know who to call back": "ताकि हमें पता हो कि किसे कॉल करना है",
  "Contact person": "संपर्क व्यक्ति",
  "Company name": "कंपनी का नाम",
  "Registered business name": "रजिस्टर्ड बिजनेस का नाम",
  "Write 'Individual' if you are moving your home": "घर शिफ्ट कर रहे हैं तो 'Individual' लिखें",
  // How to reach you
  "E-mail": "ई-मेल",
  "Your e-mail": "आपका ई-मेल",
  "A valid e-mail address": "सही ई-मेल पता",
  "A valid e-mail address, e.g. name@example.com": "सही ई-मेल पता, जैसे name@example.com",
  "If you would rather we write": "अगर आप चाहते हैं कि हम लिखकर जवाब दें",
  Phone: "फोन",
  "Your phone": "आपका फोन",
  "Phone number": "फोन नंबर",
  "Mobile number": "मोबाइल नंबर",
  "Contact number": "संपर्क नंबर",
  "Alternate number": "दूसरा नंबर",
  "10-digit mobile number": "10 अंकों का मोबाइल नंबर",
  "10-digit mobile number we can call you on": "10 अंकों का मोबाइल नंबर, जिस पर हम कॉल कर सकें",
  "10 digits if given": "अगर दें तो 10 अंक",
  "Office address": "ऑफिस का पता",
  "Street, city, state and PIN code": "गली, शहर, राज्य और पिन कोड",
  // The move
  "Shifting from": "कहां से",
  "Shifting to": "कहां तक",
  "City or locality": "शहर या इलाका",
  "City or locality you are moving from": "शहर या इलाका, जहां से आप शिफ्ट हो रहे हैं",
  "City or locality you are moving to": "शहर या इलाका, जहां आप शिफ्ट हो रहे हैं",
  "Moving from (city)": "कहां से (शहर)",
  "Moving from (country)": "कहां से (देश)",
  "Moving to (city)": "कहां तक (शहर)",
  "Moving to (country)": "कहां तक (देश)",
  "City you are moving from": "वह शहर, जहां से आप शिफ्ट हो रहे हैं",
  "City you are moving to": "वह शहर, जहां आप शिफ्ट हो रहे हैं",
  Country: "देश",
  "Moving date": "शिफ्टिंग की तारीख",
  "Shifting date": "शिफ्टिंग की तारीख",
  Date: "तारीख",
  "Date of this enquiry": "इस पूछताछ की तारीख",
  "Pick a date": "तारीख चुनें",
  "Move details": "शिफ्टिंग की जानकारी",
  "From and to, household size, bank or employer": "कहां से कहां तक, घर का साइज, बैंक या कंपनी",
  "Shipment description": "सामान का ब्योरा",
  "Rooms, large items, floor and lift, anything fragile": "कमरे, बड़ा सामान, मंजिल और लिफ्ट, कोई भी नाजुक सामान",
  "What are you moving?": "आप क्या शिफ्ट कर रहे हैं?",
  Message: "संदेश",
  "Tell us what you are moving, from where to where, and when": "बताएं कि आप क्या, कहां से कहां तक और कब शिफ्ट कर रहे हैं",
  "What you are moving, from where to where": "आप क्या शिफ्ट कर रहे हैं, कहां से कहां तक",
  "Declared value of goods (₹)": "सामान की घोषित कीमत (₹)",
  "Whole rupees, digits only, e.g. 500000": "पूरे रुपये, सिर्फ अंक, जैसे 500000",
  // Choices
  Service: "सेवा",
  "Service Type": "सेवा का प्रकार",
  "Relocation type": "शिफ्टिंग का प्रकार",
  "Select relocation type": "शिफ्टिंग का प्रकार चुनें",
  "Select a service": "सेवा चुनें",
  "Select one": "एक चुनें",
  "Choose one": "एक चुनें",
  "Choose the service you need": "जो सेवा आपको चाहिए, वह चुनें",
  "Choose the closest service": "सबसे मिलती-जुलती सेवा चुनें",
  "Home Shifting": "होम शिफ्टिंग",
  "Local Shifting": "लोकल शिफ्टिंग",
  "Corporate Relocation": "ऑफिस शिफ्टिंग",
  "Office Relocation": "ऑफिस शिफ्टिंग",
  "Car Relocation": "कार ट्रांसपोर्ट",
  "Bike Relocation": "बाइक ट्रांसपोर्ट",
  "Car Transportation": "कार ट्रांसपोर्ट",
  "Bike Transportation": "बाइक ट्रांसपोर्ट",
  "Defence Relocation": "डिफेंस रिलोकेशन",
  "Fine Arts Relocation": "फाइन आर्ट शिफ्टिंग",
  "Storage Services": "स्टोरेज सेवाएं",
  "Warehouse & Storage": "वेयरहाउस और स्टोरेज",
  "Warehousing & Storage": "वेयरहाउसिंग और स्टोरेज",
  "Goods Insurance": "सामान का बीमा",
  "Household Goods Shifting": "घरेलू सामान की शिफ्टिंग",
  "Transfer Claim Documentation": "तबादले के क्लेम के कागजात",
  "How did you hear about us?": "आपको हमारे बारे में कैसे पता चला?",
  "Google search": "Google सर्च",
  "Facebook or Instagram": "Facebook या Instagram",
  "Friend or family": "दोस्त या परिवार",
  "Returning customer": "पहले भी हमारी सेवा ले चुके हैं",
  "Newspaper or flyer": "अखबार या पर्चा",
  Other: "अन्य",
  // Job applications and franchise documents
  "Link to your CV": "आपके CV का लिंक",
  "A share link starting with https:// (Google Drive, Dropbox or OneDrive), open to anyone with the link":
    "https:// से शुरू होने वाला शेयर लिंक (Google Drive, Dropbox या OneDrive), जिसे लिंक वाला कोई भी खोल सके",
  "A share link starting with https://, open to anyone with the link":
    "https:// से शुरू होने वाला शेयर लिंक, जिसे लिंक वाला कोई भी खोल सके",
  "GST certificate (link)": "GST सर्टिफिकेट (लिंक)",
  "Registration certificate (link)": "रजिस्ट्रेशन सर्टिफिकेट (लिंक)",
  "Aadhaar card (link)": "आधार कार्ड (लिंक)",
  "PAN card (link)": "PAN कार्ड (लिंक)",
  // Fraud reports
  "Number, UPI ID or website they used": "उनका इस्तेमाल किया नंबर, UPI ID या वेबसाइट",
  "Copy it exactly, e.g. a phone number, name@upi or a web address": "हूबहू कॉपी करें, जैसे फोन नंबर, name@upi या वेब पता",
  "Amount paid to them (₹)": "उन्हें दी गई रकम (₹)",
  "Whole rupees, digits only; leave empty if you paid nothing": "पूरे रुपये, सिर्फ अंक; कुछ नहीं दिया तो खाली छोड़ें",
  "What happened": "क्या हुआ",
  "When they contacted you, what they asked for, and any name they gave":
    "उन्होंने कब संपर्क किया, क्या मांगा और कौन-सा नाम बताया",
};

/**
 * The Hindi layout imports this module itself rather than ~/forms, whose chunk holds every form and the e-mail
 * SDK: a Hindi page loads the forms' words, not the forms.
 */
export const hindiForms: FormTranslation = { forms, fieldText };
