import { createContext, use } from "react";
import { useMatches } from "react-router";

import { type Locale, localePath } from "~/config/locales";
import type { LayoutWords } from "~/content/layout";

/** What the layout's loader gives every page of the layout's words (app/routes/layout.tsx). */
export interface LayoutWordsData {
  layout: LayoutWords;
}

const hasLayoutWords = (data: unknown): data is LayoutWordsData =>
  typeof data === "object" && data !== null && "layout" in data;

/** The layout's words among the data of a page's routes (the layout's), if any. */
export const layoutWordsAmong = (matches: readonly ({ loaderData?: unknown; data?: unknown } | undefined)[]) =>
  matches.map((m) => m?.loaderData ?? m?.data).find(hasLayoutWords)?.layout;

/**
 * The layout's words in the page's language (content/<language>/layout.json), from the layout's data: the header,
 * menus, footer, contact bars, breadcrumb trail and carousels read them.
 */
export function useStrings(): LayoutWords {
  const words = layoutWordsAmong(useMatches());
  if (!words) throw new Error("No layout's words in the page's data: the layout's loader gives them to every page");
  return words;
}

export interface LanguageContext {
  locale: Locale;
}

const Language = createContext<LanguageContext>({ locale: "en" });

export const LanguageProvider = Language.Provider;

export const useLocale = () => use(Language).locale;

/** A site path in the page's language: "/contact" on a Hindi page is "/hi/contact". */
export function useLocalize() {
  const locale = useLocale();
  return (path: string) => localePath(path, locale);
}
