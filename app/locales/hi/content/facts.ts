/**
 * The company's figures in Hindi words: the same numbers as ../facts.ts, read from it, so a Hindi page
 * can never state another count, rating or reply time than its English twin.
 */
import { RATING, REPLY_MINUTES, YEARS_IN_BUSINESS } from "~/content/facts.ts";

/** "10+ साल", "4.9/5". */
export const yearsText = `${YEARS_IN_BUSINESS}+ साल`;
export const ratingText = `${RATING}/5`;
/** "30 मिनट के अंदर". */
export const replyText = `${REPLY_MINUTES} मिनट के अंदर`;

const numberWords = ["शून्य", "एक", "दो", "तीन", "चार", "पांच", "छह", "सात", "आठ", "नौ", "दस"];
/** "चार" for 4; digits beyond ten (as ../facts.ts numberWord). */
export const numberWord = (n: number) => numberWords[n] ?? String(n);
