/** The unknown-city page's words in Hindi, translated by the name its section gives them. */
import type { Dictionary } from "~/locales/book";

export const cityNotFoundSections = {
  cityNotFoundWords: {
    title: "शहर नहीं मिला",
    introBefore: "इस शहर के लिए अभी हमारी ब्रांच का पेज नहीं है, लेकिन हम अपनी",
    introAfter: " ब्रांच के जरिए पूरे भारत में कहीं से भी, कहीं तक सामान शिफ्ट करते हैं।",
    map: "नक्शा",
    noLocation: "लोकेशन उपलब्ध नहीं है",
    listTitle: "जिन शहरों में हमारी ब्रांच है",
    chooseBefore: "अपने सबसे पास का शहर चुनें, या देखें कि",
    networkLink: "हमारा नेटवर्क कैसे काम करता है",
    chooseAfter: "। किसी और जगह के लिए फ्री कोटेशन मांगें: उससे पता चल जाएगा कि आपकी शिफ्टिंग कौन-सी ब्रांच संभालेगी।",
  },
} satisfies Dictionary;
