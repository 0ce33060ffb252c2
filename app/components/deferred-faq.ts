import { deferred } from "./deferred";

/**
 * The FAQ accordion as a part below the first screen (the home page's and every service page's): its code loads at
 * the visitor's first scroll or input; its questions are the page's data, in the page's language.
 */
export const DeferredFaqAccordion = deferred(() => import("./faq-accordion").then((m) => m.FaqAccordion));
