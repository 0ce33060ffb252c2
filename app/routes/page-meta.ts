import type { MetaDescriptor } from "react-router";

import { type Locale, localeOf } from "~/config/locales";
import type { LayoutWords } from "~/content/layout";
import { layoutWordsAmong } from "~/i18n/strings";
import { pageMeta, type PageSeo } from "~/lib/seo";

type Match = { handle?: unknown; loaderData?: unknown } | undefined;

/**
 * A route's `meta` in the page's language: `build` reads the page's data and the layout's words (the layout's
 * data) and returns the tags' texts; the path stays the English page's, which each language's URL is built from.
 */
export function localeMeta(
  { location, matches }: { location: { pathname: string }; matches: readonly Match[] },
  build: (locale: Locale, layout: LayoutWords) => PageSeo,
): MetaDescriptor[] {
  const locale = localeOf(location.pathname);
  const layout = layoutWordsAmong(matches);
  if (!layout) throw new Error("No layout's words in the page's data: the layout's loader gives them to every page");
  return pageMeta({ ...build(locale, layout), locale, imageAlt: layout.shareImageAlt });
}
