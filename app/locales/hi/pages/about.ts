import { site } from "~/config/site";
import { yearsText } from "~/locales/hi/content/facts";
import { aboutSections } from "~/locales/hi/sections/about";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "हमारे बारे में — कोलकाता के IBA अप्रूव्ड पैकर्स एंड मूवर्स",
  description: `हम कौन हैं: कोलकाता की IBA अप्रूव्ड पैकर्स एंड मूवर्स कंपनी, जो ${yearsText} से पूरे भारत में परिवारों और ऑफिसों की शिफ्टिंग कर रही है।`,
  eyebrow: "हमारे बारे में",
  heading: `${site.brand} के बारे में`,
  intro: `${yearsText} से हम कोलकाता के अपने हेड ऑफिस से पूरे भारत में घर, ऑफिस, वाहन और कलाकृतियां शिफ्ट कर रहे हैं — घर पर फ्री सर्वे, लिखित कोटेशन और अपनी ट्रेंड टीम के साथ।`,
  callNow: "अभी कॉल करें",
};

export const translations = {
  ...aboutSections,
  aboutWords: words,
} satisfies LocalePage["translations"];
