/**
 * The company's figures in Hindi words: the same numbers as ../facts.ts, read from it, so a Hindi page
 * can never state other years than its English twin.
 */
import { YEARS_IN_BUSINESS } from "~/content/facts.ts";

/** "10+ साल". */
export const yearsText = `${YEARS_IN_BUSINESS}+ साल`;
