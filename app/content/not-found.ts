/**
 * The not-found page's words as the app reads them when a mistyped link is followed in it: that address has no
 * page data, so the words come from the content folder's file in the page's language, loaded only then.
 */
import type { Locale } from "../config/locales.ts";
import type { NotFoundContent } from "./schemas/pages.ts";

/** content/<locale>/not-found.json, which the build has checked (its words have no placeholder to fill). */
export const notFoundWordsIn = async (locale: Locale): Promise<NotFoundContent> =>
  ((await import(`../../content/${locale}/not-found.json`)) as { default: NotFoundContent }).default;
