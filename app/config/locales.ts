/**
 * The site's languages: the one table everything else reads (the route table, `<html lang>`, hreflang and the
 * sitemap, the language switch, the forms' `language` field, the fonts, dates and numbers). A page's language is
 * its URL's: English at the root, every other language under its own prefix. Nothing else (cookie, browser
 * language) decides it, so search engines and shared links land where they point. A new language is a line here,
 * a folder content/<code> and a font subset (docs/decisions/languages.md).
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
    /**
     * The `Intl` locale whose dates and numbers the site writes (Latin digits on every page, so figures read alike
     * everywhere); the site writes them itself and its tests hold them to what `Intl` writes for this locale.
     */
    intl: "en-IN",
    /** The script its words are written in (ISO 15924, as `\p{Script=…}` takes it): what the checks look for. */
    script: "Latn",
    /**
     * The face of its pages' script that wide screens fetch with the HTML, a file of app/fonts (scripts/font-subset.ts
     * writes it); none for Latin, whose face app/app.css names for every page.
     */
    font: null,
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
    font: "devanagari-subset.woff2",
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
    font: "bengali-subset.woff2",
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

/**
 * Sorts names by their letters' code points: for the site's city names in each of its languages this is the
 * language's alphabetical order (app/config/sort-order.test.ts checks it against `localeCompare`), without the
 * collation data `localeCompare` loads on its first call (same cost as `Intl`'s).
 */
export const byLetters = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
