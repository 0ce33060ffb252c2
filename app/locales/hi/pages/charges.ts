import { chargesSections } from "~/locales/hi/sections/charges";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "अतिरिक्त चार्ज",
  description:
    "शिफ्टिंग में लग सकने वाला हर अतिरिक्त चार्ज, उसके नियम और रेट के साथ: सीढ़ियां, दूर तक ढुलाई, शटल गाड़ी, फर्नीचर खोलना-जोड़ना, AC, स्टोरेज, बीमा, टोल और GST।",
  eyebrow: "कोई छिपा चार्ज नहीं",
  heading: "अतिरिक्त चार्ज",
  listItems: "कोटेशन के लिए अपने सामान की लिस्ट बनाएं",
  intro:
    "शिफ्टिंग की कीमत में जोड़ा जा सकने वाला हर चार्ज, और वह नियम जिससे वह तय होता है। जो चार्ज इस पेज पर नहीं है, वह कभी नहीं जोड़ा जाता।",
};

export const translations = {
  ...chargesSections,
  chargesWords: words,
} satisfies LocalePage["translations"];
