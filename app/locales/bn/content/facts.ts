/**
 * The company's figures in Bengali words: the same numbers as ~/content/facts.ts, read from it, so a Bengali page
 * can never state other years than its English twin.
 */
import { YEARS_IN_BUSINESS } from "~/content/facts.ts";

/** "10+ বছর". */
export const yearsText = `${YEARS_IN_BUSINESS}+ বছর`;
