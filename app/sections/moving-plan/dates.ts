import { type Locale, localeTable, spelled } from "~/config/locales";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A task's day as the page's language writes it: "Fri, 16 Oct" in English, through `Intl`. */
export function dayAndMonth(iso: string, locale: Locale) {
  let format = formats.get(locale);
  if (!format) {
    // Hindi and Bengali spell the month out: their short months are clipped words, not abbreviations.
    const month = locale === "en" ? "short" : "long";
    format = new Intl.DateTimeFormat(localeTable[locale].intl, {
      weekday: "short",
      day: "numeric",
      month,
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return spelled(format.format(new Date(`${iso}T00:00:00Z`)), locale);
}
