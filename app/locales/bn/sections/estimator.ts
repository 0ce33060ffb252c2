/**
 * The texts the estimator's libraries write on the Bengali page (./estimator-text.ts), which are functions of the
 * estimate. The sections' own words are content/bn/estimator.json. Values stay English: field values, item ids,
 * the query, and what goes to the office.
 */
import type { Dictionary } from "~/locales/book";

import { localizedPhrases } from "./estimator-text";

/** The records whose words are functions of what the page shows: script, in the page's phrases module. */
export const estimatorSectionPhrases = {
  estimatorTextWords: {
    say: localizedPhrases,
  },
} satisfies Dictionary;
