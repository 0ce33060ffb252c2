import type { LocalePhrases } from "~/locales/words";

/** The moving plan's Hindi words that are functions of the plan (dates, counts, places); the rest are its data. */
export const translations = {
  movingPlanSectionWords: {
    title: "आपका प्लान",
    empty: "शिफ्टिंग की तारीख और शिफ्टिंग का प्रकार चुनें: आपका प्लान यहां हफ्ते-दर-हफ्ते दिखेगा।",
    route: (from, to) => `${from} से ${to}`,
    countdown: (days) =>
      days > 1
        ? `${days} दिन बाकी`
        : days === 1
          ? "कल शिफ्टिंग है"
          : days === 0
            ? "आज शिफ्टिंग है"
            : days === -1
              ? "कल शिफ्ट हो गए"
              : `${-days} दिन पहले शिफ्ट हो गए`,
    progress: (done, total) => `${total} में से ${done} काम पूरे`,
    ready: (tasks) => `आपका प्लान: ${tasks} काम`,
    kept: "आपके टिक सिर्फ इसी ब्राउजर में रहते हैं; हमें कुछ नहीं भेजा जाता।",
    printTitle: "शिफ्टिंग का प्लान",
    printFooter: (planUrl) => `तारीखें आपकी शिफ्टिंग के दिन से पीछे गिनी गई हैं। अपना प्लान यहां बनाएं: ${planUrl}`,
  },
  planFormWords: {
    title: "आपकी शिफ्टिंग",
    date: "शिफ्टिंग की तारीख",
    move: "शिफ्टिंग का प्रकार",
    from: "कहां से",
    to: "कहां तक",
    city: "शहर चुनें",
    otherCity: "कोई दूसरा शहर",
    size: "घर का साइज",
    chooseSize: "साइज चुनें",
    optional: "शिफ्टिंग में यह भी",
    optionalHint: "जो लागू हो, उस पर टिक करें; हर एक से उसके जरूरी काम जुड़ जाते हैं।",
    flat: "किसी एक तरफ फ्लैट या हाउसिंग सोसाइटी",
    vehicle: "साथ में कार या बाइक भेजनी है",
    school: "बच्चों का स्कूल बदल रहा है",
    pets: "पालतू जानवर या पौधे",
  },
  planViewWords: {
    asap: "जितनी जल्दी हो सके",
    asapNote: "इनकी तारीख आज से पहले थी: इन्हें सबसे पहले करें।",
    weeksBefore: (weeks) => (weeks === 1 ? "1 हफ्ता पहले" : `${weeks} हफ्ते पहले`),
    movingDay: "शिफ्टिंग का दिन",
    weekAfter: "शिफ्टिंग के बाद का हफ्ता",
    range: (start, end) => `${start} – ${end}`,
    wasDue: (date) => `तारीख थी ${date}`,
  },
  planActionsWords: {
    print: "प्लान प्रिंट करें",
    calendar: "कैलेंडर में जोड़ें",
    calendarHint: "हर काम के लिए पूरे दिन का एक इवेंट, उसी दिन सुबह 9 बजे रिमाइंडर के साथ (.ics फाइल)।",
    copy: "लिंक कॉपी करें",
    copied: "लिंक कॉपी हो गया।",
    copyFailed: "कॉपी नहीं हो सका: नीचे दिया लिंक चुनकर कॉपी करें।",
    whatsapp: "WhatsApp पर भेजें",
    opensWhatsapp: " (WhatsApp खुलेगा)",
    shareText: (link) => `मेरी शिफ्टिंग का प्लान: ${link}`,
    linkLabel: "इस प्लान का लिंक: ",
  },
} satisfies LocalePhrases["translations"];
