/**
 * The site's languages: the one table everything else reads (the route table, `<html lang>`, hreflang and the
 * sitemap, the language switch, the forms' `language` field, the fonts, dates and numbers). A page's language is
 * its URL's: English at the root, every other language under its own prefix. Nothing else (cookie, browser
 * language) decides it, so search engines and shared links land where they point. A new language is a line here,
 * a folder app/locales/<code> and a font subset (docs/decisions/languages.md).
 */
export const localeTable = {
  en: {
    prefix: "",
    htmlLang: "en-IN",
    hrefLang: "en-IN",
    ogLocale: "en_IN",
    /** What the forms send the office as the visitor's language, whichever page sent them. */
    englishName: "English",
    /** What the language switch shows; the switch's font is cut to exactly these letters (scripts/font-subset.ts). */
    nativeName: "English",
    /** Dates and numbers through `Intl`, in Latin digits on every page so figures read alike everywhere. */
    intl: "en-IN",
    /** The script its words are written in (ISO 15924, as `\p{Script=…}` takes it): what the checks look for. */
    script: "Latn",
    /**
     * Marks its spelling leaves out of what `Intl` writes (month names), so dates read as its glossary spells; by
     * code point, so that every page's script does not carry a letter of the language.
     */
    intlDrops: [] as number[],
  },
  hi: {
    prefix: "/hi",
    htmlLang: "hi",
    hrefLang: "hi-IN",
    ogLocale: "hi_IN",
    englishName: "Hindi",
    nativeName: "हिन्दी",
    intl: "hi-IN-u-nu-latn",
    script: "Deva",
    // Loanwords without the nukta: "फरवरी", not Intl's "फ़रवरी" (docs/hindi-glossary.md).
    intlDrops: [0x093c] as number[],
  },
  bn: {
    prefix: "/bn",
    htmlLang: "bn",
    hrefLang: "bn-IN",
    ogLocale: "bn_IN",
    englishName: "Bengali",
    nativeName: "বাংলা",
    intl: "bn-IN-u-nu-latn",
    script: "Beng",
    intlDrops: [] as number[],
  },
} as const;

export type Locale = keyof typeof localeTable;

/** Every language, English first. */
export const locales = Object.keys(localeTable) as Locale[];

/** The languages a page is translated into: every one but English, the language the site is written in. */
export const translatedLocales = locales.filter((l): l is Exclude<Locale, "en"> => l !== "en");

const column = <K extends keyof (typeof localeTable)["en"]>(key: K) =>
  Object.fromEntries(locales.map((l) => [l, localeTable[l][key]])) as unknown as Record<Locale, string>;

/** `<html lang>` of each language's pages. */
export const htmlLang = column("htmlLang");
/** `hreflang` of each language's pages: the language as spoken in India. */
export const hrefLang = column("hrefLang");
/** The language's name in English words: what the forms send the office. */
export const languageName = column("englishName");
/** The language's name in its own script: what the language switch shows. */
export const nativeName = column("nativeName");
/** The `Intl` locale for the language's dates, numbers and plurals. */
const intlLocale = column("intl");

/** What `Intl` wrote, spelled as the language spells it. */
export function spelled(text: string, locale: Locale): string {
  const drops: readonly number[] = localeTable[locale].intlDrops;
  if (drops.length === 0) return text;
  return [...text.normalize("NFD")]
    .filter((c) => !drops.includes(c.codePointAt(0)!))
    .join("")
    .normalize("NFC");
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made on first use: a page of reviews formats thirty dates. */
function dateFormat(locale: Locale, style: "day" | "month") {
  const key = `${locale} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], {
      ...(style === "day" ? { day: "numeric" } : {}),
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date of the records ("2025-06-01") as the language writes it in running text: "1 June 2025", "1 जून 2025". */
export const longDate = (iso: string, locale: Locale) =>
  spelled(dateFormat(locale, "day").format(new Date(`${iso}T00:00:00Z`)), locale);

/** A month of the records ("2025-02") as the language writes it: "February 2025", "फरवरी 2025". */
export const monthAndYear = (month: string, locale: Locale) =>
  spelled(dateFormat(locale, "month").format(new Date(`${month}-01T00:00:00Z`)), locale);

/** A time of day of the records ("09:30", 24-hour) as its hour and minute. */
export const clockOf = (time: string) => {
  const [hour = Number.NaN, minute = Number.NaN] = time.split(":").map(Number);
  if (!/^\d\d:\d\d$/.test(time) || hour > 23 || minute > 59) throw new Error(`Not a time like "09:30": ${time}`);
  return { hour, minute };
};

/** A letter of the language's own script. */
export const scriptLetter = (locale: Locale) => new RegExp(`\\p{Script=${localeTable[locale].script}}`, "u");

const prefixed = (path: string, prefix: string) =>
  prefix !== "" && (path === prefix || /^[/?#]/.test(path.slice(prefix.length))) && path.startsWith(prefix);

export const localeOf = (path: string): Locale =>
  translatedLocales.find((l) => prefixed(path, localeTable[l].prefix)) ?? "en";

/** The English page's path for a path in any language. */
export function englishPath(path: string): string {
  const rest = path.slice(localeTable[localeOf(path)].prefix.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in `locale`: "/contact" ↔ "/hi/contact", "/" ↔ "/bn". Query and hash are kept. */
export function localePath(path: string, locale: Locale): string {
  const english = englishPath(path);
  // The home page's own slash goes: "/?x=1" becomes "/hi?x=1", not "/hi/?x=1".
  return locale === "en" ? english : localeTable[locale].prefix + english.replace(/^\/(?=$|[?#])/, "");
}
