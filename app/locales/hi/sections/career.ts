/** The careers page's section words in Hindi, translated by the names their sections give them. */
import type { Dictionary } from "~/locales/book";

export const careerSections = {
  careerValuesWords: {
    valuesTitle: "हमारे उसूल",
    values: [
      {
        title: "सुरक्षा सबसे पहले",
        text: "भारी सामान उठाने के सही औजार, ट्रेनिंग के साथ लोडिंग और सड़क पर कोई शॉर्टकट नहीं — हमारे लोगों और ग्राहकों के सामान, दोनों की हिफाजत के लिए।",
      },
      {
        title: "हर स्तर पर सम्मान",
        text: "पैकर, ड्राइवर और मैनेजर एक ही टेबल पर खाना खाते हैं, और एक ही मीटिंग में सबकी बात सुनी जाती है।",
      },
      {
        title: "अंदर से ही तरक्की",
        text: "हमारे ज्यादातर ब्रांच सुपरवाइजर पैकर या कोऑर्डिनेटर के तौर पर जुड़े थे और काम करते-करते ट्रेनिंग पाकर आगे बढ़े।",
      },
      {
        title: "ग्राहक हमारे मेहमान",
        text: "जिस भी घर में हम जाते हैं, उसके साथ वैसा ही बर्ताव करते हैं जैसा हम अपने घर के साथ चाहेंगे।",
      },
    ],
    benefitsTitle: "हमारे साथ काम करने के फायदे",
    benefits: [
      {
        title: "हर महीने की 1 तारीख को सैलरी",
        text: "हर महीने समय पर सैलरी, और हर योग्य कर्मचारी के लिए PF और ESI।",
      },
      {
        title: "सेहत का बीमा",
        text: "आपके और आपके परिवार के लिए ग्रुप मेडिकल बीमा, और फील्ड स्टाफ के लिए दुर्घटना बीमा भी।",
      },
      {
        title: "ट्रेनिंग के दौरान भी सैलरी",
        text: "पहले काम से पहले दो हफ्ते की ट्रेनिंग, पूरी सैलरी के साथ: पैकिंग, सामान संभालना और ग्राहकों से बर्ताव।",
      },
      {
        title: "सफर का भत्ता",
        text: "लंबी दूरी की ट्रिप पर रोज का भत्ता और ठहरने का खर्च, जिसका हिसाब हर हफ्ते होता है।",
      },
    ],
  },
} satisfies Dictionary;

export const careerSectionPhrases = {
  jobBoardWords: {
    filters: {
      department: { label: "विभाग", allLabel: "सभी विभाग" },
      location: { label: "शहर", allLabel: "सभी शहर" },
      type: { label: "नौकरी का प्रकार", allLabel: "सभी प्रकार" },
    },
    count: (n: number) => `${n} ${n === 1 ? "नौकरी" : "नौकरियां"} उपलब्ध`,
    filterJobs: "नौकरियां छांटें",
    clearFilters: "फिल्टर हटाएं",
    noJobs: "अभी कोई नौकरी उपलब्ध नहीं है।",
    details: "नौकरी की जानकारी",
    department: "विभाग: ",
    location: "शहर: ",
    type: "प्रकार: ",
    experience: "अनुभव:",
    apply: "अभी आवेदन करें",
    applyFor: (title: string) => `आवेदन करें: ${title}`,
  },
} satisfies Dictionary;
