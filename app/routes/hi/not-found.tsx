import { translate } from "~/content/translation";
import NotFound, { notFoundPageWords } from "~/routes/not-found";

import { common, hindiMeta, inHindi } from "./common";

const words = {
  title: "पेज नहीं मिला",
  description: "आप जो पेज खोज रहे हैं, वह यहां नहीं है। होम पेज पर वापस जाएं या हमारी शिफ्टिंग सेवाएं देखें।",
};

const translations = [...common, translate(notFoundPageWords, words)];

/** No canonical: the page answers every unknown address under /hi (pre-rendered once as hi/404.html). */
export const meta = () => hindiMeta({ title: words.title, description: words.description, noindex: true });

/** The not-found page in Hindi (issue 18). */
export default inHindi(NotFound, translations);
