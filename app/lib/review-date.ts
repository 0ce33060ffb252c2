// Apart from the reviews themselves, so the home page's banner can print a date without shipping every review.
const monthYear = new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" });

/** "February 2025" for a review dated "2025-02". */
export const reviewDate = (date: string) => monthYear.format(new Date(`${date}-01T00:00:00Z`));
