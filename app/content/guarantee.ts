/**
 * The "100% safety guarantee" (SPEC §1, §9): its words are content/<language>/guarantee.json; its claim window, the
 * anchor a claim links to and the terms' binding claims section are the site's.
 */
/** SPEC §9 "Terms": damage is reported within this many hours of delivery; the terms name it as `{claimHours}`. */
export const CLAIM_WINDOW_HOURS = 24;

export const GUARANTEE_ANCHOR = "safety-guarantee";
/** The id of the terms' "Claims and Liability" section (content/<language>/legal.json). */
export const TERMS_CLAIMS_PATH = "/terms-and-conditions#claims";
