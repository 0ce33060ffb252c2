/**
 * The company's figures in Bengali words: the same numbers as ~/content/facts.ts, read from it, so a Bengali page
 * can never state another count, rating or reply time than its English twin.
 */
import { BRANCHES, CITIES_SERVED, RATING, REPLY_MINUTES, YEARS_IN_BUSINESS } from "~/content/facts.ts";

/** "10+ বছর", "100+ শহর", "4.9/5". */
export const yearsText = `${YEARS_IN_BUSINESS}+ বছর`;
export const citiesServedText = `${CITIES_SERVED}+ শহর`;
export const ratingText = `${RATING}/5`;
/** "17টি ব্রাঞ্চ ও কলকাতার হেড অফিস", once `{branches}` is filled. */
export const branchesText = `${BRANCHES}টি ব্রাঞ্চ ও কলকাতার হেড অফিস`;
/** "30 মিনিটের মধ্যে". */
export const replyText = `${REPLY_MINUTES} মিনিটের মধ্যে`;
