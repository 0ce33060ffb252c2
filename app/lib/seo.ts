import type { MetaDescriptor } from "react-router";
import { site } from "~/config/site";

export interface PageSeo {
  /** The page's own name; the brand is appended. */
  title: string;
  /** 50–160 characters, written for this page. */
  description: string;
  /** Canonical path, e.g. "/home-shifting". */
  path: string;
  /** Pages that should not be in search results (thank-you, not-found). */
  noindex?: boolean;
}

export const canonicalUrl = (path: string) => `${site.url}${path === "/" ? "/" : path.toLowerCase()}`;

/** The one way every route builds its `meta`. */
export function pageMeta({ title, description, path, noindex = false }: PageSeo): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.brand}`;
  const url = canonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
