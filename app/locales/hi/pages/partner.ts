import { partnerSections } from "~/locales/hi/sections/partner";
import type { LocalePage } from "~/locales/words";

const words = {
  title: "फ्रेंचाइजी पार्टनरशिप — अपने शहर में हमारी फ्रेंचाइजी लें",
  description:
    "अपने शहर में हमारी पैकर्स एंड मूवर्स कंपनी की फ्रेंचाइजी खोलें: हमारा ब्रांड, ट्रेनिंग और ग्राहकों की पूछताछ में मदद। आज ही फ्रेंचाइजी के लिए पूछताछ भेजें।",
  eyebrow: "हमारे साथ आगे बढ़ें",
  heading: "फ्रेंचाइजी पार्टनरशिप",
  jump: "पूछताछ भेजें",
  intro: "अपने शहर में शिफ्टिंग का बिजनेस चलाइए, और पीछे हमारा ब्रांड, ट्रेनिंग और लगातार आती ग्राहकों की पूछताछ।",
};

export const translations = {
  ...partnerSections,
  partnerWords: words,
} satisfies LocalePage["translations"];
