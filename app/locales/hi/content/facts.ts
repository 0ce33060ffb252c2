/**
 * The company's figures in Hindi words: the same numbers as ../facts.ts, read from it, so a Hindi page
 * can never state another count, rating or reply time than its English twin.
 */
import { RATING, YEARS_IN_BUSINESS } from "~/content/facts.ts";

/** "10+ साल", "4.9/5". */
export const yearsText = `${YEARS_IN_BUSINESS}+ साल`;
export const ratingText = `${RATING}/5`;
