import type { MetaDescriptor } from "react-router";
import type { Thing, WithContext } from "schema-dts";

import { hrefLang, type Locale, localePath, locales, localeTable } from "~/config/locales";
import { site } from "~/config/site";

/** A top-level JSON-LD node, typed with schema-dts. */
export type JsonLd = WithContext<Exclude<Thing, string>>;

interface PageSeoBase {
  /** The page's own name; the brand is appended. */
  title: string;
  /** 50–160 characters, written for this page. */
  description: string;
  /** Structured data for the page (see ~/lib/structured-data), one ld+json script each. */
  jsonLd?: readonly JsonLd[];
  /** The page's language; its path is then the English page's, which the twin's is built from. */
  locale?: Locale;
}

/** An indexable page has a canonical path; a noindex page (thank-you, not-found) may leave it out. */
export type PageSeo = PageSeoBase &
  (
    | { /** Canonical path, e.g. "/home-shifting". */ path: string; noindex?: false }
    | { path?: string; /** Pages that should not be in search results. */ noindex: true }
  );

/** The share image (public/og-image.png, drawn by scripts/og-image.ts from public/og-image.svg). */
export const shareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
} as const;

/** An absolute URL on this site; paths are lower-cased, as the router serves them. */
export const absoluteUrl = (path: string) => `${site.url}${path === "/" ? "/" : path.toLowerCase()}`;

const pageTitle = (title: string) => `${title} | ${site.brand}`;

/**
 * The same page in every language, for search engines: `hreflang` links on every twin, each naming all of them,
 * with x-default the English page. Every page in search results has its twins (~/i18n/translated).
 */
function alternates(path: string): MetaDescriptor[] {
  const link = (lang: string, href: string) => ({ tagName: "link", rel: "alternate", hrefLang: lang, href });
  return [
    ...locales.map((l) => link(hrefLang[l], absoluteUrl(localePath(path, l)))),
    link("x-default", absoluteUrl(path)),
  ];
}

/** The page itself, in its language (JSON-LD `inLanguage`). */
const webPageJsonLd = (name: string, description: string, url: string, locale: Locale) =>
  ({
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    description,
    url,
    inLanguage: hrefLang[locale],
  }) satisfies JsonLd;

/** The one way every route builds its `meta`. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  jsonLd = [],
  locale = "en",
  imageAlt,
}: PageSeo & {
  /** The share image described in the page's language (the layout's words, which `localeMeta` reads). */
  imageAlt: string;
}): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = path === undefined ? undefined : absoluteUrl(localePath(path, locale));
  const image = absoluteUrl(shareImage.path);
  const indexed = url !== undefined && path !== undefined && !noindex;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(url
      ? [
          { tagName: "link", rel: "canonical", href: url },
          { property: "og:url", content: url },
        ]
      : []),
    ...(indexed ? alternates(path) : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: localeTable[locale].ogLocale },
    ...(indexed
      ? locales
          .filter((l) => l !== locale)
          .map((l) => ({ property: "og:locale:alternate", content: localeTable[l].ogLocale }))
      : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    // React Router renders each as <script type="application/ld+json"> with "<" escaped.
    ...[...(indexed ? [webPageJsonLd(fullTitle, description, url, locale)] : []), ...jsonLd].map(
      (data) => ({ "script:ld+json": data }) as MetaDescriptor,
    ),
  ];
}
