import { site } from "~/config/site";
import { localizedFloor } from "~/locales/hi/sections/floor";
import type { LocalePhrases } from "~/locales/words";

const bookSurveyForm = {
  title: "अपना फ्री सर्वे बुक करें",
  intro: "फ्री, और कोई बाध्यता नहीं: सर्वेयर आपका सामान देखते हैं और आपको लिखित कोटेशन मिलता है।",
  type: "सर्वे का तरीका",
  types: { home: "घर पर सर्वे", video: "वीडियो सर्वे" },
  homeText: (branches: number) => `सर्वेयर आपके घर आते हैं: कोलकाता में या हमारी ${branches} ब्रांच वाले किसी भी शहर में।`,
  videoText: "WhatsApp वीडियो कॉल पर, आप कहीं भी रहते हों।",
  city: "शहर",
  chooseCity: "अपना शहर चुनें",
  cityHintHome: "जिन शहरों में हमारा ऑफिस है, वहां हम घर आते हैं; बाकी जगहों के लिए वीडियो सर्वे चुनें।",
  cityHintVideo: "जिस शहर से आप शिफ्ट हो रहे हैं",
  visit: "हम कहां आएं",
  floor: "मंजिल",
  floorName: localizedFloor,
  lift: "लिफ्ट है, जिसमें फर्नीचर आ जाता है",
  day: "दिन",
  chooseDay: "दिन चुनें",
  dayHint: "कल से दो हफ्ते आगे तक",
  time: "समय (भारतीय समय)",
  timeHint: "हमारे फोन के समय में दो-दो घंटे के स्लॉट",
  dayFirst: "समय देखने के लिए पहले दिन चुनें।",
  language: "सर्वे किस भाषा में हो",
  languages: { en: "अंग्रेजी", hi: "हिन्दी", bn: "बांग्ला" },
  you: "आपकी जानकारी",
  estimateAttached: "आपका एस्टीमेट अनुरोध के साथ जाएगा",
  itemsAttached: "आपके सामान की सूची अनुरोध के साथ जाएगी",
  submit: "मेरा फ्री सर्वे बुक करें",
  slotGone: "यह समय अब खाली नहीं है। कृपया कोई दूसरा समय चुनें।",
};

const surveyConfirmationWords = {
  title: "सर्वे का अनुरोध मिल गया",
  kinds: { home: "घर पर सर्वे", video: "वीडियो सर्वे" },
  requested: (kind: string, day: string, time: string) => `अनुरोध: ${day}, ${time} बजे ${kind}।`,
  confirm: (minutes: number) => `हम फोन के समय में ${minutes} मिनट के अंदर कॉल करके पक्का करेंगे।`,
  at: (place: string) => `पता: ${place}`,
  city: (city: string) => `शहर: ${city}`,
  ready: "सर्वेयर के लिए क्या तैयार रखें",
  readyHome: [
    "हर कमरा खुला रखें, मचान, स्टोर रूम और बालकनी भी।",
    "जो सामान छोड़ना है या किसी और को देना है, उसे अलग रखें या बता दें।",
    "जिन पलंग, वार्डरोब और AC को खोलना है, और जो भी नाजुक या कीमती है।",
    "नया पता और शिफ्टिंग की तारीख, और पता हो तो सोसाइटी के लिफ्ट बुकिंग और ट्रक आने के नियम।",
  ],
  readyVideo: [
    "चार्ज किया हुआ फोन, जिसमें WhatsApp हो, वाई-फाई या अच्छे मोबाइल डेटा पर।",
    "हर कमरा खुला रखें, मचान, स्टोर रूम और बालकनी भी: आप हमें घुमाकर दिखाएंगे।",
    "जिन पलंग, वार्डरोब और AC को खोलना है, और जो भी नाजुक या कीमती है।",
    "नया पता और शिफ्टिंग की तारीख, और पता हो तो सोसाइटी के लिफ्ट बुकिंग और ट्रक आने के नियम।",
  ],
  calendar: "कैलेंडर में जोड़ें",
  ics: "कैलेंडर फाइल डाउनलोड करें",
  google: "गूगल कैलेंडर",
  opensNewTab: " (नए टैब में खुलेगा)",
  whatsapp: "WhatsApp पर हमें जानकारी भेजें",
  opensWhatsapp: " (WhatsApp खुलेगा)",
  call: "कोई सवाल? कॉल करें: ",
  eventTitle: (kind: string) => `फ्री ${kind}: ${site.brand}`,
  eventHome: (place: string) => `सर्वेयर यहां आएंगे: ${place}`,
  eventVideo: "हमारे सर्वेयर WhatsApp पर वीडियो कॉल करेंगे।",
  eventConfirm: (minutes: number) => `हम फोन के समय में ${minutes} मिनट के अंदर कॉल करके समय पक्का करेंगे।`,
  eventPhone: (phone: string) => `हमारा फोन: ${phone}`,
  videoPlace: "WhatsApp वीडियो कॉल",
  message: (details: string) => `नमस्ते, मैंने आपकी वेबसाइट पर फ्री सर्वे बुक किया है। ${details}`,
};

/** The survey booking's Hindi words that are functions of the booking (day, time, place); the rest are its data. */
export const translations = { bookSurveyForm, surveyConfirmationWords } satisfies LocalePhrases["translations"];
