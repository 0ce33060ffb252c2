/**
 * Indian mobile numbers as visitors and their phones' autofill type them: "+91 98765 43210",
 * "091-98765-43210", "(98765) 43210". The providers and the office get the spec's bare 10 digits.
 */

/** Spaces, dashes, dots and brackets people put between digit groups. */
const SEPARATORS = /[\s\-().]/g;
/** A mobile number in India: 10 digits starting 6–9 (landlines and short codes never do). */
const MOBILE = /^[6-9]\d{9}$/;

export const PHONE_MESSAGE =
  "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine).";

/**
 * The native `pattern` for a phone input: the same formats, so the browser accepts "+91 98765 43210"
 * before the script runs (the script then sends the normalised digits).
 */
export const PHONE_PATTERN = String.raw`[\s\-\(\)\.]*(?:\+?91|0)?[\s\-\(\)\.]*[6-9](?:[\s\-\(\)\.]*[0-9]){9}[\s\-\(\)\.]*`;

/** The 10-digit mobile number in what was typed, or null when it cannot be one. */
export function normaliseMobile(raw: string): string | null {
  let digits = raw.replace(SEPARATORS, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}
