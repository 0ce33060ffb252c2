/**
 * The texts the estimator's libraries write on the Hindi page (./estimator-text.ts), which are functions of the
 * estimate. The sections' own words are content/hi/estimator.json. Values stay English: field values, item ids,
 * the query, and what goes to the office.
 */
import type { Dictionary } from "~/locales/book";

import { localizedPhrases } from "./estimator-text";

export const estimatorSectionPhrases = {
  estimatorTextWords: {
    say: localizedPhrases,
  },
} satisfies Dictionary;
