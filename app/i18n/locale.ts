/**
 * The site's languages. A page's language is its URL's: English at the root, Hindi under /hi (issue 18). Nothing
 * else (cookie, browser language) decides it, so search engines and shared links land where they point.
 */
export type Locale = "en" | "hi";

const HINDI_ROOT = "/hi";

/** `<html lang>` of each language's pages. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", hi: "hi" };

/** The language's name in English words: what the forms send the office (issue 18), whichever page sent them. */
export const languageName: Record<Locale, string> = { en: "English", hi: "Hindi" };

/**
 * The language's name in its own script: what the language switch shows. The switch's font is cut to exactly
 * these letters (scripts/font-subset.ts), so a visitor without a system face for the script still reads it.
 */
export const nativeName: Record<Locale, string> = { en: "English", hi: "हिन्दी" };

/** `hreflang` of each language's pages: the language as spoken in India. */
export const hrefLang: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

const HINDI_PATH = /^\/hi(?=$|[/?#])/;

export const localeOf = (path: string): Locale => (HINDI_PATH.test(path) ? "hi" : "en");

/** The English page's path for a path in either language. */
export function englishPath(path: string): string {
  if (localeOf(path) === "en") return path;
  const rest = path.slice(HINDI_ROOT.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in `locale`: "/contact" ↔ "/hi/contact", "/" ↔ "/hi". Query and hash are kept. */
export function localePath(path: string, locale: Locale): string {
  const english = englishPath(path);
  // The home page's own slash goes: "/?x=1" becomes "/hi?x=1", not "/hi/?x=1".
  return locale === "en" ? english : HINDI_ROOT + english.replace(/^\/(?=$|[?#])/, "");
}
