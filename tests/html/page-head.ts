/**
 * Readers for the parts of a built page that several HTML tests look at: attributes as a browser reads them, the
 * head's links, the JSON-LD, the breadcrumb. The parser keeps React's attribute spelling (`hrefLang`,
 * `fetchPriority`, `srcSet`); a browser matches attribute names in any case, so these do too.
 */
import { localeOf, locales } from "../../app/config/locales.ts";
import { readContent } from "../../app/content/read.ts";
import { type BuiltPage, site } from "./built";

/** An attribute by its name in any case, as HTML reads it; null when absent. */
export function attr(el: Element, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const a of Array.from(el.attributes)) if (a.name.toLowerCase() === wanted) return a.value;
  return null;
}

/** The elements matching `selector` that carry `name` (any case) and its value. */
export function withAttr(root: ParentNode, selector: string, name: string): [Element, string][] {
  return Array.from(root.querySelectorAll(selector)).flatMap((el) => {
    const value = attr(el, name);
    return value === null ? [] : [[el, value] as [Element, string]];
  });
}

/** The page's absolute URL as the site names it: the site's address and the path in lower case. */
export const urlOf = (path: string) => `${site.url}${path === "/" ? "/" : path.toLowerCase()}`;

/** The head's `<meta name|property=…>` contents. */
export const metaAll = (page: BuiltPage, key: string) =>
  Array.from(page.document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)).map(
    (m) => m.getAttribute("content") ?? "",
  );

/** The canonical links' targets (one on an indexable page). */
export const canonicals = (page: BuiltPage) =>
  Array.from(page.document.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute("href") ?? "");

/** The page's hreflang alternates as "lang href" lines, in order. */
export const alternates = (page: BuiltPage) =>
  withAttr(page.document, 'link[rel="alternate"]', "hreflang").map(([l, lang]) => `${lang} ${l.getAttribute("href")}`);

export type LdNode = Record<string, unknown> & { "@type"?: string };

/** Every ld+json script of the page, parsed; throws on one that is not JSON. */
export const jsonLd = (page: BuiltPage): LdNode[] =>
  Array.from(page.document.querySelectorAll('script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.textContent ?? "") as LdNode,
  );

/** The breadcrumb's accessible name in each language (components/breadcrumb.tsx, content/<code>/layout.json). */
const BREADCRUMB_LABEL = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, (await readContent("layout", l)).words.breadcrumb] as const)),
);

/** The breadcrumb the page shows, or null. */
export const breadcrumbNav = (page: BuiltPage) =>
  page.document.querySelector(`nav[aria-label="${BREADCRUMB_LABEL[localeOf(page.path)]}"]`);

/** The language switch (components/layout/language-switch.tsx): the one link allowed to leave the page's language. */
export const isLanguageSwitch = (a: Element) => a.getAttribute("data-testid") === "language-switch";
