// Apart from the reviews themselves, so the home page's banner can print a date without shipping every review.
const monthYear = (locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });

/** "February 2025" (or "फ़रवरी 2025" for "hi-IN") for a review dated "2025-02". */
export const reviewDate = (date: string, locale = "en-IN") =>
  monthYear(locale).format(new Date(`${date}-01T00:00:00Z`));
