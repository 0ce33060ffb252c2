import type { Records } from "~/i18n/translations";

import { deferred } from "./deferred";

/**
 * The FAQ accordion as a part below the first screen (the home page's and every service page's): its code and,
 * on a translated page, its questions load at the visitor's first scroll or input.
 */
export const DeferredFaqAccordion = deferred(
  () => import("./faq-accordion").then((m) => m.FaqAccordion),
  (l) => import(`../locales/${l}/content/faqs.ts`).then((m: { faqs: Records }) => m.faqs),
);
