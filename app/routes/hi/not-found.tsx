import { translate } from "~/content/translation";
import { TranslationsProvider } from "~/i18n/translations";
import { pageMeta } from "~/lib/seo";
import NotFound, { notFoundPageWords } from "~/routes/not-found";

import { common } from "./common";

const words = {
  title: "पेज नहीं मिला",
  description: "आप जो पेज खोज रहे हैं, वह यहां नहीं है। होम पेज पर वापस जाएं या हमारी शिफ्टिंग सेवाएं देखें।",
};

/** No canonical: the page answers every unknown address under /hi (pre-rendered once as hi/404.html). */
export const meta = () =>
  pageMeta({
    title: words.title,
    description: words.description,
    noindex: true,
    locale: "hi",
  });

const translations = [...common, translate(notFoundPageWords, words)];

/** The not-found page in Hindi (issue 18). */
export default function HindiNotFound() {
  return (
    <TranslationsProvider translations={translations}>
      <NotFound />
    </TranslationsProvider>
  );
}
