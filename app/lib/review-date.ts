// Apart from the reviews themselves, so the home page's banner can print a date without shipping every review.
const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, made on first use: a page of reviews formats thirty dates. */
function monthYear(locale: string) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "February 2025" (or "फरवरी 2025" for "hi-IN") for a review dated "2025-02". Hindi loanwords are written
 * without the nukta on फ़ and ज़ (docs/hindi-glossary.md), which Intl's month names have.
 */
export const reviewDate = (date: string, locale = "en-IN") =>
  monthYear(locale)
    .format(new Date(`${date}-01T00:00:00Z`))
    .normalize("NFD")
    .replace(/([\u092B\u091C])\u093C/g, "$1")
    .normalize("NFC");
