import { translate } from "~/content/translation";
import { localePath } from "~/i18n/locale";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { serviceCards } from "~/locales/hi/content/service-pages/our-services";
import { serviceSections } from "~/locales/hi/sections/services";
import OurServices, { ourServicesWords, PATH } from "~/routes/our-services";

import { common, hindiMeta, inHindi } from "./common";
import { hindiCrumbs } from "./service-meta";

const words = {
  title: "हमारी सेवाएं — पैकर्स एंड मूवर्स की हर सेवा",
  description:
    "होम शिफ्टिंग, ऑफिस शिफ्टिंग, कार और बाइक ट्रांसपोर्ट, स्टोरेज, पैकिंग, कलाकृतियां और बीमा: हमारी हर शिफ्टिंग सर्विस एक ही जगह।",
  crumbs: [{ label: "होम", to: "/" }, { label: "हमारी सेवाएं" }],
  eyebrow: "सेवाएं",
  heading: "हमारी सेवाएं",
  intro:
    "हम क्या-क्या शिफ्ट करते हैं और कैसे: शहर के अंदर एक कमरे की शिफ्टिंग से लेकर देश के दूसरे कोने तक पूरे विला तक, पैकिंग, स्टोरेज और ट्रांजिट बीमा के साथ।",
  ctaTitle: "समझ नहीं आ रहा कौन-सी सर्विस चाहिए?",
  ctaText: "एक बार अपनी शिफ्टिंग के बारे में बताइए, हम फ्री एस्टीमेट के साथ आपके लिए सही सर्विस जोड़कर बताएंगे।",
};

const translations = [...common, ...serviceSections, serviceCards, translate(ourServicesWords, words)];

export const meta = () =>
  hindiMeta({
    title: words.title,
    description: words.description,
    path: PATH,
    jsonLd: [breadcrumbJsonLd(hindiCrumbs(words.crumbs), localePath(PATH, "hi"))],
  });

/** /our-services in Hindi (issue 18). */
export default inHindi(OurServices, translations);
