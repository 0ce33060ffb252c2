import { privacySections } from "~/content/hi/legal";
import { translate } from "~/content/translation";
import { TranslationsProvider } from "~/i18n/translations";
import { pageMeta } from "~/lib/seo";
import PrivacyPolicy, { PATH, privacyWords } from "~/routes/privacy-policy";
import { legalSections } from "~/sections/legal/hi";

import { common } from "./common";

const words = {
  title: "प्राइवेसी पॉलिसी — आपकी जानकारी की सुरक्षा",
  description:
    "हमारे फॉर्म से भेजी गई आपकी जानकारी हम कैसे लेते हैं, उसका इस्तेमाल कैसे करते हैं और उसे सुरक्षित कैसे रखते हैं, और हमारी ओर से कौन-सी दूसरी सेवाएं उसे संभालती हैं।",
  eyebrow: "कानूनी जानकारी",
  heading: "प्राइवेसी पॉलिसी",
  intro: "इस साइट का इस्तेमाल करने पर हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं, और हमारे लिए कौन-सी दूसरी सेवाएं उसे संभालती हैं।",
};

export const meta = () =>
  pageMeta({
    title: words.title,
    description: words.description,
    path: PATH,
    locale: "hi",
  });

const translations = [...common, ...legalSections, privacySections, translate(privacyWords, words)];

/** /privacy-policy in Hindi (issue 18); the English text prevails, as the page says. */
export default function HindiPrivacyPolicy() {
  return (
    <TranslationsProvider translations={translations}>
      <PrivacyPolicy />
    </TranslationsProvider>
  );
}
