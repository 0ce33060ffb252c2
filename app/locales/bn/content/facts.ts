/**
 * The company's figures in Bengali words: the same numbers as ~/content/facts.ts, read from it, so a Bengali page
 * can never state another count, rating or reply time than its English twin.
 */
import { RATING, YEARS_IN_BUSINESS } from "~/content/facts.ts";

/** "10+ বছর", "4.9/5". */
export const yearsText = `${YEARS_IN_BUSINESS}+ বছর`;
export const ratingText = `${RATING}/5`;
